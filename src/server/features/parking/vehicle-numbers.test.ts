// Parking registrations take Indian registration marks only, stored one way; a vehicle has one active
// registration at a time; the requested slot reads the same to the resident, in the office's list and in the CSV.
import { parse } from 'csv-parse/sync';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARKING_TEXT, parkingApi } from '../../../shared/parking.ts';
import { parkingAdminApi } from '../../../shared/parking-admin.ts';
import { carParkingRegistrations } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let asha: Resident;
let ravi: Resident;

const register = (who: Resident, vehicles: object[]) =>
  t.as(who).upload(parkingApi.register, {
    owner_name: 'Asha Rao',
    flat_no: who.flat_no,
    contact_number: '9820012345',
    vehicles: JSON.stringify(vehicles),
  });
const rowCount = async () => (await t.database.db.select({ n: count() }).from(carParkingRegistrations))[0].n;
const approve = (id: string) => t.as(admin).call(parkingAdminApi.approve, { id });
const reject = (id: string) => t.as(admin).call(parkingAdminApi.reject, { id });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  asha = await signUpResident(t, { name: 'Asha Rao', flat_no: 'A-101' });
  ravi = await signUpResident(t, { name: 'Ravi Shah', flat_no: 'B-202' });
});
afterAll(() => t.close());

describe('registration numbers', () => {
  it.each([
    'HELLO WORLD 123456',
    'MH01',
    'XX 01 AB 1234',
    'MH 01 AB 0000',
    '22 BH 12345 AB',
    'MH 01 ABCD 1234',
  ])('refuses "%s" with the rule and writes nothing', async (car_number) => {
    const before = await rowCount();
    const res = await register(asha, [{ car_number }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.error().message).toBe(PARKING_TEXT.badNumber);
    expect(res.error().fields?.['vehicles.0.car_number']).toBe(PARKING_TEXT.badNumber);
    expect(await rowCount()).toBe(before);
  });

  it('stores state and Bharat series marks with one spacing and upper case', async () => {
    const res = await register(asha, [
      { car_number: ' mh-02-ab-1234 ' },
      { car_number: '22bh1234ab' },
      { car_number: 'ka 5 m 77' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().map((r) => r.vehicle_number)).toEqual(['MH 02 AB 1234', '22 BH 1234 AB', 'KA 5 M 77']);
  });
});

describe('one active registration per vehicle', () => {
  it('refuses the same vehicle, however it is typed, while it is pending or approved, and takes it after a rejection', async () => {
    const [first] = (await register(asha, [{ car_number: 'MH 03 CD 4321' }])).json();
    const before = await rowCount();
    const again = await register(ravi, [{ car_number: 'mh03cd4321' }]);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.error().message).toBe(PARKING_TEXT.alreadyActive('MH 03 CD 4321', 'pending'));

    expect((await approve(first.id)).statusCode).toBe(200);
    const approved = await register(asha, [{ car_number: 'MH-03-CD-4321' }]);
    expect(approved.statusCode).toBe(409);
    expect(approved.error().message).toBe(PARKING_TEXT.alreadyActive('MH 03 CD 4321', 'approved'));
    expect(await rowCount()).toBe(before);

    expect((await reject(first.id)).statusCode).toBe(200);
    const [second] = (await register(ravi, [{ car_number: 'MH03CD4321' }])).json();
    expect(second.vehicle_number).toBe('MH 03 CD 4321');
    // Approving the rejected one again would make two active registrations of one car.
    const reapprove = await approve(first.id);
    expect(reapprove.statusCode).toBe(409);
    expect(reapprove.error().message).toBe(PARKING_TEXT.alreadyActive('MH 03 CD 4321', 'pending'));
  });

  it('refuses one vehicle listed twice in a submission', async () => {
    const before = await rowCount();
    const res = await register(asha, [{ car_number: 'MH 04 EF 1111' }, { car_number: 'mh04ef1111' }]);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(PARKING_TEXT.sameTwice('MH 04 EF 1111'));
    expect(await rowCount()).toBe(before);
  });
});

describe('the requested slot', () => {
  it('reads the same in the CSV as on the screens: the slot number kept, "Any available" when none', async () => {
    await register(asha, [
      { car_number: 'MH 05 GH 2001', slot_type: 'owned_covered', slot_number: 'G-12' },
      { car_number: 'MH 05 GH 2002' },
      { car_number: 'MH 05 GH 2003', slot_type: 'rental_open', slot_number: '7' },
    ]);
    const res = await t.as(admin).call(parkingAdminApi.export, { q: 'MH 05 GH' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body.replace(/^\ufeff/, '')) as string[][];
    const slotOf = (number: string) => rows.find((r) => r[3] === number)?.[8];
    expect(slotOf('MH 05 GH 2001')).toBe('Owned Covered - Slot No. G-12');
    expect(slotOf('MH 05 GH 2002')).toBe('Any available');
    expect(slotOf('MH 05 GH 2003')).toBe('Rental Open - Garage No. 7');
  });
});

// Parking registrations: one row per vehicle in one transaction, an RC copy checked by size and content,
// readable only by its owner or an admin; a refused request leaves no rows and no file.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApi } from '../../../shared/documents.ts';
import { parkingApi } from '../../../shared/parking.ts';
import { carParkingRegistrations, storedFiles } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  storedDocumentCount,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let alice: Resident;
let bob: Resident;
/** Sends the photo of the compression test, so the other residents' lists stay as the tests expect. */
let carol: Resident;
let admin: Resident;

const PDF = Buffer.from('%PDF-1.4\n% RC copy\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const vehicles = (...rows: object[]) => JSON.stringify(rows);
const fields = (over: Record<string, string> = {}) => ({
  owner_name: 'Asha Rao',
  flat_no: 'B-101',
  contact_number: '9820012345',
  vehicles: vehicles({ car_number: 'mh01ab1234', slot_type: 'owned_covered', slot_number: 'G-12' }),
  ...over,
});

const register = (
  f: Record<string, string>,
  who?: Resident,
  file?: { name: string; bytes: Buffer; field?: string },
) => t.as(who ?? null).upload(parkingApi.register, f, file && { field: 'rc_copy', ...file });

const counts = async () => ({
  rows: (await t.database.db.select({ n: count() }).from(carParkingRegistrations))[0].n,
  files: (await t.database.db.select({ n: count() }).from(storedFiles))[0].n,
  disk: storedDocumentCount(t),
});

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpResident(t, { flat_no: 'B-101' });
  bob = await signUpResident(t, { flat_no: 'B-101' });
  carol = await signUpResident(t, { flat_no: 'B-102' });
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

describe('registering vehicles', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await register(fields())).statusCode).toBe(401);
    expect((await t.as(null).call(parkingApi.mine)).statusCode).toBe(401);
  });

  it('writes one pending car row per vehicle with the requested slot text', async () => {
    const res = await register(
      fields({
        vehicles: vehicles(
          { car_number: 'MH 01 AB 1234', slot_type: 'owned_covered', slot_number: 'G-12' },
          { car_number: 'MH 02 CD 5678', slot_type: 'rental_covered', slot_number: '' },
          { car_number: 'MH 03 EF 9012', slot_type: 'rental_open', slot_number: '7' },
          { car_number: 'MH 04 GH 3456', slot_type: '', slot_number: '' },
          { car_number: '   ', slot_type: 'rental_open', slot_number: '9' },
        ),
      }),
      alice,
    );
    expect(res.statusCode).toBe(201);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => [r.vehicle_number, r.parking_slot_requested, r.slot_number])).toEqual([
      ['MH 01 AB 1234', 'Owned Covered', 'G-12'],
      ['MH 02 CD 5678', 'Rental Covered', null],
      ['MH 03 EF 9012', 'Rental Open - Garage No. 7', '7'],
      ['MH 04 GH 3456', 'Not specified', null],
    ]);
    for (const r of rows)
      expect(r).toMatchObject({
        owner_name: 'Asha Rao',
        flat_no: 'B-101',
        contact_number: '9820012345',
        vehicle_type: 'car',
        status: 'pending',
        rc_copy_url: null,
      });
    const [db] = await t.database.db
      .select()
      .from(carParkingRegistrations)
      .where(eq(carParkingRegistrations.id, rows[0].id as string));
    expect([db.vehicle_make, db.vehicle_model, db.vehicle_color]).toEqual(['', '', '']);
  });

  it('stores one RC copy for all rows, readable by its owner and admins only', async () => {
    const before = await counts();
    const res = await register(
      fields({ vehicles: vehicles({ car_number: 'MH05AA1111' }, { car_number: 'MH05AA2222' }) }),
      alice,
      { name: 'rc copy.pdf', bytes: PDF },
    );
    expect(res.statusCode).toBe(201);
    const rows = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0].parking_slot_requested).toBe('Not specified');
    const name = rows[0].rc_copy_url ?? '';
    expect(name).toBeTruthy();
    expect(rows[1].rc_copy_url).toBe(name);
    expect(await counts()).toEqual({ rows: before.rows + 2, files: before.files + 1, disk: before.disk + 1 });

    const own = await t.as(alice).call(documentsApi.file, { name });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as(admin).call(documentsApi.file, { name })).statusCode).toBe(200);
    expect((await t.as(bob).call(documentsApi.file, { name })).statusCode).toBe(404);
    expect((await t.as(null).call(documentsApi.file, { name })).statusCode).toBe(401);
  });

  it('accepts a PNG RC copy just under 200 KB', async () => {
    // A real photo padded to the limit: what follows the image's end is dropped when it is re-encoded.
    const png = await sampleImage('png', 200, 150);
    const bytes = Buffer.concat([png, Buffer.alloc(200 * 1024 - 1 - png.length)]);
    const res = await register(fields({ vehicles: vehicles({ car_number: 'MH 12 XY 4321' }) }), bob, {
      name: 'rc.png',
      bytes,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()[0].rc_copy_url).toMatch(/\.png$/);
  });

  it('stores a photo sent at a low quality within 200 KB, though encoding it again would make it larger', async () => {
    // Noise at quality 40, just under the limit: what a browser's compressor might send.
    const noise = (side: number) =>
      sharp(Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 2654435761) >>> 24)), {
        raw: { width: side, height: side, channels: 3 },
      });
    let side = 1000;
    let photo = await noise(side).jpeg({ quality: 40 }).toBuffer();
    while (photo.length >= 200 * 1024) {
      side -= 20;
      photo = await noise(side).jpeg({ quality: 40 }).toBuffer();
    }
    expect((await sharp(photo).jpeg({ quality: 88 }).toBuffer()).length).toBeGreaterThan(200 * 1024);

    const res = await register(
      fields({ flat_no: 'B-102', vehicles: vehicles({ car_number: 'MH05AA3333' }) }),
      carol,
      {
        name: 'IMG_2041.jpg',
        bytes: photo,
      },
    );
    expect(res.statusCode).toBe(201);
    const stored = await t.as(carol).call(documentsApi.file, { name: res.json()[0].rc_copy_url ?? '' });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.rawPayload.length).toBeLessThanOrEqual(200 * 1024);
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(side);
  });
});

describe('refused registrations write nothing', () => {
  it.each([
    ['a text file named .pdf', { name: 'x.pdf', bytes: Buffer.from('just some text, not a PDF') }],
    ['a GIF', { name: 'rc.png', bytes: GIF }],
  ])('refuses %s by its content', async (_, file) => {
    const before = await counts();
    const res = await register(fields(), alice, file);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Unsupported file type. Allowed: PDF, JPEG, PNG');
    expect(await counts()).toEqual(before);
  });

  it('refuses a 201 KB file', async () => {
    const before = await counts();
    const bytes = Buffer.concat([PDF, Buffer.alloc(201 * 1024)]);
    const res = await register(fields(), alice, { name: 'big.pdf', bytes });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('File size must be less than 200KB');
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ vehicles: vehicles() }, 'Please add at least one vehicle'],
    [{ vehicles: vehicles({ car_number: '' }, { car_number: '  ' }) }, 'Please add at least one vehicle'],
    [{ vehicles: 'not json' }, 'The vehicle list could not be read'],
    [{ vehicles: vehicles({ car_number: 'MH01', colour: 'red' }) }, undefined],
    [{ vehicles: vehicles({ car_number: 'MH01', slot_type: 'valet' }) }, undefined],
    [{ vehicles: vehicles({ car_number: '<script>x</script>' }) }, 'Invalid characters detected'],
    [{ owner_name: '' }, 'This field is required'],
    [{ flat_no: '' }, 'Flat number is required'],
    [{ contact_number: '' }, 'This field is required'],
    [{ contact_number: '12345' }, 'Phone number must be 10-15 digits'],
    [{ user_id: 'someone-else' }, undefined],
  ])('refuses %o', async (over, message) => {
    const before = await counts();
    const res = await register(fields(over), alice, { name: 'rc.pdf', bytes: PDF });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.error().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a request without the vehicles field', async () => {
    const { vehicles: _, ...rest } = fields();
    const res = await register(rest, alice);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Please add at least one vehicle');
  });

  it('refuses a JSON body (the form is multipart)', async () => {
    const res = await t.as(alice).send(parkingApi.register, { ...fields() });
    expect(res.statusCode).toBe(400);
  });
});

describe('own registrations', () => {
  it('lists only the caller’s own rows', async () => {
    const mine = (await t.as(alice).call(parkingApi.mine)).json();
    const theirs = (await t.as(bob).call(parkingApi.mine)).json();
    expect(mine.map((r) => r.vehicle_number).sort()).toEqual(
      [
        'MH 01 AB 1234',
        'MH 02 CD 5678',
        'MH 03 EF 9012',
        'MH 04 GH 3456',
        'MH 05 AA 1111',
        'MH 05 AA 2222',
      ].sort(),
    );
    expect(theirs.map((r) => r.vehicle_number)).toEqual(['MH 12 XY 4321']);
  });
});

// One payment reference pays for one thing, across gym memberships and hall bookings; the last 4 digits must be
// the transaction id's end; a rejected request gives its reference back.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input } from '../../shared/contract.ts';
import { addDays, todayIn } from '../../shared/dates.ts';
import { hallBookingsApi } from '../../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../../shared/hall-bookings-admin.ts';
import { membershipsApi } from '../../shared/memberships.ts';
import { membershipsAdminApi } from '../../shared/memberships-admin.ts';
import { PAYMENT_REFERENCES_TEXT } from '../../shared/payment-references.ts';
import { hallBookings, memberships } from '../db/schema.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';

let t: TestApp;
let asha: Resident;
let kabir: Resident;
let admin: Resident;
let planId: string;
let day = 20;

const buyGym = (who: Resident, reference: string, last4 = reference.replace(/\s/g, '').slice(-4)) =>
  t.as(who).call(membershipsApi.create, {
    plan_id: planId,
    members: [{ name: 'Asha Rao', phone: '9820012345', age: 34 }],
    payment_transaction_id: reference,
    payment_last_4_digits: last4,
  });
const bookHall = (
  who: Resident,
  reference: string,
  payment_method: Input<typeof hallBookingsApi.create>['payment_method'] = 'online',
) =>
  t.as(who).call(hallBookingsApi.create, {
    applicant_name: 'Asha Rao',
    contact_number: '9820012345',
    flat_no: who.flat_no,
    event_date: addDays(todayIn('Asia/Kolkata'), day++),
    event_name: 'Birthday party',
    booking_option: 'member_half_day',
    event_time: 'morning',
    payment_method,
    payment_transaction_id: reference,
  });
const rows = async () => ({
  memberships: (await t.database.db.select({ n: count() }).from(memberships))[0].n,
  bookings: (await t.database.db.select({ n: count() }).from(hallBookings))[0].n,
});

beforeAll(async () => {
  t = await createTestApp();
  asha = await signUpResident(t);
  kabir = await signUpResident(t);
  admin = await signUpAdmin(t);
  planId = (await t.as(asha).call(membershipsApi.plans)).json()[0].id;
});
afterAll(() => t.close());

describe('a transaction id pays for one thing', () => {
  it('refuses a second gym membership and then a hall booking on the same id, and creates nothing', async () => {
    expect((await buyGym(asha, 'UPI 5566 7788 901')).statusCode).toBe(200);
    const before = await rows();
    for (const res of [await buyGym(kabir, 'upi556677889 01'), await bookHall(asha, 'UPI55667788901')]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.error().fields?.payment_transaction_id).toBe(PAYMENT_REFERENCES_TEXT.taken);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses three hall bookings on one id after the first', async () => {
    expect((await bookHall(asha, 'HALLPAY1234')).statusCode).toBe(201);
    expect((await bookHall(asha, 'HALLPAY1234')).statusCode).toBe(400);
    expect((await bookHall(kabir, ' hallpay 1234 ')).statusCode).toBe(400);
    const res = await buyGym(kabir, 'HALLPAY1234');
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(PAYMENT_REFERENCES_TEXT.taken);
  });

  it('lets only one of two requests sent at once take an id', async () => {
    const [gym, hall] = await Promise.all([buyGym(asha, 'RACE900011'), bookHall(kabir, 'RACE900011')]);
    expect([gym.statusCode, hall.statusCode].filter((s) => s === 400)).toHaveLength(1);
    expect([gym.statusCode, hall.statusCode].filter((s) => s === 200 || s === 201)).toHaveLength(1);
    const [a, b] = await Promise.all([buyGym(asha, 'RACE900022'), buyGym(kabir, 'RACE900022')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('gives a rejected request its reference back, so the resident can resubmit', async () => {
    const first = await bookHall(asha, 'RETRY445566');
    expect(
      (await t.as(admin).call(hallBookingsAdminApi.decide, { id: first.json().id, status: 'rejected' }))
        .statusCode,
    ).toBe(200);
    expect((await bookHall(asha, 'RETRY445566')).statusCode).toBe(201);
    expect((await bookHall(asha, 'RETRY445566')).statusCode).toBe(400);
  });

  it('holds a cheque number per resident: the same resident cannot reuse it, another resident (another bank) can', async () => {
    expect((await bookHall(asha, '004512', 'cheque')).statusCode).toBe(201);
    const again = await bookHall(asha, '004512', 'cheque');
    expect(again.statusCode).toBe(400);
    expect(again.error().message).toBe(PAYMENT_REFERENCES_TEXT.chequeTaken);
    expect((await bookHall(kabir, '004512', 'cheque')).statusCode).toBe(201);
  });
});

describe('the last 4 digits', () => {
  it('must be the last 4 characters of the transaction id', async () => {
    const res = await buyGym(asha, 'T2507121234568901', '9999');
    expect(res.statusCode).toBe(400);
    expect(res.error().fields?.payment_last_4_digits).toBe(PAYMENT_REFERENCES_TEXT.last4('8901'));
    expect((await buyGym(asha, 'T2507121234568901', '8901')).statusCode).toBe(200);
  });

  it('holds an id that ends in letters to its last 4 characters, case ignored', async () => {
    expect((await buyGym(asha, 'AXIS77QRWZ', '7QRW')).statusCode).toBe(400);
    expect((await buyGym(asha, 'AXIS77QRWZ', 'qrwz')).statusCode).toBe(200);
  });
});

describe('the office’s lists flag what still gets through', () => {
  const lists = { 'hall-bookings': hallBookingsAdminApi.list, memberships: membershipsAdminApi.list };
  const flagsOf = async (path: keyof typeof lists, id: string) => {
    const res = await t.as(admin).call(lists[path], { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.find((r) => r.id === id)?.payment_flags;
  };

  it('flags the same amount on the same day from the same flat, and a cheque number two residents used', async () => {
    const first = (await bookHall(kabir, 'SAMEDAY000111')).json().id;
    const second = (await bookHall(kabir, 'SAMEDAY000222')).json().id;
    expect(await flagsOf('hall-bookings', second)).toEqual(['same_amount_same_day']);
    expect(await flagsOf('hall-bookings', first)).toEqual(['same_amount_same_day']);
    const cheques = (await t.as(kabir).call(hallBookingsApi.mine)).json();
    const kabirsCheque = cheques.find((b) => b.payment_transaction_id === '004512')!.id;
    expect(await flagsOf('hall-bookings', kabirsCheque)).toContain('reference_reused');
  });

  it('flags a reference and last 4 digits stored before the rules, and leaves a clean purchase unflagged', async () => {
    // A resident of their own, so no earlier purchase of the same amount today flags this one.
    const dev = await signUpResident(t);
    const clean = (await buyGym(dev, 'CLEAN7654321')).json().memberships[0].id;
    expect(await flagsOf('memberships', clean)).toEqual([]);
    const [legacy] = await t.database.db
      .insert(memberships)
      .values({
        user_id: (await t.database.db.select().from(memberships).where(eq(memberships.id, clean)))[0].user_id,
        plan_id: planId,
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        payment_transaction_id: 'clean 7654321',
        payment_last_4_digits: '9999',
        amount_paid: '1.00',
        member_name: 'Old Row',
        member_phone: '9820000000',
      })
      .returning();
    expect(await flagsOf('memberships', legacy.id)).toEqual(['reference_reused', 'last4_mismatch']);
    expect(await flagsOf('memberships', clean)).toEqual(['reference_reused']);
  });
});

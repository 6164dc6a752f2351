// What the printable page of a membership purchase or a hall booking says for each status: an acknowledgement
// while pending, a numbered receipt once approved (numbers without gaps per financial year), no receipt when
// rejected, and every line's status as of today.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/dates.ts';
import { hallBookingsApi } from '../../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../../shared/hall-bookings-admin.ts';
import { membershipsApi } from '../../shared/memberships.ts';
import { membershipsAdminApi } from '../../shared/memberships-admin.ts';
import { financialYear, receiptsApi } from '../../shared/receipts.ts';
import { documentCounters, memberships } from '../db/schema.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';
import { backfillPayments } from './payments-backfill.ts';

let t: TestApp;
let asha: Resident;
let admin: Resident;
let planId: string;
let ref = 7700110000;
let day = 30;
const today = () => todayIn('Asia/Kolkata');
const year = () => financialYear(today());

async function buyGym(names = ['Asha Rao']) {
  const id = String(ref++);
  const res = await t.as(asha).call(membershipsApi.create, {
    plan_id: planId,
    members: names.map((name) => ({ name, phone: '9820012345', age: 30 })),
    payment_transaction_id: `UPI${id}`,
    payment_last_4_digits: id.slice(-4),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().memberships.map((m) => m.id);
}
async function bookHall() {
  const res = await t.as(asha).call(hallBookingsApi.create, {
    applicant_name: 'Asha Rao',
    contact_number: '9820012345',
    flat_no: asha.flat_no,
    event_date: addDays(today(), day++),
    event_name: 'Anniversary',
    booking_option: 'member_half_day',
    event_time: 'evening',
    payment_method: 'online',
    payment_transaction_id: `HALL${ref++}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const decideGym = (id: string, status: 'approved' | 'rejected') =>
  t.as(admin).call(membershipsAdminApi.decide, { id, status });
const decideHall = (id: string, status: 'approved' | 'rejected') =>
  t.as(admin).call(hallBookingsAdminApi.decide, { id, status });
const receipts = { memberships: receiptsApi.membership, 'hall-bookings': receiptsApi.hallBooking };
const receipt = async (kind: keyof typeof receipts, id: string) => {
  const res = await t.as(asha).call(receipts[kind], { id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  asha = await signUpResident(t);
  admin = await signUpAdmin(t);
  const plans = (await t.as(asha).call(membershipsApi.plans)).json();
  planId = plans.find((p) => p.name === 'Monthly')!.id;
  // Last year's receipts do not carry over: this year's series starts at 1.
  await t.database.db
    .insert(documentCounters)
    .values({ series: 'receipt', financial_year: '2019-20', last_number: 57 });
});
afterAll(() => t.close());

describe('the financial year', () => {
  it('runs from April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });
});

describe('a membership purchase', () => {
  it('is an acknowledgement while pending, without a receipt number', async () => {
    const [id] = await buyGym();
    const page = await receipt('memberships', id);
    expect(page).toMatchObject({ document: 'acknowledgement', number: null, decidedAt: null, amount: 1500 });
    expect(page.members?.[0].status).toBe('pending');
  });

  it('is a numbered receipt once approved; its other members share the number as they are approved', async () => {
    const [first, second] = await buyGym(['Asha Rao', 'Kabir Rao']);
    expect((await decideGym(first, 'approved')).statusCode).toBe(200);
    const page = await receipt('memberships', second);
    expect(page).toMatchObject({ document: 'receipt', number: `RCT/${year()}/0001`, amount: 1500 });
    expect(page.members?.map((m) => m.status).sort()).toEqual(['active', 'pending']);
    expect((await decideGym(second, 'approved')).statusCode).toBe(200);
    expect(await receipt('memberships', first)).toMatchObject({ number: `RCT/${year()}/0001`, amount: 3000 });
  });

  it('gives no receipt when rejected, with the date of the decision', async () => {
    const [id] = await buyGym();
    expect((await decideGym(id, 'rejected')).statusCode).toBe(200);
    const page = await receipt('memberships', id);
    expect(page).toMatchObject({ document: 'rejected', number: null });
    expect(page.members?.[0].status).toBe('rejected');
    expect(Date.now() - Date.parse(page.decidedAt ?? '')).toBeLessThan(60_000);
    expect(page.reason).toBeNull();
  });

  it("gives the office's reason for a rejection", async () => {
    const [id] = await buyGym();
    const res = await t.as(admin).call(membershipsAdminApi.decide, {
      id,
      status: 'rejected',
      reason: 'Amount received was ₹100 short',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await receipt('memberships', id)).toMatchObject({
      document: 'rejected',
      reason: 'Amount received was ₹100 short',
    });
  });

  it('reads as expired once the membership has ended, even on its receipt', async () => {
    const [id] = await buyGym();
    expect((await decideGym(id, 'approved')).statusCode).toBe(200);
    await t.database.db
      .update(memberships)
      .set({ start_date: addDays(today(), -40), end_date: addDays(today(), -10) })
      .where(eq(memberships.id, id));
    const page = await receipt('memberships', id);
    expect(page).toMatchObject({ document: 'receipt', asOf: today() });
    expect(page.members?.[0]).toMatchObject({ status: 'inactive', endDate: addDays(today(), -10) });
  });
});

describe('a hall booking', () => {
  it('is an acknowledgement while pending, a receipt once approved, nothing when rejected', async () => {
    const approved = await bookHall();
    const rejected = await bookHall();
    expect(await receipt('hall-bookings', approved)).toMatchObject({
      document: 'acknowledgement',
      number: null,
    });
    expect((await decideHall(approved, 'approved')).statusCode).toBe(200);
    expect((await decideHall(rejected, 'rejected')).statusCode).toBe(200);
    const page = await receipt('hall-bookings', approved);
    expect(page).toMatchObject({ document: 'receipt', amount: 5900, booking: { status: 'approved' } });
    expect(page.number ?? '').toMatch(new RegExp(`^RCT/${year()}/\\d{4}$`));
    expect(await receipt('hall-bookings', rejected)).toMatchObject({ document: 'rejected', number: null });
  });

  it("states the office's reason when rejected, and stays a receipt when cancelled after approval", async () => {
    const rejected = await bookHall();
    const reason = 'Payment not found in the bank statement';
    const res = await t
      .as(admin)
      .call(hallBookingsAdminApi.decide, { id: rejected, status: 'rejected', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(await receipt('hall-bookings', rejected)).toMatchObject({ document: 'rejected', reason });

    const cancelled = await bookHall();
    expect((await decideHall(cancelled, 'approved')).statusCode).toBe(200);
    const cancel = await t.as(admin).call(hallBookingsAdminApi.cancel, {
      id: cancelled,
      reason: 'Water tank repairs on the podium',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const page = await receipt('hall-bookings', cancelled);
    expect(page).toMatchObject({
      document: 'receipt',
      reason: 'Water tank repairs on the podium',
      booking: { status: 'cancelled' },
    });
    expect(page.number ?? '').toMatch(new RegExp(`^RCT/${year()}/\\d{4}$`));
  });

  it('is no receipt when the resident withdrew it before approval', async () => {
    const withdrawn = await bookHall();
    expect((await t.as(asha).call(hallBookingsApi.cancel, { id: withdrawn })).statusCode).toBe(200);
    const page = await receipt('hall-bookings', withdrawn);
    expect(page).toMatchObject({ document: 'cancelled', number: null, booking: { status: 'cancelled' } });
    expect(Date.now() - Date.parse(page.decidedAt ?? '')).toBeLessThan(60_000);
  });
});

describe('receipt numbers', () => {
  it('follow one another without gaps across memberships and bookings, also when approved at once', async () => {
    const gym = await Promise.all([buyGym(), buyGym(), buyGym()]);
    const halls = [await bookHall(), await bookHall()];
    const before = (
      await t.database.db.select().from(documentCounters).where(eq(documentCounters.financial_year, year()))
    )[0].last_number;
    const results = await Promise.all([
      ...gym.map(([id]) => decideGym(id, 'approved')),
      ...halls.map((id) => decideHall(id, 'approved')),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = [
      ...(await Promise.all(gym.map(([id]) => receipt('memberships', id)))),
      ...(await Promise.all(halls.map((id) => receipt('hall-bookings', id)))),
    ].map((page) => Number(page.number?.split('/')[2]));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => before + n));
  });

  it('are not issued by a refused approval', async () => {
    const [id] = await buyGym();
    expect((await decideGym(id, 'rejected')).statusCode).toBe(200);
    const counter = () =>
      t.database.db.select().from(documentCounters).where(eq(documentCounters.financial_year, year()));
    const before = (await counter())[0].last_number;
    expect((await decideGym(id, 'approved')).statusCode).toBe(409);
    expect((await counter())[0].last_number).toBe(before);
  });
});

describe('rows made before references were claimed and receipts numbered', () => {
  it('are brought under the rules at start-up: approved ones get numbers, standing ones claim their reference', async () => {
    const [owner] = await t.database.db.select({ user_id: memberships.user_id }).from(memberships).limit(1);
    const [old] = await t.database.db
      .insert(memberships)
      .values({
        user_id: owner.user_id,
        plan_id: planId,
        start_date: today(),
        end_date: addDays(today(), 30),
        payment_transaction_id: 'OLDPAY 5566',
        payment_last_4_digits: '5566',
        amount_paid: '1500.00',
        status: 'approved',
        approved_at: new Date(),
        member_name: 'Before Numbering',
        member_phone: '9820012345',
      })
      .returning();
    expect(await receipt('memberships', old.id)).toMatchObject({ document: 'acknowledgement' });

    await backfillPayments(t.database.db, 'Asia/Kolkata');
    const page = await receipt('memberships', old.id);
    expect(page.document).toBe('receipt');
    expect(page.number ?? '').toMatch(new RegExp(`^RCT/${year()}/\\d{4}$`));
    const res = await t.as(asha).call(hallBookingsApi.create, {
      applicant_name: 'Asha Rao',
      contact_number: '9820012345',
      flat_no: asha.flat_no,
      event_date: addDays(today(), day++),
      event_name: 'Puja',
      booking_option: 'member_half_day',
      event_time: 'morning',
      payment_method: 'online',
      payment_transaction_id: 'oldpay5566',
    });
    expect(res.statusCode).toBe(400);
    // A second run finds nothing left to do.
    await backfillPayments(t.database.db, 'Asia/Kolkata');
    expect((await receipt('memberships', old.id)).number).toBe(page.number);
  });
});

// One table of money received: a gym membership's or a hall booking's payment (the transaction ID typed when buying
// or booking) is matched against the bank statement as a dues report is, confirmed once — by the request's approval
// or the reconciliation queue, whichever comes first — and only confirmed money of a request that stands counts as
// revenue. One reference pays one thing across dues and requests; a report whose credit the office gives to another
// flat is rejected saying so; a report (or request) made after its credit was imported is proposed at once.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../../shared/admin.ts';
import { analyticsAdminApi } from '../../../shared/analytics.ts';
import type { Input } from '../../../shared/contract.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import { hallBookingsApi } from '../../../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../../../shared/hall-bookings-admin.ts';
import { membershipsApi } from '../../../shared/memberships.ts';
import { membershipsAdminApi } from '../../../shared/memberships-admin.ts';
import { PAYMENT_REFERENCES_TEXT } from '../../../shared/payment-references.ts';
import { receiptsApi } from '../../../shared/receipts.ts';
import { reconciliationAdminApi as api, type StatementCredit } from '../../../shared/reconciliation-admin.ts';
import { reconciliationReportApi } from '../../../shared/reconciliation-report.ts';
import { REPORTED_TEXT, reportedPaymentsApi } from '../../../shared/reported-payments.ts';
import { flats, hallBookings, membershipPlans, memberships, reportedPayments } from '../../db/schema.ts';
import { backfillPayments } from '../../platform/payments-backfill.ts';
import { addFlatWithBill, mailsTo, signUpConfirmedResident, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, postForm, type Resident, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let meera: Resident;
let ravi: Resident;
let monthly: { id: string; price_inr: string };

const today = () => todayIn('Asia/Kolkata');
const stated = (days: number) => {
  const [y, m, d] = addDays(today(), -days).split('-');
  return `${d}/${m}/${y.slice(2)}`;
};
const HEAD = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
const upi = (who: string, utr: string, rupees: string) =>
  `${stated(0)},UPI-${who}-${who.toLowerCase().replace(/\W/g, '')}@okaxis-UTIB0000123-${utr}-PAYMENT,0000${utr},${stated(0)},,"${rupees}",`;
let statements = 0;
async function upload(...rows: string[]) {
  const res = await postForm(t, api.importStatement.path, {}, admin, {
    field: 'file',
    name: `statement-${++statements}.csv`,
    bytes: Buffer.from([HEAD, ...rows].join('\r\n')),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function creditOf(utr: string): Promise<StatementCredit> {
  const res = await t.as(admin).call(api.credits, { q: utr });
  expect(res.statusCode, res.body).toBe(200);
  const [credit] = res.json().items;
  expect(credit, utr).toBeDefined();
  return credit;
}
const confirm = (lineId: string, allocations?: Input<typeof api.confirm>['allocations']) =>
  t.as(admin).call(api.confirm, { id: lineId, ...(allocations ? { allocations } : {}) });

/** The office's revenue figures: the dashboard's and the analytics' (this year's range), which must agree. */
async function revenue() {
  t.app.ctx.cache.clear();
  const stats = (await t.as(admin).call(adminApi.stats)).json();
  const figures = (await t.as(admin).call(analyticsAdminApi.figures, { from: addDays(today(), -30) })).json();
  expect(figures.revenue).toBe(stats.revenue);
  return { total: stats.revenue, gym: stats.membershipRevenue, hall: stats.hallRevenue };
}

let utr = 512000000000;
const nextUtr = () => String(++utr);
const buyGym = (who: Resident, reference: string) =>
  t.as(who).send(membershipsApi.create, {
    plan_id: monthly.id,
    members: [{ name: 'Meera Shah', phone: '9820012345', age: 34 }],
    payment_transaction_id: reference,
    payment_last_4_digits: reference.slice(-4),
  });
let day = 20;
const bookHall = (who: Resident, reference: string) =>
  t.as(who).send(hallBookingsApi.create, {
    applicant_name: 'Meera Shah',
    contact_number: '98200 12345',
    flat_no: who.flat_no,
    event_date: addDays(today(), day++),
    event_name: 'Birthday party',
    booking_option: 'member_half_day',
    event_time: 'morning',
    payment_method: 'online',
    payment_transaction_id: reference,
  });
const paymentOf = async (purpose: 'membership' | 'hall_booking', requestId: string) =>
  (
    await t.database.db
      .select()
      .from(reportedPayments)
      .where(and(eq(reportedPayments.purpose, purpose), eq(reportedPayments.request_id, requestId)))
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  for (const [flat_no, bill_number] of [
    ['D-401', 'MB/2026-27/0401'],
    ['D-402', 'MB/2026-27/0402'],
  ] as const)
    await addFlatWithBill(t, { wing: 'D', flat_no, bill_paise: 250_000, bill_number });
  meera = await signUpConfirmedResident(t, admin, { flat_no: 'D-401', name: 'Meera Shah' });
  ravi = await signUpConfirmedResident(t, admin, { flat_no: 'D-402', name: 'Ravi Iyer' });
  [monthly] = await t.database.db
    .select({ id: membershipPlans.id, price_inr: membershipPlans.price_inr })
    .from(membershipPlans)
    .limit(1);
});
afterAll(() => t.close());

describe('a gym payment found in the bank before the approval', () => {
  it('is reported on buying, proposed by its reference, confirmed once, and only then counts as revenue', async () => {
    const before = await revenue();
    const reference = nextUtr();
    const bought = await buyGym(meera, reference);
    expect(bought.statusCode, bought.body).toBe(200);
    const [row] = bought.json().memberships;
    const payment = await paymentOf('membership', row.id);
    expect(payment).toMatchObject({ status: 'reported', reference, mode: 'upi' });
    expect(payment.amount_paise).toBe(paiseOf(monthly.price_inr));
    expect(await revenue()).toEqual(before);

    // Found in the statement: proposed by rule (a), naming the payment, with no flat's parts.
    const rupees = monthly.price_inr;
    expect(await upload(upi('MEERA SHAH', reference, rupees))).toMatchObject({ matched: 1 });
    const credit = await creditOf(reference);
    expect(credit).toMatchObject({
      status: 'proposed',
      proposal: {
        rule: 'reference',
        confidence: 'high',
        reported_payment_id: payment.id,
        purpose: 'membership',
      },
    });
    expect(credit.proposal?.parts).toEqual([]);
    expect(await revenue()).toEqual(before);
    // Awaiting, and in the report's "reported, not found" until confirmed: no, it is found now (proposed).
    const res = await confirm(credit.line_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ line_id: credit.line_id, payments: [], purpose: 'membership' });
    expect((await paymentOf('membership', row.id)).status).toBe('confirmed');
    const after = await revenue();
    expect(after.gym).toBeCloseTo(before.gym + Number(rupees), 2);
    expect((await confirm(credit.line_id)).statusCode).toBe(409);

    // The office's approval then issues the receipt; the money is not counted again.
    const approved = await t.as(admin).send(membershipsAdminApi.decide, { id: row.id, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await revenue()).toEqual(after);
    const receipt = (await t.as(meera).call(receiptsApi.membership, { id: row.id })).json();
    expect(receipt).toMatchObject({ document: 'receipt' });

    // The reconciliation report counts it among the period's collections.
    const report = (
      await t.as(admin).call(reconciliationReportApi.report, { from: today(), to: today() })
    ).json();
    expect(report.ledger.find((m: { mode: string }) => m.mode === 'upi')?.paise).toBeGreaterThanOrEqual(
      payment.amount_paise,
    );
    expect(report.matched.paise).toBeGreaterThanOrEqual(payment.amount_paise);
  });
});

describe('a hall payment approved before the bank shows it', () => {
  it('counts on approval, is listed as not found in the bank, then matched without counting twice', async () => {
    const before = await revenue();
    const reference = nextUtr();
    const booked = await bookHall(meera, reference);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json();
    const approved = await t
      .as(admin)
      .send(hallBookingsAdminApi.decide, { id: booking.id, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const payment = await paymentOf('hall_booking', booking.id);
    expect(payment.status).toBe('confirmed');
    const counted = await revenue();
    expect(counted.hall).toBeCloseTo(before.hall + Number(booking.amount_paid), 2);

    const notFound = async () =>
      (await t.as(admin).call(reconciliationReportApi.notFound, { from: today(), to: today() })).json().items;
    expect(await notFound()).toContainEqual(
      expect.objectContaining({ reference, flat_no: 'D-401 · Hall booking', status: 'confirmed' }),
    );

    await upload(upi('MEERA SHAH', reference, String(booking.amount_paid)));
    const credit = await creditOf(reference);
    expect(credit.proposal).toMatchObject({
      rule: 'reference',
      reported_payment_id: payment.id,
      purpose: 'hall_booking',
    });
    expect((await confirm(credit.line_id)).statusCode).toBe(200);
    expect(await revenue()).toEqual(counted);
    expect((await notFound()).map((p: { reference: string }) => p.reference)).not.toContain(reference);
  });
});

describe('a rejected request', () => {
  it('closes its payment: never proposed, no receipt, no revenue', async () => {
    const before = await revenue();
    const reference = nextUtr();
    const booking = (await bookHall(ravi, reference)).json();
    const rejected = await t.as(admin).send(hallBookingsAdminApi.decide, {
      id: booking.id,
      status: 'rejected',
      reason: 'The hall is closed for repairs that day',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await paymentOf('hall_booking', booking.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'The hall is closed for repairs that day',
    });
    await upload(upi('RAVI IYER', reference, String(booking.amount_paid)));
    expect((await creditOf(reference)).proposal?.rule ?? null).not.toBe('reference');
    expect(await revenue()).toEqual(before);
    const receipt = (await t.as(ravi).call(receiptsApi.hallBooking, { id: booking.id })).json();
    expect(receipt).toMatchObject({ document: 'rejected', number: null });
  });
});

describe('one reference pays one thing', () => {
  it('refuses for the dues a reference a gym membership or hall booking used, and the other way round', async () => {
    const gymReference = nextUtr();
    expect((await buyGym(ravi, gymReference)).statusCode).toBe(200);
    const dues = await t.as(ravi).upload(reportedPaymentsApi.report, {
      amount: '2500',
      paid_on: today(),
      mode: 'upi',
      reference: gymReference,
    });
    expect(dues.statusCode, dues.body).toBe(409);
    expect(dues.body).toContain(REPORTED_TEXT.referenceUsedElsewhere);

    const duesReference = nextUtr();
    const reported = await t.as(ravi).upload(reportedPaymentsApi.report, {
      amount: '2500',
      paid_on: today(),
      mode: 'upi',
      reference: duesReference,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const before = await t.database.db.select({ n: count() }).from(memberships);
    const gym = await buyGym(meera, duesReference);
    expect(gym.statusCode, gym.body).toBe(400);
    expect(gym.body).toContain(PAYMENT_REFERENCES_TEXT.taken);
    expect(await t.database.db.select({ n: count() }).from(memberships)).toEqual(before);
    const hall = await bookHall(meera, duesReference);
    expect(hall.statusCode, hall.body).toBe(400);
  });
});

describe('a reported credit the office gives to another flat', () => {
  it('rejects the report saying where the money went, and tells the resident', async () => {
    const reference = nextUtr();
    const reported = await t.as(meera).upload(reportedPaymentsApi.report, {
      amount: '1000',
      paid_on: today(),
      mode: 'upi',
      reference,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await upload(upi('RAVI IYER', reference, '1,000.00'));
    const credit = await creditOf(reference);
    expect(credit.proposal).toMatchObject({ rule: 'reference', reported_payment_id: reported.json().id });
    const res = await confirm(credit.line_id, [{ flat_no: 'D-402', document_number: null, amount: '1000' }]);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await t.as(meera).call(reportedPaymentsApi.mine, {})).json().items;
    expect(mine.find((r: { id: string }) => r.id === reported.json().id)).toMatchObject({
      status: 'rejected',
      reject_reason: REPORTED_TEXT.creditAssignedElsewhere('D-402'),
    });
    const mails = await mailsTo(t, meera.email, 'Your reported payment of ₹1,000.00 was not confirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(REPORTED_TEXT.creditAssignedElsewhere('D-402'));
  });
});

describe('a payment reported after its credit was imported', () => {
  it('is proposed at once, for the dues and for a gym membership, without a new import', async () => {
    const duesReference = nextUtr();
    const gymReference = nextUtr();
    // A payer never seen and an amount no flat owes: nothing explains these credits until the references come.
    await upload(upi('K NAIR', duesReference, '1,234.00'), upi('K NAIR', gymReference, monthly.price_inr));
    expect((await creditOf(duesReference)).status).toBe('unmatched');
    expect((await creditOf(gymReference)).status).toBe('unmatched');

    const reported = await t.as(meera).upload(reportedPaymentsApi.report, {
      amount: '1234',
      paid_on: today(),
      mode: 'upi',
      reference: duesReference,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(await creditOf(duesReference)).toMatchObject({
      status: 'proposed',
      proposal: {
        rule: 'reference',
        confidence: 'high',
        reported_payment_id: reported.json().id,
        parts: [{ flat_no: 'D-401', amount_paise: 123_400 }],
      },
    });

    const [row] = (await buyGym(meera, gymReference)).json().memberships;
    const payment = await paymentOf('membership', row.id);
    expect(await creditOf(gymReference)).toMatchObject({
      status: 'proposed',
      proposal: { rule: 'reference', reported_payment_id: payment.id, purpose: 'membership' },
    });
  });
});

describe('requests made before payments were one table', () => {
  it('get their payment once, as they stand', async () => {
    const userId = await userIdOf(t, ravi.email);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const member = (status: string, created_at: Date, approved: boolean) => ({
      user_id: userId,
      plan_id: monthly.id,
      start_date: today(),
      end_date: addDays(today(), 30),
      amount_paid: '1500.00',
      status,
      member_name: 'Old Member',
      member_phone: '9820012345',
      payment_transaction_id: `old ${status}`,
      approved_at: approved ? created_at : null,
      created_at,
    });
    const rows = await t.database.db
      .insert(memberships)
      .values([
        member('approved', at(300), true),
        member('pending', at(200), false),
        member('rejected', at(100), false),
      ])
      .returning({ id: memberships.id, status: memberships.status });
    const [hall] = await t.database.db
      .insert(hallBookings)
      .values({
        user_id: userId,
        flat_no: 'd-402',
        event_name: 'Old booking',
        event_date: addDays(today(), 90),
        event_time: 'evening',
        contact_number: '9820012345',
        membership_type: 'member',
        payment_method: 'cheque',
        payment_transaction_id: '004512',
        amount_paid: '5900.00',
        status: 'pending',
      })
      .returning({ id: hallBookings.id });
    await backfillPayments(t.database.db, 'Asia/Kolkata');
    await backfillPayments(t.database.db, 'Asia/Kolkata');
    for (const r of rows)
      expect(await paymentOf('membership', r.id), r.status).toMatchObject({
        status: r.status === 'approved' ? 'confirmed' : r.status === 'rejected' ? 'rejected' : 'reported',
        amount_paise: 150_000,
        reference: `OLD${r.status.toUpperCase()}`,
      });
    const [flat] = await t.database.db.select().from(flats).where(eq(flats.flat_no, 'D-402'));
    expect(await paymentOf('hall_booking', hall.id)).toMatchObject({
      status: 'reported',
      mode: 'cheque',
      reference: '004512',
      amount_paise: 590_000,
      flat_id: flat.id,
    });
    const ids = [...rows.map((r) => r.id), hall.id];
    const made = await t.database.db
      .select({ n: count() })
      .from(reportedPayments)
      .where(inArray(reportedPayments.request_id, ids));
    expect(made[0].n).toBe(ids.length);
  });
});

// The reconciliation report of a period: the bank's opening and closing balance, credits = matched + unmatched,
// debits, the unmatched credits with their age, the payments residents reported that the bank never showed, and the
// ledger's collections of the same days by mode (cash apart, bounced cheques taken back), every figure to the paisa;
// the CSV export; and the periods refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { duesAdminApi } from '../../../shared/dues-admin.ts';
import { reconciliationAdminApi as api } from '../../../shared/reconciliation-admin.ts';
import { REPORT_TEXT, reconciliationReportApi as report } from '../../../shared/reconciliation-report.ts';
import { reportedPaymentsApi } from '../../../shared/reported-payments.ts';
import { addFlatWithBill, signUpConfirmedResident } from '../../test/fixtures.ts';
import { createTestApp, postForm, type Resident, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let asha: Resident;
let kiran: Resident;
const flatIds: Record<string, string> = {};

const today = () => todayIn('Asia/Kolkata');
const day = (ago: number) => addDays(today(), -ago);
/** A date as HDFC prints it (24/11/26). */
const stated = (ago: number) => {
  const [y, m, d] = day(ago).split('-');
  return `${d}/${m}/${y.slice(2)}`;
};

async function addFlat(flat_no: string, bill_paise: number) {
  const bill_number = `MB/2026-27/${flat_no.slice(2)}`;
  flatIds[flat_no] = await addFlatWithBill(t, { wing: 'E', flat_no, bill_paise, bill_number, daysAgo: 40 });
}

const HEAD = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
const line = (ago: number, narration: string, ref: string, debit: string, credit: string, balance: string) =>
  `${stated(ago)},${narration},${ref},${stated(ago)},${debit},${credit},${balance}`;
const upload = (...rows: string[]) =>
  postForm(t, api.importStatement.path, {}, admin, {
    field: 'file',
    name: 'statement.csv',
    bytes: Buffer.from([HEAD, ...rows].join('\r\n')),
  });
const reportOf = async (from?: string, to?: string) => {
  const res = await t.as(admin).call(report.report, from && to ? { from, to } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  await addFlat('E-101', 345_000);
  await addFlat('E-102', 200_050);
  await addFlat('E-103', 500_000);
  await addFlat('E-104', 150_000);
  asha = await signUpConfirmedResident(t, admin, { flat_no: 'E-102', name: 'Asha Rao' });
  kiran = await signUpConfirmedResident(t, admin, { flat_no: 'E-104', name: 'Kiran Pai' });

  // Asha's UTR is in the statement; Kiran's never reaches the bank.
  for (const [who, amount, reference] of [
    [asha, '2000.50', '433099990001'],
    [kiran, '1500.00', '433099990009'],
  ] as const) {
    const res = await t.as(who).upload(reportedPaymentsApi.report, {
      amount,
      paid_on: day(4),
      mode: 'upi',
      reference,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // Opening balance ₹1,00,000.00 (before the first line); the last line is outside the period asked below.
  const res = await upload(
    line(
      5,
      'UPI-R MEHTA-rmehta@okicici-ICIC0000001-433099990000-E101 MAINT',
      '0000433099990000',
      '',
      '"3,450.00"',
      '"1,03,450.00"',
    ),
    line(
      4,
      'UPI-A RAO-arao@okaxis-UTIB0000123-433099990001-PAYMENT',
      '0000433099990001',
      '',
      '"2,000.50"',
      '"1,05,450.50"',
    ),
    line(4, 'IMPS-433099990002-UNKNOWN PAYER-SBI-NA', '433099990002', '', '"1,000.00"', '"1,06,450.50"'),
    line(3, 'NEFT DR-MSEDCL ELECTRICITY', 'N123', '"12,500.00"', '', '"93,950.50"'),
    line(
      1,
      'UPI-R MEHTA-rmehta@okicici-ICIC0000001-433099990003-NOTE',
      '0000433099990003',
      '',
      '"500.00"',
      '"94,450.50"',
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const credits = (await t.as(admin).call(api.credits, { show: 'proposed' })).json().items;
  for (const ref of ['0000433099990000', '0000433099990001']) {
    const credit = credits.find((c) => c.reference === ref);
    expect(credit, ref).toBeDefined();
    const done = await t.as(admin).call(api.confirm, { id: credit?.line_id ?? '' });
    expect(done.statusCode, done.body).toBe(200);
  }
  // Cash received by the office the same days: in the ledger, not in the bank.
  const cash = await t.as(admin).call(duesAdminApi.recordPayment, {
    flat_id: flatIds['E-103'],
    mode: 'cash',
    amount: '750.25',
    received_from: 'R Sharma',
    received_on: day(4),
  });
  expect(cash.statusCode, cash.body).toBe(201);
  // A cheque received and bounced today: counted, then taken back.
  const cheque = await t.as(admin).call(duesAdminApi.recordPayment, {
    flat_id: flatIds['E-103'],
    mode: 'cheque',
    amount: '1200',
    received_from: 'R Sharma',
    received_on: today(),
    cheque_number: '123456',
    cheque_bank: 'SBI',
    cheque_date: today(),
  });
  expect(cheque.statusCode, cheque.body).toBe(201);
  const bounced = await t.as(admin).call(duesAdminApi.bounce, { id: cheque.json().id });
  expect(bounced.statusCode, bounced.body).toBe(200);
});
afterAll(() => t.close());

describe('the reconciliation report', () => {
  it('gives every figure of the period to the paisa', async () => {
    expect(await reportOf(day(5), day(3))).toEqual({
      from: day(5),
      to: day(3),
      opening_balance_paise: 10_000_000,
      closing_balance_paise: 9_395_050,
      credits: { count: 3, paise: 645_050 },
      matched: { count: 2, paise: 545_050 },
      unmatched: { count: 1, paise: 100_000 },
      proposed: { count: 0, paise: 0 },
      debits: { count: 1, paise: 1_250_000 },
      not_found: { count: 1, paise: 150_000 },
      ledger: [
        { mode: 'upi', paise: 545_050 },
        { mode: 'neft', paise: 0 },
        { mode: 'imps', paise: 0 },
        { mode: 'cheque', paise: 0 },
        { mode: 'cash', paise: 75_025 },
      ],
      ledger_paise: 620_075,
      office_paise: 75_025,
      difference_paise: 75_025,
      bank_difference_paise: 0,
    });
  });

  it("defaults to the last statement's period; a bounced cheque is taken back", async () => {
    const whole = await reportOf();
    expect(whole).toMatchObject({
      from: day(5),
      to: day(1),
      closing_balance_paise: 9_445_050,
      credits: { count: 4, paise: 695_050 },
      matched: { count: 2, paise: 545_050 },
      unmatched: { count: 2, paise: 150_000 },
    });
    const toToday = await reportOf(day(5), today());
    expect(toToday.ledger.find((m) => m.mode === 'cheque')).toEqual({ mode: 'cheque', paise: 0 });
    expect(toToday.ledger_paise).toBe(620_075);
  });

  it('lists the unmatched credits with their age and the reported payments the bank never showed', async () => {
    const unmatched = await t.as(admin).call(report.unmatched, { from: day(5), to: day(1), pageSize: 1 });
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    expect(unmatched.json()).toMatchObject({
      from: day(5),
      to: day(1),
      total: 2,
      items: [{ reference: '433099990002', amount_paise: 100_000, age_days: 4, status: 'unmatched' }],
    });
    const second = await t
      .as(admin)
      .call(report.unmatched, { from: day(5), to: day(1), pageSize: 1, page: 2 });
    expect(second.json().items).toMatchObject([{ amount_paise: 50_000, age_days: 1 }]);

    const missing = await t.as(admin).call(report.notFound, { from: day(5), to: day(3) });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json()).toMatchObject({
      total: 1,
      items: [
        {
          flat_no: 'E-104',
          paid_on: day(4),
          amount_paise: 150_000,
          reference: '433099990009',
          status: 'reported',
          age_days: 4,
        },
      ],
    });
  });

  it('says when the bank gives no balance', async () => {
    const res = await upload(line(30, 'CASH DEPOSIT', 'C1', '', '"100.00"', ''));
    expect(res.statusCode, res.body).toBe(201);
    expect(await reportOf(day(30), day(30))).toMatchObject({
      opening_balance_paise: null,
      closing_balance_paise: null,
      credits: { count: 1, paise: 10_000 },
    });
  });

  it("reads a statement printed newest first in the bank's order", async () => {
    const res = await upload(
      line(60, 'UPI-LATER-433099990061', '433099990061', '', '"300.00"', '"10,500.00"'),
      line(60, 'UPI-EARLIER-433099990060', '433099990060', '', '"200.00"', '"10,200.00"'),
      line(61, 'NEFT DR-WATER TANKER', 'N61', '"100.00"', '', '"10,000.00"'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await reportOf(day(60), day(60))).toMatchObject({
      opening_balance_paise: 1_000_000,
      closing_balance_paise: 1_050_000,
    });
  });

  it('exports the figures and both lists as one CSV, a section per row', async () => {
    const res = await t.as(admin).call(report.export, { from: day(5), to: day(3) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`bank_reconciliation_${day(5)}_to_${day(3)}.csv`);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Section,Item,Date,Count,Amount (Rs),Age (days),Flat,Reference,Narration,Status');
    expect(rows).toEqual(
      expect.arrayContaining([
        `Summary,Opening bank balance,${day(5)},,100000.00,,,,,`,
        `Summary,Closing bank balance,${day(3)},,93950.50,,,,,`,
        'Summary,Credits,,3,6450.50,,,,,',
        'Summary,Matched credits (confirmed),,2,5450.50,,,,,',
        'Summary,Unmatched credits,,1,1000.00,,,,,',
        'Summary,Debits,,1,12500.00,,,,,',
        'Summary,"Reported by residents, not found in the bank",,1,1500.00,,,,,',
        'Ledger collections,Cash,,,750.25,,,,,',
        'Ledger collections,Total,,,6200.75,,,,,',
        `Unmatched credit,No flat found,${day(4)},,1000.00,4,,433099990002,IMPS-433099990002-UNKNOWN PAYER-SBI-NA,unmatched`,
        `"Reported, not found in the bank",UPI,${day(4)},,1500.00,4,E-104,433099990009,,reported`,
      ]),
    );
  });

  it('refuses a period backwards, over a year, or half given, and anyone but the office', async () => {
    const cases = [
      [{ from: day(3), to: day(5) }, 'from', REPORT_TEXT.fromAfterTo],
      [{ from: addDays(today(), -366), to: today() }, 'to', REPORT_TEXT.tooLong],
      [{ from: day(3) }, 'to', REPORT_TEXT.bothDates],
    ] as const;
    for (const [query, field, message] of cases)
      for (const e of [report.report, report.unmatched, report.notFound, report.export]) {
        const res = await t.as(admin).call(e, query);
        expect(res.statusCode, `${e.path} ${JSON.stringify(query)}`).toBe(400);
        expect(JSON.parse(res.body).error.fields).toEqual({ [field]: message });
      }
    // 366 days (a leap year's span) is allowed.
    expect(
      (await t.as(admin).call(report.report, { from: addDays(today(), -365), to: today() })).statusCode,
    ).toBe(200);
    expect((await t.as(asha).call(report.report, {})).statusCode).toBe(403);
    expect((await t.as(null).call(report.export, {})).statusCode).toBe(401);
  });
});

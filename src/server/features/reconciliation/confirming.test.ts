// The office's queue decided: a resident's reported UTR found in the statement is proposed by rule (a) naming the
// report; confirming records the payment (receipt, mail, ledger, audit) and the report with it, once even when two
// offices confirm at once; the office's own parts must add up to the credit; a credit left unmatched stays listed
// as such; confirm-all confirms each on its own, as a task; the accounts' auto-confirm setting confirms high ones at import.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingAdminApi } from '../../../shared/billing-admin.ts';
import type { Input } from '../../../shared/contract.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { duesApi } from '../../../shared/dues.ts';
import {
  reconciliationAdminApi as api,
  CONFIRM_ALL_TASK,
  type StatementCredit,
} from '../../../shared/reconciliation-admin.ts';
import { reportedPaymentsApi } from '../../../shared/reported-payments.ts';
import { tasksAdminApi } from '../../../shared/tasks.ts';
import { duesPayments, reportedPayments } from '../../db/schema.ts';
import { addFlatWithBill, auditsOf, mailsTo, signUpConfirmedResident } from '../../test/fixtures.ts';
import { createTestApp, postForm, type Resident, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let meera: Resident;
let ravi: Resident;

const today = () => todayIn('Asia/Kolkata');
/** A date of the statement, `days` before today, as HDFC prints it (24/11/26). */
const stated = (days: number) => {
  const [y, m, d] = addDays(today(), -days).split('-');
  return `${d}/${m}/${y.slice(2)}`;
};

const addFlat = (flat_no: string, bill_paise: number, bill_number: string) =>
  addFlatWithBill(t, { wing: 'C', flat_no, bill_paise, bill_number });

const HEAD = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
/** A UPI credit line of an HDFC statement. */
const upi = (days: number, who: string, utr: string, note: string, rupees: string) =>
  `${stated(days)},UPI-${who}-${who.toLowerCase().replace(/\W/g, '')}@okaxis-UTIB0000123-${utr}-${note},0000${utr},${stated(days)},,"${rupees}",`;
const upload = (...rows: string[]) =>
  postForm(t, api.importStatement.path, {}, admin, {
    field: 'file',
    name: 'statement.csv',
    bytes: Buffer.from([HEAD, ...rows].join('\r\n')),
  });
async function credits(query: Input<typeof api.credits> = {}): Promise<StatementCredit[]> {
  const res = await t.as(admin).call(api.credits, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const creditOf = async (utr: string) => {
  const [credit] = await credits({ q: utr });
  expect(credit, utr).toBeDefined();
  return credit;
};
const confirm = (lineId: string, allocations?: Input<typeof api.confirm>['allocations']) =>
  t.as(admin).call(api.confirm, { id: lineId, ...(allocations ? { allocations } : {}) });
const paymentCount = async () => (await t.database.db.select({ n: count() }).from(duesPayments))[0].n;
const balanceOf = async (who: Resident) => (await t.as(who).call(duesApi.myLedger)).json().balance_paise;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  await addFlat('C-301', 350_075, 'MB/2026-27/0301');
  await addFlat('C-302', 200_000, 'MB/2026-27/0302');
  await addFlat('C-303', 410_000, 'MB/2026-27/0303');
  await addFlat('C-304', 150_000, 'MB/2026-27/0304');
  meera = await signUpConfirmedResident(t, admin, { flat_no: 'C-301', name: 'Meera Shah' });
  ravi = await signUpConfirmedResident(t, admin, { flat_no: 'C-302', name: 'Ravi Iyer' });
});
afterAll(() => t.close());

describe('rule (a): the UTR a resident reported', () => {
  let reportId: string;
  let lineId: string;

  it('proposes the credit carrying it, at high confidence, naming the report', async () => {
    const reported = await t.as(meera).upload(reportedPaymentsApi.report, {
      amount: '3500.75',
      paid_on: addDays(today(), -2),
      mode: 'upi',
      reference: '433012345678',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    reportId = reported.json().id;
    // No flat or bill in the narration, and a payer never seen: only the reported UTR explains it.
    const res = await upload(upi(2, 'S KAPOOR', '433012345678', 'PAYMENT', '3,500.75'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ matched: 1, by_confidence: { high: 1 }, auto_confirmed: 0 });
    const credit = await creditOf('433012345678');
    lineId = credit.line_id;
    expect(credit).toMatchObject({
      status: 'proposed',
      proposal: {
        rule: 'reference',
        confidence: 'high',
        reported_payment_id: reportId,
        parts: [{ flat_no: 'C-301', amount_paise: 350_075, receipt_number: null }],
      },
    });
    // Proposed is not paid: nothing has entered the ledger.
    expect(await balanceOf(meera)).toBe(350_075);
  });

  it('confirmed, records one payment with its receipt and mail, and the report with it; two offices at once: one', async () => {
    const before = await paymentCount();
    const [a, b] = await Promise.all([confirm(lineId), confirm(lineId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = (a.statusCode === 200 ? a : b).json();
    expect(done.payments).toEqual([
      { flat_no: 'C-301', receipt_number: expect.stringMatching(/^RCT\//), amount_paise: 350_075 },
    ]);
    expect(await paymentCount()).toBe(before + 1);
    const [payment] = await t.database.db
      .select()
      .from(duesPayments)
      .where(eq(duesPayments.receipt_number, done.payments[0].receipt_number));
    expect(payment).toMatchObject({
      mode: 'upi',
      reference: '433012345678',
      received_on: addDays(today(), -2),
    });
    expect(await balanceOf(meera)).toBe(0);
    const [report] = await t.database.db
      .select()
      .from(reportedPayments)
      .where(eq(reportedPayments.id, reportId));
    expect(report).toMatchObject({ status: 'confirmed', payment_id: payment.id });
    await vi.waitFor(async () => {
      expect(await mailsTo(t, meera.email, `Receipt ${payment.receipt_number}%`)).toHaveLength(1);
    });
    expect((await auditsOf(t, 'line_id', lineId)).map((r) => r.action)).toEqual(['bank_credit_confirmed']);
    expect(await creditOf('433012345678')).toMatchObject({
      status: 'confirmed',
      proposal: { parts: [{ flat_no: 'C-301', receipt_number: payment.receipt_number }] },
    });
    // No undo: confirmed again, or left unmatched, it is refused and says why.
    const again = await confirm(lineId);
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toMatch(/a correction is a new document/);
    expect((await t.as(admin).call(api.leaveUnmatched, { id: lineId })).statusCode).toBe(409);
  });
});

describe("the office's own parts", () => {
  it('must add up to the credit to the paisa, name known flats and their own bills; a refused one writes nothing', async () => {
    expect((await upload(upi(1, 'ANITA DESAI', '433012345690', 'MAINT', '6,100.00'))).statusCode).toBe(201);
    const credit = await creditOf('433012345690');
    const before = await paymentCount();
    const short = await confirm(credit.line_id, [
      { flat_no: 'C-303', document_number: '', amount: '4100' },
      { flat_no: 'C-304', document_number: '', amount: '1999.99' },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.error().fields?.allocations).toBe(
      'The amounts add up to ₹6,099.99, not to the credit of ₹6,100.00: they must match to the paisa',
    );
    const wrongBill = await confirm(credit.line_id, [
      { flat_no: 'C-303', document_number: 'MB/2026-27/0304', amount: '6100' },
    ]);
    expect(wrongBill.error().message).toBe('MB/2026-27/0304 is not a bill of that flat');
    const unknown = await confirm(credit.line_id, [
      { flat_no: 'Z-999', document_number: '', amount: '6100' },
    ]);
    expect(unknown.error().message).toBe('Flat Z-999 is not in the register');
    expect(await paymentCount()).toBe(before);
    expect((await creditOf('433012345690')).status).not.toBe('confirmed');
  });

  it('split across two flats: one payment and receipt each; more than a flat owes stays as its advance', async () => {
    const credit = await creditOf('433012345690');
    const res = await confirm(credit.line_id, [
      { flat_no: 'C-303', document_number: 'MB/2026-27/0303', amount: '4100' },
      { flat_no: 'C-302', document_number: '', amount: '2000' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().payments.map((p: { flat_no: string; amount_paise: number }) => [p.flat_no, p.amount_paise]),
    ).toEqual([
      ['C-303', 410_000],
      ['C-302', 200_000],
    ]);
    expect(await balanceOf(ravi)).toBe(0);
    expect((await creditOf('433012345690')).proposal?.parts.map((p) => p.flat_no)).toEqual([
      'C-302',
      'C-303',
    ]);

    // Ravi pays ₹2,500 though nothing is owed: an advance of ₹2,500 for the next bill.
    expect((await upload(upi(1, 'RAVI IYER', '433012345691', 'C-302 ADVANCE', '2,500.00'))).statusCode).toBe(
      201,
    );
    const advance = await creditOf('433012345691');
    const paid = await confirm(advance.line_id, [{ flat_no: 'C-302', document_number: '', amount: '2500' }]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(ravi)).toBe(-250_000);
  });
});

describe('leaving a credit unmatched', () => {
  it('drops its proposal: it stays listed as unmatched, and the office may still assign it', async () => {
    // C-304 owes ₹1,500 and no other flat does: rule (d) proposes it at low confidence. The bank names no payer.
    const inward = `${stated(1)},INWARD NEFT 433012345700 SOCIETY DUES,N433012345700,${stated(1)},,"1,500.00",`;
    expect((await upload(inward)).statusCode).toBe(201);
    const credit = await creditOf('433012345700');
    expect(credit.proposal).toMatchObject({ rule: 'amount', confidence: 'low' });
    const left = await t.as(admin).call(api.leaveUnmatched, { id: credit.line_id });
    expect(left.statusCode, left.body).toBe(200);
    const unmatched = await credits({ show: 'unmatched', q: '433012345700' });
    expect(unmatched).toMatchObject([{ status: 'unmatched', proposal: null }]);
    expect((await t.as(admin).call(api.leaveUnmatched, { id: credit.line_id })).statusCode).toBe(409);
    const bare = await confirm(credit.line_id);
    expect(bare.statusCode).toBe(400);
    expect(bare.error().message).toBe('This credit has no proposal: choose the flat (or flats) it pays');
    const assigned = await confirm(credit.line_id, [
      { flat_no: 'C-304', document_number: '', amount: '1500' },
    ]);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await creditOf('433012345700')).toMatchObject({
      status: 'confirmed',
      proposal: { rule: 'office' },
    });
    // Nobody has claimed C-304 and the bank names no payer: the receipt names the transfer, and says NEFT.
    const [payment] = await t.database.db
      .select()
      .from(duesPayments)
      .where(eq(duesPayments.receipt_number, assigned.json().payments[0].receipt_number));
    expect(payment).toMatchObject({
      mode: 'neft',
      reference: 'N433012345700',
      received_from: 'Bank transfer, reference N433012345700',
    });
  });
});

describe('a payment reported after its statement was imported', () => {
  it('is confirmed with the credit when the office gives the credit to its flat', async () => {
    expect((await upload(upi(1, 'M SHAH', '433012345750', 'NOTE', '120.00'))).statusCode).toBe(201);
    const credit = await creditOf('433012345750');
    expect(credit.proposal?.rule).not.toBe('reference');
    const reported = await t.as(meera).upload(reportedPaymentsApi.report, {
      amount: '120.00',
      paid_on: addDays(today(), -1),
      mode: 'upi',
      reference: '433012345750',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const done = await confirm(credit.line_id, [{ flat_no: 'C-301', document_number: '', amount: '120' }]);
    expect(done.statusCode, done.body).toBe(200);
    const [report] = await t.database.db
      .select()
      .from(reportedPayments)
      .where(eq(reportedPayments.id, reported.json().id));
    expect(report.status).toBe('confirmed');
  });
});

describe('confirm all at or above a confidence', () => {
  it('confirms each in its own transaction: one that fails is named with why, the others stand', async () => {
    // Two reported UTRs (high), and a payer of C-302 known only from an earlier confirmed credit (medium).
    for (const [who, reference, amount] of [
      [meera, '433012345801', '100.00'],
      [meera, '433012345802', '200.00'],
    ] as const) {
      const res = await t.as(who).upload(reportedPaymentsApi.report, {
        amount,
        paid_on: addDays(today(), -1),
        mode: 'upi',
        reference,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await upload(
      upi(1, 'S KAPOOR', '433012345801', 'X', '100.00'),
      upi(1, 'S KAPOOR', '433012345802', 'X', '200.00'),
      upi(1, 'RAVI IYER', '433012345803', 'X', '300.00'),
    );
    expect(res.json()).toMatchObject({ matched: 3, by_confidence: { high: 2, medium: 1 } });
    // Meanwhile the office rejects the second report on its own screen: its credit can no longer be confirmed by it.
    const [second] = await t.database.db
      .select({ id: reportedPayments.id })
      .from(reportedPayments)
      .where(eq(reportedPayments.reference, '433012345802'));
    await t.database.db
      .update(reportedPayments)
      .set({ status: 'rejected', reject_reason: 'Not our account' })
      .where(eq(reportedPayments.id, second.id));

    // Confirming all runs as a task (thousands take minutes): the request answers at once, the task tells.
    const started = await t.as(admin).call(api.confirmAll, { confidence: 'high' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      kind: CONFIRM_ALL_TASK,
      label: 'Confirming 2 proposals of high confidence and above',
    });
    let task = started.json();
    await vi.waitFor(
      async () => {
        task = (await t.as(admin).call(tasksAdminApi.get, { id: task.id })).json();
        expect(task.status).toBe('done');
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(task).toMatchObject({
      total: 2,
      done: 1,
      failed: 1,
      failures: [
        {
          what: expect.stringContaining('433012345802'),
          why: 'The payment the resident reported with this reference is already rejected',
        },
      ],
    });
    expect((await creditOf('433012345801')).status).toBe('confirmed');
    expect((await creditOf('433012345802')).status).toBe('proposed');
    // The medium one was not at or above high.
    expect(await creditOf('433012345803')).toMatchObject({
      status: 'proposed',
      proposal: { confidence: 'medium' },
    });
  });
});

describe('the accounts setting "auto-confirm proposals of the highest confidence"', () => {
  it('is off by default, and when on confirms the high proposals as the statement is imported', async () => {
    const settings = (await t.as(admin).call(billingAdminApi.settings)).json();
    expect(settings.auto_confirm_high).toBe(false);
    const saved = await t.as(admin).call(billingAdminApi.saveSettings, {
      billing_period: settings.billing_period,
      gst_threshold: String(settings.gst_threshold_paise / 100),
      interest_rate: String(settings.interest_rate_bp / 100),
      payment_order: settings.payment_order,
      change_flag_percent: String(settings.change_flag_bp / 100),
      registration_no: settings.registration_no,
      upi_vpa: settings.upi_vpa,
      upi_payee_name: settings.upi_payee_name,
      bounced_cheque_charge: String(settings.bounced_cheque_charge_paise / 100),
      auto_confirm_high: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reported = await t.as(meera).upload(reportedPaymentsApi.report, {
      amount: '450.00',
      paid_on: addDays(today(), -1),
      mode: 'upi',
      reference: '433012345901',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const before = await paymentCount();
    const res = await upload(
      upi(1, 'S KAPOOR', '433012345901', 'X', '450.00'),
      upi(1, 'NOBODY KNOWN', '433012345902', 'X', '777.00'),
    );
    expect(res.json()).toMatchObject({ matched: 1, by_confidence: { high: 1 }, auto_confirmed: 1 });
    expect(await paymentCount()).toBe(before + 1);
    expect((await creditOf('433012345901')).status).toBe('confirmed');
    expect((await creditOf('433012345902')).status).toBe('unmatched');
  });
});

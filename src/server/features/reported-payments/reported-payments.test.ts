// "I have paid" through the real app: the Pay by UPI panel's figures, a resident reporting a payment (with its bad
// inputs refused and nothing written), the report shown apart from the balance until the office confirms it (one
// payment with its receipt, even when two offices confirm at once) or rejects it (the resident is mailed why).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { duesApi } from '../../../shared/dues.ts';
import { duesAdminApi } from '../../../shared/dues-admin.ts';
import {
  reportedPaymentsApi as api,
  reportedPaymentsAdminApi as office,
  REPORT_RATE,
  REPORTED_TEXT,
  type ReportInput,
} from '../../../shared/reported-payments.ts';
import { duesPayments, flats, ledgerEntries, reportedPayments } from '../../db/schema.ts';
import { auditsOf, mailsTo } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  storedDocumentCount,
  type TestApp,
} from '../../test/harness.ts';
import { postEntries } from '../dues/ledger-store.ts';

let t: TestApp;
let admin: Resident;
/** Confirmed on A-201 (billed); `neighbour` confirmed on A-202; `newcomer` claims A-201 unconfirmed. */
let resident: Resident;
let neighbour: Resident;
let newcomer: Resident;
let flatA: string;
let flatB: string;

const today = () => todayIn('Asia/Kolkata');
const BILL_DATE = () => addDays(today(), -20);

async function addFlat(flatNo: string) {
  const [row] = await t.database.db.insert(flats).values({ wing: 'A', flat_no: flatNo }).returning();
  return row.id;
}

async function bill(flatId: string, amountPaise: number, number: string) {
  await t.database.db.transaction((tx) =>
    postEntries(tx, [
      {
        flat_id: flatId,
        kind: 'bill',
        entry_date: BILL_DATE(),
        due_date: addDays(BILL_DATE(), 15),
        amount_paise: amountPaise,
        number,
        description: `Maintenance bill ${number}`,
      },
    ]),
  );
}

let utrs = 100_000_000_000;
/** A fresh 12-digit UTR for each report. */
function nextUtr() {
  utrs += 7;
  return String(utrs);
}

const report = (
  who: Resident,
  fields: Partial<Record<keyof ReportInput, string>> = {},
  screenshot?: { name: string; bytes: Buffer },
) =>
  t
    .as(who)
    .upload(
      api.report,
      { amount: '1500.50', paid_on: today(), mode: 'upi', reference: nextUtr(), ...fields },
      screenshot ? { field: 'screenshot', ...screenshot } : undefined,
    );

async function written() {
  const db = t.database.db;
  const [[r], [p]] = await Promise.all([
    db.select({ n: count() }).from(reportedPayments),
    db.select({ n: count() }).from(duesPayments),
  ]);
  return { reports: r.n, payments: p.n, files: storedDocumentCount(t) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { flat_no: 'A-201', name: 'Meera Shah' });
  neighbour = await signUpResident(t, { flat_no: 'A-202' });
  newcomer = await signUpResident(t, { flat_no: 'A-201' });
  flatA = await addFlat('A-201');
  flatB = await addFlat('A-202');
  await confirmFlat(t, resident, admin);
  await confirmFlat(t, neighbour, admin);
  await bill(flatA, 350_075, 'MB/2026-27/0101');
  await bill(flatB, 200_000, 'MB/2026-27/0102');
});
afterAll(() => t.close());

describe('the Pay by UPI panel', () => {
  it("gives the flat's exact outstanding amount, its latest bill and the society's UPI ID", async () => {
    const res = await t.as(resident).call(api.payInfo);
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      flat_no: 'A-201',
      outstanding_paise: 350_075,
      bill_number: 'MB/2026-27/0101',
      earliest_paid_on: addDays(BILL_DATE(), -365),
    });
    expect(info.upi_id).toMatch(/@/);
  });

  it('has nothing to pay for a resident whose flat is not confirmed', async () => {
    const info = (await t.as(newcomer).call(api.payInfo)).json();
    expect(info).toMatchObject({ flat_no: null, outstanding_paise: 0, bill_number: null });
  });
});

describe('reporting a payment', () => {
  it('refuses every bad input with its message, and writes nothing', async () => {
    const before = await written();
    const cases: [Partial<Record<keyof ReportInput, string>>, string, string][] = [
      [{ reference: '12345678901' }, 'reference', REPORTED_TEXT.utr],
      [{ reference: 'UTR12345678A' }, 'reference', REPORTED_TEXT.utr],
      [{ mode: 'neft', reference: 'AB12' }, 'reference', REPORTED_TEXT.bankReference],
      [{ mode: 'imps', reference: 'HDFC-N520261126' }, 'reference', REPORTED_TEXT.bankReference],
      [{ mode: 'cash' }, 'mode', REPORTED_TEXT.mode],
      [{ amount: '0' }, 'amount', REPORTED_TEXT.amount],
      [{ amount: '-5' }, 'amount', REPORTED_TEXT.amount],
      [{ amount: '10.005' }, 'amount', REPORTED_TEXT.amount],
      [{ amount: 'ten' }, 'amount', REPORTED_TEXT.amount],
      [{ amount: '100000000' }, 'amount', REPORTED_TEXT.amountTooLarge],
      [{ paid_on: addDays(today(), 1) }, 'paid_on', REPORTED_TEXT.futureDate],
      [{ paid_on: addDays(BILL_DATE(), -366) }, 'paid_on', 'The date paid cannot be before'],
      [{ paid_on: '2026-02-30' }, 'paid_on', 'Please enter a valid date'],
      [{ bill_number: 'MB/2026-27/0102' }, 'bill_number', REPORTED_TEXT.billNotFound],
    ];
    for (const [fields, field, message] of cases) {
      const res = await report(resident, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.error().fields?.[field], JSON.stringify(fields)).toContain(message);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a resident whose flat is unconfirmed', async () => {
    const before = await written();
    const res = await report(newcomer);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(REPORTED_TEXT.noFlat);
    expect(await written()).toEqual(before);
  });

  it('refuses a 2 MB screenshot, and a file that is not an image renamed .png, storing nothing', async () => {
    const before = await written();
    const twoMb = await sampleImage('png', 1000, 700);
    expect(twoMb.length).toBeGreaterThan(2_000_000);
    const big = await report(resident, {}, { name: 'big.png', bytes: twoMb });
    expect(big.statusCode).toBe(400);
    expect(big.error().fields?.screenshot).toBe(REPORTED_TEXT.screenshotTooLarge);
    const fake = await report(resident, {}, { name: 'paid.png', bytes: Buffer.from('MZ\x90\x00 not a png') });
    expect(fake.statusCode).toBe(400);
    expect(fake.error().fields?.screenshot).toMatch(/Unsupported file type/);
    expect(await written()).toEqual(before);
  });

  it('keeps a report with its re-encoded screenshot apart from the balance', async () => {
    const utr = nextUtr();
    const res = await report(
      resident,
      { reference: ` ${utr.slice(0, 6)} ${utr.slice(6)} `, bill_number: 'MB/2026-27/0101' },
      { name: 'upi.jpg', bytes: await sampleImage('jpeg') },
    );
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      status: 'reported',
      reference: utr,
      amount_paise: 150_050,
      receipt_number: null,
    });
    expect(row.screenshot).toBeTruthy();
    // Only its reporter (and the office) may open it.
    const file = `/api/files/documents/${encodeURIComponent(row.screenshot ?? '')}`;
    expect((await t.as(resident).inject('GET', file)).statusCode).toBe(200);
    expect((await t.as(neighbour).inject('GET', file)).statusCode).toBe(404);

    const mine = (await t.as(resident).call(api.mine)).json();
    expect(mine.items[0]).toMatchObject({ id: row.id, status: 'reported' });
    expect((await t.as(neighbour).call(api.mine)).json().total).toBe(0);
    const ledger = (await t.as(resident).call(duesApi.myLedger)).json();
    expect(ledger.balance_paise).toBe(350_075);
  });

  it('refuses the same reference from the same resident twice, and one a confirmed payment used', async () => {
    const utr = nextUtr();
    expect((await report(resident, { reference: utr })).statusCode).toBe(201);
    const again = await report(resident, { reference: utr });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(REPORTED_TEXT.alreadyReported);

    // A UTR the office recorded itself (typed with spaces, lower case) is taken for every resident.
    const recorded = await t.as(admin).call(duesAdminApi.recordPayment, {
      flat_id: flatB,
      mode: 'neft',
      amount: '1',
      received_on: today(),
      reference: 'hdfcn 5202611260001',
    });
    expect(recorded.statusCode).toBe(201);
    const taken = await report(neighbour, { mode: 'neft', reference: 'HDFCN5202611260001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.error().message).toBe(REPORTED_TEXT.referenceTaken);
  });
});

describe('the limit on reports', () => {
  it(`refuses a resident's report beyond ${REPORT_RATE.max} in an hour, writing nothing`, async () => {
    const busy = await signUpResident(t, { flat_no: 'A-202' });
    await confirmFlat(t, busy, admin);
    for (let i = 0; i < REPORT_RATE.max; i++) expect((await report(busy)).statusCode).toBe(201);
    const before = await written();
    const over = await report(busy);
    expect(over.statusCode).toBe(429);
    expect(over.error().message).toMatch(/^Please wait \d+ minutes before reporting another payment\.$/);
    expect(await written()).toEqual(before);
  });
});

describe('the office decides', () => {
  it('confirms a report once, even from two offices at once: one payment, its receipt, the balance drops', async () => {
    const utr = nextUtr();
    const created = (await report(resident, { amount: '1000', reference: utr })).json();
    const list = (await t.as(admin).call(office.list, { q: utr })).json();
    expect(list.items.map((r) => r.id)).toEqual([created.id]);
    expect(list.items[0]).toMatchObject({
      flat_no: 'A-201',
      resident_name: 'Meera Shah',
      status: 'reported',
    });

    const [a, b] = await Promise.all([
      t.as(admin).call(office.confirm, { id: created.id }),
      t.as(admin).call(office.confirm, { id: created.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = (a.statusCode === 200 ? a : b).json();
    expect(done.status).toBe('confirmed');
    expect(done.receipt_number).toMatch(/^RCT\//);

    const payments = await t.database.db.select().from(duesPayments).where(eq(duesPayments.reference, utr));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount_paise: 100_000, mode: 'upi', received_from: 'Meera Shah' });
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.document_id, payments[0].id));
    expect(entries).toHaveLength(1);
    expect((await t.as(resident).call(duesApi.myLedger)).json().balance_paise).toBe(250_075);
    const receipts = (await t.as(resident).call(duesApi.myReceipts)).json();
    expect(receipts.items[0].receipt_number).toBe(done.receipt_number);
    await vi.waitFor(async () => {
      expect(await mailsTo(t, resident.email, `Receipt ${done.receipt_number}%`)).toHaveLength(1);
    });
    const audits = await auditsOf(t, 'reported_payment_id', created.id);
    expect(audits.map((r) => r.action)).toEqual(['reported_payment_confirmed']);

    // Now the reference is taken: another resident's report of it is refused.
    const reused = await report(neighbour, { reference: utr });
    expect(reused.statusCode).toBe(409);
    expect(reused.error().message).toBe(REPORTED_TEXT.referenceTaken);
  });

  it('confirms only one of two reports of the same reference', async () => {
    const utr = nextUtr();
    const first = (await report(resident, { reference: utr })).json();
    const second = (await report(neighbour, { reference: utr })).json();
    const [a, b] = await Promise.all([
      t.as(admin).call(office.confirm, { id: first.id }),
      t.as(admin).call(office.confirm, { id: second.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(
      await t.database.db.select().from(duesPayments).where(eq(duesPayments.reference, utr)),
    ).toHaveLength(1);
  });

  it('rejects with a reason: the resident is mailed why and sees it; nothing enters the ledger', async () => {
    const created = (await report(resident, { amount: '999' })).json();
    const before = (await t.as(resident).call(duesApi.myLedger)).json().balance_paise;
    const noReason = await t.as(admin).send(office.reject, { id: created.id, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const reason = 'No such credit in the bank statement of 24 Nov';
    const res = await t.as(admin).call(office.reject, { id: created.id, reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reject_reason: reason, receipt_number: null });
    const again = await t.as(admin).call(office.confirm, { id: created.id });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(REPORTED_TEXT.stale('rejected'));

    const mine = (await t.as(resident).call(api.mine)).json();
    expect(mine.items.find((r) => r.id === created.id)).toMatchObject({
      status: 'rejected',
      reject_reason: reason,
    });
    expect((await t.as(resident).call(duesApi.myLedger)).json().balance_paise).toBe(before);
    await vi.waitFor(async () => {
      const [mail] = await mailsTo(t, resident.email, 'Your reported payment of ₹999.00%');
      expect(mail?.text).toContain(reason);
    });
    expect((await auditsOf(t, 'reported_payment_id', created.id)).map((r) => r.action)).toEqual([
      'reported_payment_rejected',
    ]);
  });

  it('lets only the office decide, and filters the list by status', async () => {
    const created = (await report(neighbour)).json();
    expect((await t.as(neighbour).call(office.confirm, { id: created.id })).statusCode).toBe(403);
    expect((await t.as(neighbour).call(office.list)).statusCode).toBe(403);
    const waiting = (await t.as(admin).call(office.list, { status: 'reported' })).json();
    expect(waiting.items.every((r) => r.status === 'reported')).toBe(true);
    expect(waiting.items.some((r) => r.id === created.id)).toBe(true);
    const missing = await t.as(admin).call(office.confirm, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

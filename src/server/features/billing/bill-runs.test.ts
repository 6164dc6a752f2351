// Admin -> Billing -> Bill runs: a draft computed for every flat of the register (each basis, GST above and below
// the threshold, interest on arrears, arrears brought forward), previewed, published once in one transaction with
// gapless numbers and ledger entries, and credit or debit notes against a bill. Every refusal writes nothing.

import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILL_RUNS_TEXT,
  BILL_TASKS,
  type BillRun,
  billTaskLabel,
  billRunsAdminApi as runs,
} from '../../../shared/bill-runs-admin.ts';
import { billingAdminApi } from '../../../shared/billing-admin.ts';
import { duesAdminApi } from '../../../shared/dues-admin.ts';
import { flatsAdminApi } from '../../../shared/flats-admin.ts';
import { invoicesApi } from '../../../shared/invoices.ts';
import { isFinished, tasksAdminApi } from '../../../shared/tasks.ts';
import {
  backgroundTasks,
  billDrafts,
  billNotes,
  billRuns,
  bills,
  flats,
  ledgerCheckpoints,
  ledgerEntries,
  mailOutbox,
  maintenanceInvoices,
  securityAuditLog,
} from '../../db/schema.ts';
import { startMailSender } from '../../mail/queue.ts';
import { ABANDONED, startTaskSweeper } from '../../platform/tasks.ts';
import { done } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-reader.ts';
import { checkpointOf, lockCheckpoints, saveCheckpoints } from '../dues/checkpoints.ts';
import { readLedgers } from '../dues/ledger-store.ts';

let t: TestApp;
let admin: Resident;
let asha: Resident;
/** A confirmed resident of A-101, from the PDF test on. */
let owner: Resident;

/** The newest task of this kind and label (none of `old`), once it has finished. */
async function finishedTask(kind: string, label: string, old: string[] = []) {
  for (let i = 0; i < 200; i++) {
    const tasks = (await t.as(admin).call(tasksAdminApi.recent, { kind, limit: 5 })).json();
    const task = tasks.find((x) => x.label === label && !old.includes(x.id));
    if (task && isFinished(task)) return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${label} did not finish`);
}

const rowCount = async (
  table: typeof billRuns | typeof bills | typeof ledgerEntries | typeof billNotes | typeof securityAuditLog,
) => (await t.database.db.select({ n: count() }).from(table))[0].n;
const written = async () => ({
  runs: await rowCount(billRuns),
  bills: await rowCount(bills),
  entries: await rowCount(ledgerEntries),
  notes: await rowCount(billNotes),
});

const NOVEMBER = { period_key: '2026-11', bill_date: '2026-11-01', due_date: '2026-11-10' };
const DECEMBER = { period_key: '2026-12', bill_date: '2026-12-01', due_date: '2026-12-10' };

async function create(input: Record<string, unknown>) {
  return t.as(admin).send(runs.create, input);
}
async function flatsOf(run: BillRun) {
  const res = await t.as(admin).call(runs.flats, { id: run.id, pageSize: 50 });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.json().items.map((f) => [f.flat_no, f]));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  asha = await signUpResident(t);
});
afterAll(() => t.close());

describe('bill runs', () => {
  it('refuses a run of an empty register, a due date before the bill date and the wrong kind of period', async () => {
    const before = await written();
    const empty = await create(NOVEMBER);
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.error().message).toBe(BILL_RUNS_TEXT.emptyRegister);

    const early = await create({ ...NOVEMBER, due_date: '2026-10-31' });
    expect(early.statusCode).toBe(400);
    expect(early.error().fields?.due_date).toBe(BILL_RUNS_TEXT.dueBeforeBill);

    const quarter = await create({ ...NOVEMBER, period_key: '2026-Q4' });
    expect(quarter.statusCode).toBe(400);
    expect(quarter.error().fields?.period_key).toBe(BILL_RUNS_TEXT.periodKind('monthly'));
    expect(await written()).toEqual(before);
  });

  it('is the office’s alone', async () => {
    for (const res of [await t.as(asha).send(runs.create, NOVEMBER), await t.as(asha).call(runs.list, {})])
      expect(res.statusCode).toBe(403);
  });

  it('drafts every flat: each basis, GST above and below the threshold, interest and arrears', async () => {
    const settings = await t.as(admin).send(billingAdminApi.saveSettings, {
      billing_period: 'monthly',
      gst_threshold: '7500',
      interest_rate: '18',
      payment_order: 'interest_first',
      change_flag_percent: '20',
      registration_no: 'MUM/HSG/1234',
      upi_vpa: '',
      upi_payee_name: '',
      bounced_cheque_charge: '0',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const heads = [
      { name: 'Service charges', basis: 'fixed', rate: '2000', gst_rate: '18', is_service_charge: true },
      { name: 'Repairs', basis: 'carpet_area', rate: '5', gst_rate: '' },
      { name: 'Sinking fund', basis: 'construction_cost_percent', rate: '0.25', gst_rate: '' },
      { name: 'Parking', basis: 'parking_covered', rate: '500', gst_rate: '' },
      { name: 'Non-occupancy', basis: 'non_occupancy', rate: '10', gst_rate: '' },
      { name: 'Water', basis: 'metered', rate: '', gst_rate: '' },
    ];
    for (const head of heads) {
      const res = await t.as(admin).send(billingAdminApi.addHead, { is_service_charge: false, ...head });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const flat of [
      {
        wing: 'A',
        flat_no: 'A-101',
        carpet_area_sqft: '1000',
        construction_cost: '2400000',
        occupancy: 'owner',
        parking_covered: '1',
        opening_balance: '10000',
        opening_balance_date: '2026-04-01',
      },
      { wing: 'B', flat_no: 'B-201', occupancy: 'let' },
    ]) {
      const res = await t.as(admin).send(flatsAdminApi.create, flat);
      expect(res.statusCode, res.body).toBe(201);
    }

    const res = await create(NOVEMBER);
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json();
    expect(run).toMatchObject({ status: 'draft', flats: 2, period_label: 'November 2026' });
    const flats = await flatsOf(run);
    // ₹2,000 + 1,000 sq ft × ₹5 + 0.25 % a year of ₹24,00,000 / 12 + 1 slot × ₹500 + no water reading = ₹8,000:
    // above ₹7,500, so 18 % GST on the service charges (₹360); interest at 18 % on ₹10,000 for 214 days.
    expect(flats['A-101']).toMatchObject({
      lines: [
        { name: 'Service charges', amountPaise: 2000_00 },
        { name: 'Repairs', amountPaise: 5000_00 },
        { name: 'Sinking fund', amountPaise: 500_00 },
        { name: 'Parking', amountPaise: 500_00 },
        { name: 'Non-occupancy', amountPaise: 0 },
        { name: 'Water', amountPaise: 0 },
      ],
      charges_paise: 8000_00,
      gst_paise: 360_00,
      interest_paise: 1055_34,
      arrears_paise: 10_000_00,
      total_paise: 8360_00 + 1055_34 + 10_000_00,
      change_paise: null,
      flags: ['no_meter_reading'],
    });
    // Let, no area, no cost: service charges and 10 % non-occupancy on them, below the threshold: no GST.
    expect(flats['B-201']).toMatchObject({
      charges_paise: 2200_00,
      gst_paise: 0,
      interest_paise: 0,
      arrears_paise: 0,
      total_paise: 2200_00,
    });
    expect(flats['B-201'].flags.sort()).toEqual(
      ['no_area', 'no_carpet_area', 'no_construction_cost', 'no_meter_reading'].sort(),
    );

    const summary = (await t.as(admin).call(runs.summary, { id: run.id })).json();
    expect(summary.heads[0]).toEqual({ name: 'Service charges', amount_paise: 4000_00 });
    expect(summary.wings).toEqual([
      { wing: 'A', flats: 1, total_paise: 19_415_34 },
      { wing: 'B', flats: 1, total_paise: 2200_00 },
    ]);
    expect(summary.society).toMatchObject({
      charges_paise: 10_200_00,
      gst_paise: 360_00,
      total_paise: 21_615_34,
    });
    expect(summary.flagged).toBe(2);

    const searched = (await t.as(admin).call(runs.flats, { id: run.id, q: 'b-2' })).json();
    expect(searched.items.map((f) => f.flat_no)).toEqual(['B-201']);
    const csv = await t.as(admin).call(runs.export, { id: run.id });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      'A,A-101,,2000.00,5000.00,500.00,500.00,0.00,0.00,360.00,1055.34,10000.00,19415.34',
    );
  });

  it('refuses a second run of a period with a draft, and discards and recomputes a draft', async () => {
    const [draft] = await t.database.db.select().from(billRuns).where(eq(billRuns.status, 'draft'));
    const again = await create(NOVEMBER);
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(BILL_RUNS_TEXT.periodHasDraft('November 2026'));

    const discarded = await t.as(admin).send(runs.discard, { id: draft.id });
    expect(discarded.json().status).toBe('discarded');
    expect(await t.database.db.select().from(billDrafts).where(eq(billDrafts.run_id, draft.id))).toEqual([]);
    expect((await t.as(admin).send(runs.recompute, { id: draft.id })).statusCode).toBe(409);

    const fresh = await create(NOVEMBER);
    expect(fresh.statusCode, fresh.body).toBe(201);
    const recomputed = await t.as(admin).send(runs.recompute, { id: fresh.json().id });
    expect(recomputed.json()).toMatchObject({ status: 'draft', flats: 2 });
  });

  it('publishes once, two publishes at once giving one set of bills numbered without gaps', async () => {
    const [run] = await t.database.db.select().from(billRuns).where(eq(billRuns.status, 'draft'));
    const both = await Promise.all([
      t.as(admin).send(runs.publish, { id: run.id }),
      t.as(admin).send(runs.publish, { id: run.id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.error().message).toBe(BILL_RUNS_TEXT.periodPublished('November 2026'));

    const issued = await t.database.db.select().from(bills).orderBy(bills.number);
    expect(issued.map((b) => b.number)).toEqual(['MB/2026-27/0001', 'MB/2026-27/0002']);
    const entries = await t.database.db.select().from(ledgerEntries).orderBy(ledgerEntries.amount_paise);
    expect(entries.map((e) => [e.kind, e.amount_paise, e.due_date])).toEqual([
      ['interest', 1055_34, null],
      ['bill', 2200_00, '2026-11-10'],
      ['bill', 8360_00, '2026-11-10'],
    ]);
    const [audited] = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'bill_run_published'));
    expect(audited.details).toMatchObject({ bills: 2, first: 'MB/2026-27/0001', last: 'MB/2026-27/0002' });
    const listed = (await t.as(admin).call(runs.list, {})).json().items.find((r) => r.id === run.id);
    expect(listed).toMatchObject({ status: 'published', flats: 2, total_paise: 21_615_34 });

    const before = await written();
    const again = await create(NOVEMBER);
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(BILL_RUNS_TEXT.periodPublished('November 2026'));
    expect((await t.as(admin).send(runs.publish, { id: run.id })).statusCode).toBe(409);
    expect(await written()).toEqual(before);
  });

  it('makes each bill’s PDF in the background, listed and downloaded only by a confirmed resident of its flat', async () => {
    const [run] = await t.database.db.select().from(billRuns).where(eq(billRuns.status, 'published'));
    const task = await finishedTask(BILL_TASKS.pdfs, billTaskLabel('pdfs', 'November 2026'));
    expect(task).toMatchObject({ status: 'done', total: 2, done: 2, failed: 0 });
    expect((await t.as(admin).call(runs.documents, { id: run.id })).json()).toEqual({ bills: 2, made: 2 });

    owner = await signUpResident(t, { flat_no: 'A-101' });
    const unconfirmed = (await t.as(owner).call(invoicesApi.myMaintenance, {})).json();
    expect(unconfirmed.items).toEqual([]);
    await confirmFlat(t, owner, admin);
    const listed = (await t.as(owner).call(invoicesApi.myMaintenance, {})).json().items;
    expect(listed.map((i) => [i.invoice_number, i.amount])).toEqual([['MB/2026-27/0001', 19415.34]]);
    const pdf = await t.as(owner).call(invoicesApi.maintenancePdf, { id: listed[0].id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(new Uint8Array(pdf.rawPayload))).join(' ').replace(/\s+/g, ' ');
    for (const printed of [
      'MB/2026-27/0001',
      'Registration No. MUM/HSG/1234',
      'Service charges ₹2,000.00',
      'Repairs ₹5,000.00',
      'CGST @ 9 % ₹180.00',
      'SGST @ 9 % ₹180.00',
      '₹1,055.34',
      '₹10,000.00',
      '₹19,415.34',
    ])
      expect(text).toContain(printed);
    // Another flat's resident gets nothing of it.
    expect((await t.as(asha).call(invoicesApi.maintenancePdf, { id: listed[0].id })).statusCode).toBe(404);
  });

  it('charges interest on the unpaid previous bill and numbers the next run on', async () => {
    const res = await create(DECEMBER);
    expect(res.statusCode, res.body).toBe(201);
    const flats = await flatsOf(res.json());
    // Accrued since April (₹10,000 for 244 days, ₹8,360 from 10 Nov for 21 days) rounded once, less ₹1,055.34.
    expect(flats['A-101']).toMatchObject({
      interest_paise: 1289_87 - 1055_34,
      arrears_paise: 19_415_34,
      change_paise: 0,
    });
    expect((await t.as(admin).send(runs.publish, { id: res.json().id })).statusCode).toBe(200);
    const numbers = (await t.database.db.select({ n: bills.number }).from(bills).orderBy(bills.number)).map(
      (b) => b.n,
    );
    expect(numbers).toEqual(['MB/2026-27/0001', 'MB/2026-27/0002', 'MB/2026-27/0003', 'MB/2026-27/0004']);

    // The confirmed resident of A-101 is mailed the bill through the queue, once (the sender runs as npm start runs it).
    await finishedTask(BILL_TASKS.pdfs, billTaskLabel('pdfs', 'December 2026'));
    const stopSender = startMailSender(t.app.ctx);
    const mails = await finishedTask(BILL_TASKS.mails, billTaskLabel('mails', 'December 2026')).finally(
      stopSender,
    );
    expect(mails).toMatchObject({ status: 'done', total: 1, done: 1, failed: 0 });
    const sent = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    // ₹19,415.34 brought forward + ₹8,360.00 + ₹234.53 of interest.
    expect(sent.map((m) => m.subject).filter((subject) => subject.includes('maintenance invoice'))).toEqual([
      'New maintenance invoice MB/2026-27/0003 for flat A-101: ₹28,009.87',
    ]);
  });

  it('keeps each flat’s ledger checkpoint for the eve of a published bill date; a payment dated before it drops it, and the dues stay exact', async () => {
    const checkpoints = async () =>
      (
        await t.database.db
          .select({ flat_no: flats.flat_no, as_of: ledgerCheckpoints.as_of })
          .from(ledgerCheckpoints)
          .innerJoin(flats, eq(flats.id, ledgerCheckpoints.flat_id))
          .orderBy(flats.flat_no, ledgerCheckpoints.as_of)
      ).map((c) => `${c.flat_no} ${c.as_of}`);
    // November's publish wrote them for 31 October, December's for 30 November: one per flat billed (each).
    const kept = await checkpoints();
    const register = await t.database.db.select({ n: count() }).from(flats);
    expect(kept.filter((c) => c.endsWith('2026-11-30'))).toHaveLength(register[0].n);
    expect(kept).toContain('A-101 2026-10-31');
    const dues = async () =>
      Object.fromEntries(
        (await t.as(admin).call(duesAdminApi.list, { pageSize: 100 }))
          .json()
          .items.map((r) => [r.flat_no, r.outstanding_paise]),
      );
    const before = await dues();
    const [a101] = await t.database.db.select().from(flats).where(eq(flats.flat_no, 'A-101'));
    const paid = await t.as(admin).call(duesAdminApi.recordPayment, {
      flat_id: a101.id,
      mode: 'cash',
      amount: '5000.00',
      received_on: '2026-11-20',
      received_from: 'Payer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // A-101's checkpoint after 20 November is gone (its working would miss the payment); the others stay.
    expect(await checkpoints()).toEqual(kept.filter((c) => c !== 'A-101 2026-11-30'));
    expect(await dues()).toEqual({ ...before, 'A-101': before['A-101'] - 5000_00 });
  });

  it('a payment recorded while a publish writes checkpoints waits for it, then drops the checkpoint it reaches back over', async () => {
    const [b201] = await t.database.db.select().from(flats).where(eq(flats.flat_no, 'B-201'));
    const settings = { interest_rate_bp: 2100, payment_order: 'principal_first' as const };
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // As a publish does: the lock, then a checkpoint for 25 November, held a while before the commit.
    const publish = t.database.db.transaction(async (tx) => {
      await lockCheckpoints(tx);
      const ledger = { entries: (await readLedgers(tx, [b201.id])).get(b201.id) ?? [] };
      const checkpoint = checkpointOf(b201.id, ledger, '2026-11-25', settings);
      if (checkpoint) await saveCheckpoints(tx, settings, [checkpoint]);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await Promise.race([holding, publish]);
    const paid = await t.as(admin).call(duesAdminApi.recordPayment, {
      flat_id: b201.id,
      mode: 'cash',
      amount: '100.00',
      received_on: '2026-11-21',
      received_from: 'Payer',
    });
    await publish;
    expect(paid.statusCode, paid.body).toBe(201);
    const left = await t.database.db
      .select({ as_of: ledgerCheckpoints.as_of })
      .from(ledgerCheckpoints)
      .where(eq(ledgerCheckpoints.flat_id, b201.id));
    expect(left.map((c) => c.as_of).sort()).toEqual(['2026-10-31']);
  });

  it('finishes by itself the PDFs and mails of a pass whose server stopped, and makes missing PDFs when asked', async () => {
    const db = t.database.db;
    const [run] = await db.select().from(billRuns).where(eq(billRuns.period_key, DECEMBER.period_key));
    const label = billTaskLabel('pdfs', 'December 2026');
    const invoiceOf = (number: string) =>
      db.delete(maintenanceInvoices).where(eq(maintenanceInvoices.invoice_number, number));
    const billMailsTo = (email: string, number: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, email), like(mailOutbox.subject, `New maintenance invoice ${number} %`)),
        );
    // As a pass leaves it when its process is killed after MB/2026-27/0004 and before MB/2026-27/0003: one bill
    // listed and mailed, the other neither, and the pass's task still "running" with a heartbeat long stopped.
    await invoiceOf('MB/2026-27/0003');
    await db.delete(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect((await t.as(admin).call(runs.documents, { id: run.id })).json()).toEqual({ bills: 2, made: 1 });
    const [dead] = await db
      .insert(backgroundTasks)
      .values({
        kind: BILL_TASKS.pdfs,
        label,
        status: 'running',
        heartbeat_at: sql`now() - interval '2 minutes'`,
      })
      .returning();

    // The server finds the pass dead (at its next start, or within a minute on PostgreSQL) and goes on with it.
    const before = await db.select({ id: backgroundTasks.id }).from(backgroundTasks);
    const stopSweeper = startTaskSweeper(t.app.ctx, new Date());
    const resumed = await finishedTask(
      BILL_TASKS.pdfs,
      label,
      before.map((b) => b.id),
    ).finally(stopSweeper);
    const [abandoned] = await db.select().from(backgroundTasks).where(eq(backgroundTasks.id, dead.id));
    expect(abandoned).toMatchObject({ status: 'failed', error: ABANDONED });
    expect(resumed).toMatchObject({ status: 'done', total: 1, done: 1, failed: 0 });
    expect((await t.as(admin).call(runs.documents, { id: run.id })).json()).toEqual({ bills: 2, made: 2 });
    const [listed] = (await t.as(owner).call(invoicesApi.myMaintenance, {})).json().items;
    expect(listed.invoice_number).toBe('MB/2026-27/0003');
    expect((await t.as(owner).call(invoicesApi.maintenancePdf, { id: listed.id })).statusCode).toBe(200);
    // Its resident is mailed the bill once, with the run's mails.
    expect(await billMailsTo(owner.email, 'MB/2026-27/0003')).toMatchObject([
      { status: 'queued', batch: `bill-run:${run.id}` },
    ]);

    // A PDF lost another way (a failure) is made from the run's screen; a draft has none to make.
    await invoiceOf('MB/2026-27/0004');
    const earlier = await db.select({ id: backgroundTasks.id }).from(backgroundTasks);
    const asked = await t.as(admin).call(runs.makeDocuments, { id: run.id });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ bills: 2, made: 1 });
    const made = await finishedTask(
      BILL_TASKS.pdfs,
      label,
      earlier.map((b) => b.id),
    );
    expect(made).toMatchObject({ status: 'done', total: 1, done: 1 });
    expect((await t.as(admin).call(runs.documents, { id: run.id })).json()).toEqual({ bills: 2, made: 2 });
    expect(await billMailsTo(owner.email, 'MB/2026-27/0003')).toHaveLength(1);

    // The follower of the run's mails, found dead too, starts again and follows every mail of the run to delivery.
    const mailsLabel = billTaskLabel('mails', 'December 2026');
    await db.insert(backgroundTasks).values({
      kind: BILL_TASKS.mails,
      label: mailsLabel,
      status: 'running',
      heartbeat_at: sql`now() - interval '2 minutes'`,
    });
    const seen = await db.select({ id: backgroundTasks.id }).from(backgroundTasks);
    const stopSender = startMailSender(t.app.ctx);
    const stopAgain = startTaskSweeper(t.app.ctx, new Date());
    const followed = await finishedTask(
      BILL_TASKS.mails,
      mailsLabel,
      seen.map((s) => s.id),
    ).finally(() => Promise.all([stopAgain(), stopSender()]));
    const runMails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.batch, `bill-run:${run.id}`));
    expect(runMails.length).toBeGreaterThan(0);
    expect(followed).toMatchObject({ status: 'done', total: runMails.length, done: runMails.length });
    expect(await billMailsTo(owner.email, 'MB/2026-27/0003')).toMatchObject([{ status: 'stored' }]);
  });

  it('issues credit and debit notes against a bill, a credit note never more than what is left of it', async () => {
    const [bill] = await t.database.db.select().from(bills).where(eq(bills.number, 'MB/2026-27/0002'));
    const before = await written();
    const over = await t.as(admin).send(runs.addNote, {
      id: bill.id,
      kind: 'credit_note',
      amount: '2200.01',
      reason: 'Wrong rate',
    });
    expect(over.statusCode).toBe(400);
    expect(over.error().fields?.amount).toBe(BILL_RUNS_TEXT.creditOverBill('₹2,200.00'));
    expect(
      (await t.as(asha).send(runs.addNote, { id: bill.id, kind: 'debit_note', amount: '1', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(await written()).toEqual(before);

    const debit = await t
      .as(admin)
      .send(runs.addNote, { id: bill.id, kind: 'debit_note', amount: '100', reason: 'Key' });
    expect(debit.statusCode, debit.body).toBe(201);
    expect(done(debit.json()).number).toMatch(/^DN\/\d{4}-\d{2}\/0001$/);
    const credit = await t.as(admin).send(runs.addNote, {
      id: bill.id,
      kind: 'credit_note',
      amount: '2300',
      reason: 'Waived by the committee',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(done(credit.json()).number).toMatch(/^CN\/\d{4}-\d{2}\/0001$/);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.flat_id, bill.flat_id));
    expect(entries.filter((e) => e.kind.endsWith('_note')).map((e) => [e.kind, e.amount_paise])).toEqual([
      ['debit_note', 100_00],
      ['credit_note', 2300_00],
    ]);
    const nothingLeft = await t
      .as(admin)
      .send(runs.addNote, { id: bill.id, kind: 'credit_note', amount: '0.01', reason: 'x' });
    expect(nothingLeft.statusCode).toBe(400);
  });

  it('bills a flat’s exception and its meter reading, refusing a reading of a head that is not metered', async () => {
    const [a101] = await t.database.db.select().from(flats).where(eq(flats.flat_no, 'A-101'));
    const [b201] = await t.database.db.select().from(flats).where(eq(flats.flat_no, 'B-201'));
    const heads = (await t.as(admin).call(runs.flatInputs, { id: a101.id, period_key: '2027-01' })).json()
      .heads;
    const head = (name: string) => heads.find((h) => h.name === name)?.id ?? '';
    const before = await rowCount(securityAuditLog);
    const notMetered = await t.as(admin).send(runs.saveReading, {
      id: a101.id,
      head_id: head('Repairs'),
      period_key: '2027-01',
      amount: '300',
    });
    expect(notMetered.statusCode).toBe(400);
    expect(notMetered.error().fields?.head_id).toBe(BILL_RUNS_TEXT.notMetered);
    const negative = await t.as(admin).send(runs.saveException, {
      id: b201.id,
      head_id: head('Service charges'),
      amount: '-1',
      reason: 'x',
    });
    expect(negative.error().fields?.amount).toBe(BILL_RUNS_TEXT.inputAmount);
    const resident = await t.as(asha).send(runs.saveException, {
      id: b201.id,
      head_id: head('Service charges'),
      amount: '0',
      reason: 'x',
    });
    expect(resident.statusCode).toBe(403);
    expect(await rowCount(securityAuditLog)).toBe(before);

    const reading = await t.as(admin).send(runs.saveReading, {
      id: a101.id,
      head_id: head('Water'),
      period_key: '2027-01',
      amount: '312.50',
    });
    expect(reading.statusCode, reading.body).toBe(200);
    const waiver = await t.as(admin).send(runs.saveException, {
      id: b201.id,
      head_id: head('Service charges'),
      amount: '0',
      reason: 'Society staff quarters',
    });
    expect(waiver.statusCode, waiver.body).toBe(200);
    const inputs = (await t.as(admin).call(runs.flatInputs, { id: b201.id, period_key: '2027-01' })).json();
    expect(inputs.exceptions).toEqual([
      {
        head_id: head('Service charges'),
        amount_paise: 0,
        reason: 'Society staff quarters',
        prepared_by: null,
        approved_by: null,
      },
    ]);

    const run = (
      await create({ period_key: '2027-01', bill_date: '2027-01-01', due_date: '2027-01-10' })
    ).json();
    const drafted = await flatsOf(run);
    expect(drafted['A-101'].lines.find((l) => l.name === 'Water')?.amountPaise).toBe(312_50);
    expect(drafted['A-101'].flags).not.toContain('no_meter_reading');
    // Service charges waived: the non-occupancy charge on them is nothing either.
    expect(drafted['B-201'].charges_paise).toBe(0);
    expect(drafted['B-201'].flags).toContain('no_meter_reading');

    // The readings of a CSV: a file with a bad row is refused whole; a good one is saved and the draft recomputed.
    const readings = async (csv: string) => t.as(admin).send(runs.importReadings, { id: run.id, csv });
    const refusedFile = await readings('flat_no,head,amount\r\nb-201,water,150\r\nZ-999,Water,10\r\n');
    expect(refusedFile.statusCode).toBe(400);
    expect(refusedFile.error().message).toBe(
      BILL_RUNS_TEXT.csvProblems(1, `Row 3: ${BILL_RUNS_TEXT.csvUnknownFlat('Z-999')}`),
    );
    expect((await flatsOf(run))['B-201'].flags).toContain('no_meter_reading');
    const imported = await readings('flat_no,head,amount\r\nb-201,water,150\r\nA-101,Water,400.25\r\n');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ saved: 2 });
    const withReadings = await flatsOf(run);
    expect(withReadings['A-101'].lines.find((l) => l.name === 'Water')?.amountPaise).toBe(400_25);
    expect(withReadings['B-201'].flags).not.toContain('no_meter_reading');

    const removed = await t
      .as(admin)
      .send(runs.removeException, { id: b201.id, head_id: head('Service charges') });
    expect(removed.statusCode).toBe(200);
    await t.as(admin).send(runs.recompute, { id: run.id });
    // ₹2,000 + 10 % non-occupancy + ₹150 of water.
    expect((await flatsOf(run))['B-201'].charges_paise).toBe(2350_00);
    const actions = (await t.database.db.select().from(securityAuditLog)).map((r) => r.action);
    for (const action of ['meter_reading_saved', 'charge_exception_saved', 'charge_exception_removed'])
      expect(actions).toContain(action);
  });

  it('numbers a bill in the financial year of its date: 31 March ends 2026-27, 1 April starts 2027-28 at 0001', async () => {
    const [january] = await t.database.db.select().from(billRuns).where(eq(billRuns.period_key, '2027-01'));
    expect((await t.as(admin).send(runs.discard, { id: january.id })).statusCode).toBe(200);
    for (const [period_key, bill_date, due_date] of [
      ['2027-03', '2027-03-31', '2027-04-10'],
      ['2027-04', '2027-04-01', '2027-04-10'],
    ]) {
      const run = await create({ period_key, bill_date, due_date });
      expect(run.statusCode, run.body).toBe(201);
      expect((await t.as(admin).send(runs.publish, { id: run.json().id })).statusCode).toBe(200);
    }
    const numbers = (await t.database.db.select({ n: bills.number }).from(bills).orderBy(bills.number)).map(
      (b) => b.n,
    );
    expect(numbers.slice(4)).toEqual([
      'MB/2026-27/0005',
      'MB/2026-27/0006',
      'MB/2027-28/0001',
      'MB/2027-28/0002',
    ]);
  });
});

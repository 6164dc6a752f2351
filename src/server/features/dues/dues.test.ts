// The dues through the real app: the office records payments (cash, cheque, NEFT/IMPS/UPI) with numbered receipts,
// marks a cheque bounced, reads a flat's ledger and statement, lists what every flat owes with its ageing and sends
// reminders; a resident reads only their own confirmed flat's ledger, receipts and statement. Every bad input is
// refused with nothing written; every money action is audited.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BillingSettingsInput, billingAdminApi } from '../../../shared/billing-admin.ts';
import { dashboardApi } from '../../../shared/dashboard.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { duesApi } from '../../../shared/dues.ts';
import {
  DUES_ADMIN_TEXT,
  duesAdminApi as office,
  type RecordPaymentInput,
} from '../../../shared/dues-admin.ts';
import {
  documentCounters,
  duesPayments,
  duesReminders,
  flats,
  ledgerEntries,
  securityAuditLog,
} from '../../db/schema.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startMailSender } from '../../mail/queue.ts';
import { auditsOf, done, mailsTo } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-reader.ts';
import { startSmtp } from '../../test/smtp.ts';
import { type NewLedgerEntry, postEntries } from './ledger-store.ts';

let t: TestApp;
let admin: Resident;
/** Confirmed on flat A; `neighbour` confirmed on flat B; `newcomer` claims flat A, unconfirmed. */
let resident: Resident;
let neighbour: Resident;
let newcomer: Resident;
let flatA: string;
let flatB: string;

const today = () => todayIn('Asia/Kolkata');
const MISSING = '00000000-0000-4000-8000-000000000000';

const SETTINGS: BillingSettingsInput = {
  billing_period: 'monthly',
  gst_threshold: '7500',
  interest_rate: '0',
  payment_order: 'interest_first',
  change_flag_percent: '20',
  registration_no: 'MUM/WHW/HSG/TC/1234/1990',
  upi_vpa: '',
  upi_payee_name: '',
  bounced_cheque_charge: '250',
};

async function addFlat(wing: string, flatNo: string) {
  const [row] = await t.database.db
    .insert(flats)
    .values({ wing, flat_no: flatNo })
    .returning({ id: flats.id });
  return row.id;
}

/** A bill as a published bill run writes it: a `bill` entry with its number and due date. */
async function bill(flatId: string, date: string, dueDate: string, amountPaise: number, number: string) {
  await t.database.db.transaction((tx) =>
    postEntries(tx, [
      {
        flat_id: flatId,
        kind: 'bill',
        entry_date: date,
        due_date: dueDate,
        amount_paise: amountPaise,
        number,
        description: `Maintenance bill ${number}`,
      },
    ]),
  );
}

const pay = (input: Partial<Record<keyof RecordPaymentInput, unknown>>, who: Resident | null = admin) =>
  t.as(who).send(office.recordPayment, {
    flat_id: flatA,
    mode: 'cash',
    amount: '1000',
    received_on: today(),
    ...input,
  });

const cheque = (input: Partial<RecordPaymentInput> = {}) =>
  pay({
    mode: 'cheque',
    cheque_number: '004512',
    cheque_bank: 'HDFC Bank',
    cheque_date: today(),
    ...input,
  });

/** Everything a refused request could have written. */
async function written() {
  const db = t.database.db;
  const [[p], [e], [a], [c], [r]] = await Promise.all([
    db.select({ n: count() }).from(duesPayments),
    db.select({ n: count() }).from(ledgerEntries),
    db.select({ n: count() }).from(securityAuditLog).where(sql`${securityAuditLog.action} like 'dues_%'`),
    db
      .select({ n: sql<number>`coalesce(sum(${documentCounters.last_number}), 0)::int` })
      .from(documentCounters),
    db.select({ n: count() }).from(duesReminders),
  ]);
  return { payments: p.n, entries: e.n, audits: a.n, counters: c.n, reminders: r.n };
}

const balanceOfA = async () => (await t.as(admin).call(office.ledger, { id: flatA })).json().balance_paise;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { flat_no: 'A-101', name: 'Asha Kulkarni' });
  neighbour = await signUpResident(t, { flat_no: 'A-102' });
  newcomer = await signUpResident(t, { flat_no: 'A-101', name: 'New Comer' });
  flatA = await addFlat('A', 'A-101');
  flatB = await addFlat('A', 'A-102');
  await confirmFlat(t, resident, admin);
  await confirmFlat(t, neighbour, admin);
  const saved = await t.as(admin).call(billingAdminApi.saveSettings, SETTINGS);
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(() => t.close());

describe('recording a payment', () => {
  it('refuses every bad input with its message, and writes nothing', async () => {
    const before = await written();
    const cases: [Partial<Record<keyof RecordPaymentInput, unknown>>, string, string][] = [
      [
        { amount: '-100' },
        'amount',
        'Please enter an amount of 0 or more in rupees, with at most 2 decimals',
      ],
      [{ amount: '0' }, 'amount', DUES_ADMIN_TEXT.amount],
      [{ amount: '0.00' }, 'amount', DUES_ADMIN_TEXT.amount],
      [{ amount: 'ten' }, 'amount', 'Please enter an amount of 0 or more in rupees, with at most 2 decimals'],
      [
        { amount: '10.005' },
        'amount',
        'Please enter an amount of 0 or more in rupees, with at most 2 decimals',
      ],
      [{ amount: '1e3' }, 'amount', 'Please enter an amount of 0 or more in rupees, with at most 2 decimals'],
      [{ received_on: addDays(today(), 1) }, 'received_on', DUES_ADMIN_TEXT.futureDate],
      [{ received_on: '2026-02-30' }, 'received_on', 'Please enter a valid date'],
      [{ mode: 'bitcoin' }, 'mode', DUES_ADMIN_TEXT.mode],
      [
        { mode: 'cheque', cheque_bank: 'HDFC', cheque_date: today() },
        'cheque_number',
        DUES_ADMIN_TEXT.chequeNumber,
      ],
      [
        { mode: 'cheque', cheque_number: '1', cheque_date: today() },
        'cheque_bank',
        DUES_ADMIN_TEXT.chequeBank,
      ],
      [
        { mode: 'cheque', cheque_number: '1', cheque_bank: 'HDFC' },
        'cheque_date',
        DUES_ADMIN_TEXT.chequeDate,
      ],
      [{ mode: 'neft' }, 'reference', DUES_ADMIN_TEXT.reference],
      [{ mode: 'upi', reference: '   ' }, 'reference', DUES_ADMIN_TEXT.reference],
      [{ flat_id: 'not-a-flat' }, 'flat_id', 'Invalid id'],
    ];
    for (const [change, field, message] of cases) {
      const res = await pay(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.error().fields?.[field], JSON.stringify(change)).toBe(message);
    }
    // A flat the register does not have.
    const unknown = await pay({ flat_id: MISSING });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error().message).toBe(DUES_ADMIN_TEXT.flatNotFound);
    // A flat no confirmed resident can be named for: who paid must be given.
    const unclaimed = await addFlat('C', 'C-999');
    const nobody = await pay({ flat_id: unclaimed });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.error().fields?.received_from).toBe(DUES_ADMIN_TEXT.receivedFrom);
    // Residents and strangers may not record payments.
    expect((await pay({}, resident)).statusCode).toBe(403);
    expect((await pay({}, null)).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('records a cheque with a numbered receipt, its ledger entry and its audit row, and mails the receipt', async () => {
    await bill(flatA, addDays(today(), -40), addDays(today(), -25), 300000, 'MB/TEST/0001');
    const res = await cheque({ amount: '1200.50' });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      flat_id: flatA,
      mode: 'cheque',
      amount_paise: 120050,
      received_from: 'Asha Kulkarni',
      cheque_number: '004512',
      cheque_bank: 'HDFC Bank',
      reversed: false,
    });
    expect(payment.receipt_number).toMatch(/^RCT\/\d{4}-\d{2}\/\d{4,}$/);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.document_id, payment.id));
    expect(entries).toMatchObject([
      { kind: 'payment', amount_paise: 120050, number: payment.receipt_number },
    ]);
    const audits = await auditsOf(t, 'payment_id', payment.id);
    expect(audits.map((a) => a.action)).toEqual(['dues_payment_recorded']);
    expect(audits[0].details).toMatchObject({ amount_paise: 120050, mode: 'cheque', flat_no: 'A-101' });
    expect(await balanceOfA()).toBe(300000 - 120050);

    // The receipt's mail was queued with the payment (nothing has sent it yet), and only to the flat's confirmed
    // residents; a sender delivers it over SMTP.
    const subject = `Receipt ${payment.receipt_number} for flat A-101: ₹1,200.50 received`;
    const [queued] = await mailsTo(t, resident.email, `Receipt ${payment.receipt_number}%`);
    expect(queued).toMatchObject({ subject, status: 'queued', batch: `receipt:${payment.receipt_number}` });
    expect(queued.text).toContain('(by cheque, subject to realisation)');
    expect(await mailsTo(t, newcomer.email, 'Receipt%')).toHaveLength(0);
    const smtp = await startSmtp();
    const smtpMailer = createMailer({
      db: t.database.db,
      log: t.app.ctx.log,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'office@example.com',
    });
    const stopSender = startMailSender({ ...t.app.ctx, mailer: smtpMailer });
    try {
      await vi.waitFor(
        async () => expect((await mailsTo(t, resident.email, subject))[0]?.status).toBe('sent'),
        { timeout: 5_000 },
      );
      const delivered = smtp.received.filter((m) => m.to.includes(resident.email));
      expect(delivered).toHaveLength(1);
      expect(delivered[0].raw).toContain(payment.receipt_number);
    } finally {
      await stopSender();
      await smtp.close();
    }

    // The receipt names what it paid: the bill, oldest first.
    const pdf = await t.as(resident).call(duesApi.receiptPdf, { id: payment.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPages(new Uint8Array(pdf.rawPayload));
    expect(page).toContain(payment.receipt_number);
    expect(page).toContain('₹1,200.50');
    expect(page).toContain('MB/TEST/0001');
    expect(page).toContain('Subject to realisation of the cheque.');
  });

  it('takes the next receipt number of the one receipt book, and a reference for NEFT, IMPS and UPI', async () => {
    const [first, second] = [
      (await pay({ mode: 'upi', reference: 'UPI-8841', amount: '100' })).json(),
      (await pay({ mode: 'neft', reference: 'HDFCN52026', amount: 50.25, received_from: 'Tenant' })).json(),
    ];
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(serial(second.receipt_number)).toBe(serial(first.receipt_number) + 1);
    expect(second).toMatchObject({
      reference: 'HDFCN52026',
      amount_paise: 5025,
      received_from: 'Tenant',
      cheque_number: null,
    });
  });
});

describe('a bounced cheque', () => {
  it('reverses the payment and charges the society’s bounce charge, once; asks nothing of a cash payment', async () => {
    const before = await balanceOfA();
    const payment = (await cheque({ amount: '500', cheque_number: '777001' })).json();
    expect(await balanceOfA()).toBe(before - 50000);

    const res = await t.as(admin).call(office.bounce, { id: payment.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(done(res.json()).charge_paise).toBe(25000);
    expect(await balanceOfA()).toBe(before + 25000);
    const audits = await auditsOf(t, 'payment_id', payment.id);
    expect(audits.map((a) => a.action)).toEqual(['dues_payment_recorded', 'dues_cheque_bounced']);

    const state = await written();
    const again = await t.as(admin).call(office.bounce, { id: payment.id });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(DUES_ADMIN_TEXT.alreadyBounced);
    const cash = (await pay({ amount: '10' })).json();
    const afterCash = await written();
    const notCheque = await t.as(admin).call(office.bounce, { id: cash.id });
    expect(notCheque.statusCode).toBe(400);
    expect(notCheque.error().message).toBe(DUES_ADMIN_TEXT.notCheque);
    expect((await t.as(admin).call(office.bounce, { id: MISSING })).statusCode).toBe(404);
    expect((await t.as(resident).call(office.bounce, { id: payment.id })).statusCode).toBe(403);
    expect(afterCash.payments).toBe(state.payments + 1);
    expect(await written()).toEqual(afterCash);

    const receipts = (await t.as(resident).call(duesApi.myReceipts, { page: 1, pageSize: 50 })).json();
    expect(receipts.items.find((r) => r.id === payment.id)?.reversed).toBe(true);
  });

  it('is refused twice at the same moment: one reversal only', async () => {
    const payment = (await cheque({ amount: '20' })).json();
    const [a, b] = await Promise.all([
      t.as(admin).call(office.bounce, { id: payment.id }),
      t.as(admin).call(office.bounce, { id: payment.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('the database', () => {
  it('refuses to change or delete a ledger entry or a payment', async () => {
    const [entry] = await t.database.db.select().from(ledgerEntries).limit(1);
    await expect(
      t.database.db.update(ledgerEntries).set({ amount_paise: 1 }).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
    await expect(t.database.db.delete(duesPayments)).rejects.toThrow();
    const [still] = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.id));
    expect(still).toEqual(entry);
  });
});

describe('a flat’s ledger and statement', () => {
  let flatC: string;
  let owner: Resident;
  beforeAll(async () => {
    owner = await signUpResident(t, { flat_no: 'B-201', name: 'Ravi Shah' });
    flatC = await t.database.db
      .insert(flats)
      .values({ wing: 'B', flat_no: 'B-201', opening_balance: '2000.00', opening_balance_date: '2025-03-31' })
      .returning({ id: flats.id })
      .then(([r]) => r.id);
    await confirmFlat(t, owner, admin);
    await bill(flatC, '2025-04-01', '2025-04-15', 250000, 'MB/2025-26/0001');
    await bill(flatC, '2025-05-01', '2025-05-15', 250000, 'MB/2025-26/0002');
    await pay({ flat_id: flatC, amount: '3000', received_on: '2025-04-20' });
    await pay({ flat_id: flatC, amount: '2000.25', received_on: '2025-05-20', mode: 'upi', reference: 'U1' });
  });

  it('shows each entry with its running balance, newest first, paged', async () => {
    const res = await t.as(owner).call(duesApi.myLedger, { page: 1, pageSize: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ flat_no: 'B-201', flat_confirmed: true, total: 5, balance_paise: 199975 });
    expect(body.items.map((r) => [r.date, r.debit_paise, r.credit_paise, r.balance_paise])).toEqual([
      ['2025-05-20', 0, 200025, 199975],
      ['2025-05-01', 250000, 0, 400000],
      ['2025-04-20', 0, 300000, 150000],
    ]);
    const rest = (await t.as(owner).call(duesApi.myLedger, { page: 2, pageSize: 3 })).json();
    expect(rest.items.map((r) => [r.description, r.balance_paise])).toEqual([
      ['Maintenance bill MB/2025-26/0001', 450000],
      ['Opening balance (arrears)', 200000],
    ]);
  });

  it('gives the statement of a range with its opening and closing balance, as CSV and PDF', async () => {
    const csv = await t
      .as(owner)
      .call(duesApi.myStatement, { from: '2025-04-16', to: '2025-05-10', format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Statement_B-201_2025-04-16_2025-05-10.csv');
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'date,number,description,debit,credit,balance',
      '2025-04-16,,Opening balance,0.00,0.00,4500.00',
      expect.stringMatching(/^2025-04-20,RCT\/\d{4}-\d{2}\/\d{4},Payment in cash,0.00,3000.00,1500.00$/),
      '2025-05-01,MB/2025-26/0002,Maintenance bill MB/2025-26/0002,2500.00,0.00,4000.00',
      '2025-05-10,,Closing balance,,,4000.00',
    ]);
    const pdf = await t.as(admin).call(office.statement, { id: flatC, from: '2025-04-01', to: '2025-05-31' });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(new Uint8Array(pdf.rawPayload))).join('\n');
    expect(text).toContain('Ravi Shah');
    expect(text).toContain('₹2,000.00 Dr'); // the opening balance on 1 April
    expect(text).toContain('₹1,999.75 Dr'); // the closing balance
    const reversed = await t.as(owner).send(duesApi.myStatement, { from: '2025-05-01', to: '2025-04-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.error().fields?.to).toBe('The statement must end on or after its start date');
  });

  it('shows a resident only their own confirmed flat: others get nothing, and 404 for its documents', async () => {
    const [receipt] = (await t.as(owner).call(duesApi.myReceipts, {})).json().items;
    expect((await t.as(owner).call(duesApi.receiptPdf, { id: receipt.id })).statusCode).toBe(200);
    expect((await t.as(admin).call(duesApi.receiptPdf, { id: receipt.id })).statusCode).toBe(200);
    for (const other of [resident, neighbour, newcomer]) {
      expect((await t.as(other).call(duesApi.receiptPdf, { id: receipt.id })).statusCode).toBe(404);
    }
    // Claiming flat A unconfirmed: nothing at all.
    const ledger = (await t.as(newcomer).call(duesApi.myLedger, {})).json();
    expect(ledger).toMatchObject({
      items: [],
      total: 0,
      flat_no: 'A-101',
      flat_confirmed: false,
      balance_paise: 0,
    });
    expect((await t.as(newcomer).call(duesApi.myReceipts, {})).json().items).toEqual([]);
    const statement = await t.as(newcomer).call(duesApi.myStatement, { from: '2025-01-01', to: today() });
    expect(statement.statusCode).toBe(404);
    // The neighbour sees their own (empty) flat, never flat B-201's rows.
    expect((await t.as(neighbour).call(duesApi.myLedger, {})).json()).toMatchObject({
      flat_no: 'A-102',
      total: 0,
    });
    expect((await t.as(null).call(duesApi.myLedger, {})).statusCode).toBe(401);
    expect((await t.as(owner).call(office.ledger, { id: flatC })).statusCode).toBe(403);
  });

  it('shows the outstanding amount and the latest due date on the dashboard, or none', async () => {
    t.app.ctx.cache.clear();
    const mine = (await t.as(owner).call(dashboardApi.get)).json();
    expect(mine.dues).toEqual({ outstanding_paise: 199975, due_date: '2025-05-15' });
    t.app.ctx.cache.clear();
    expect((await t.as(newcomer).call(dashboardApi.get)).json().dues).toBeNull();
    t.app.ctx.cache.clear();
    expect((await t.as(neighbour).call(dashboardApi.get)).json().dues).toEqual({
      outstanding_paise: 0,
      due_date: null,
    });
  });

  it('makes a ten-year statement of one flat quickly', async () => {
    const flat = await addFlat('D', 'D-1');
    const rows: NewLedgerEntry[] = [];
    for (let m = 0; m < 120; m++) {
      const day = `${2016 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
      const common = { flat_id: flat, number: `MB/${m}`, description: `Maintenance bill ${m}` };
      rows.push(
        {
          ...common,
          kind: 'bill' as const,
          entry_date: `${day}-01`,
          due_date: `${day}-15`,
          amount_paise: 350000,
        },
        { ...common, kind: 'interest' as const, entry_date: `${day}-01`, amount_paise: 1234 },
        {
          ...common,
          kind: 'payment' as const,
          entry_date: `${day}-20`,
          amount_paise: 351234,
          number: `RCT/${m}`,
        },
      );
    }
    await t.database.db.transaction((tx) => postEntries(tx, rows));
    /** Wall time and this process's CPU time (the app runs in it): CPU time is what a busy shared machine does not inflate. */
    const timed = async (format: 'pdf' | 'csv') => {
      const [start, cpu] = [performance.now(), process.cpuUsage()];
      const res = await t
        .as(admin)
        .call(office.statement, { id: flat, from: '2016-01-01', to: '2025-12-31', format });
      expect(res.statusCode).toBe(200);
      const used = process.cpuUsage(cpu);
      return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
    };
    await timed('pdf'); // loads pdfkit and the fonts once, as the server's first document does
    // The best of three: the machine is shared, and a busy neighbour should not decide the figure.
    const best = async (format: 'pdf' | 'csv') => {
      const runs = [await timed(format), await timed(format), await timed(format)];
      return { wall: Math.min(...runs.map((r) => r.wall)), cpu: Math.min(...runs.map((r) => r.cpu)) };
    };
    const [pdf, csv] = [await best('pdf'), await best('csv')];
    console.info(
      `ten-year statement (360 entries): PDF ${pdf.wall.toFixed(0)} ms (CPU ${pdf.cpu.toFixed(0)} ms), CSV ${csv.wall.toFixed(0)} ms (CPU ${csv.cpu.toFixed(0)} ms)`,
    );
    expect(csv.wall).toBeLessThan(200);
    expect(pdf.cpu).toBeLessThan(200);
  });
});

describe('dues and defaulters', () => {
  let flatE: string;
  let owner: Resident;
  beforeAll(async () => {
    owner = await signUpResident(t, { flat_no: 'E-1' });
    flatE = await addFlat('E', 'E-1');
    await confirmFlat(t, owner, admin);
    await bill(flatE, addDays(today(), -220), addDays(today(), -200), 100000, 'MB/E/1');
    await bill(flatE, addDays(today(), -120), addDays(today(), -100), 200000, 'MB/E/2');
    await bill(flatE, addDays(today(), -60), addDays(today(), -45), 400000, 'MB/E/3');
    await bill(flatE, addDays(today(), -10), addDays(today(), 5), 800000, 'MB/E/4');
    // Pays the oldest bill and half the second.
    await pay({ flat_id: flatE, amount: '2000', received_on: addDays(today(), -5) });
  });

  it('ages each flat’s unpaid bills by days past due, with totals per wing and for the society', async () => {
    const res = await t.as(admin).call(office.list, { q: 'E-1' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      flat_no: 'E-1',
      outstanding_paise: 1300000,
      buckets: { '0-30': 800000, '31-90': 400000, '91-180': 100000, '180+': 0 },
    });
    const all = (await t.as(admin).call(office.list, { pageSize: 100 })).json();
    const owed = all.items.reduce((s, r) => s + Math.max(r.outstanding_paise, 0), 0);
    expect(all.society.outstanding_paise).toBe(owed);
    expect(all.wings.reduce((s, w) => s + w.outstanding_paise, 0)).toBe(owed);
    expect(all.wings.find((w) => w.wing === 'E')?.outstanding_paise).toBe(1300000);
    const top = (
      await t.as(admin).call(office.list, { sort: 'outstanding', dir: 'desc', owing: 'true' })
    ).json();
    expect(top.items[0].flat_no).toBe('E-1');
    expect(top.items.every((r) => r.outstanding_paise > 0)).toBe(true);
    const csv = await t.as(admin).call(office.export, { q: 'E-1' });
    expect(csv.body).toContain('E,E-1,');
    expect(csv.body).toContain(',13000.00,8000.00,4000.00,1000.00,0.00,');
  });

  it('keeps a flat’s advance apart from the dues in the totals: a flat in credit never hides another’s dues', async () => {
    const before = (await t.as(admin).call(office.list, { pageSize: 100 })).json();
    const flatF = await addFlat('F', 'F-1');
    expect((await pay({ flat_id: flatF, amount: '5000', received_from: 'F-1 owner' })).statusCode).toBe(201);
    const after = (await t.as(admin).call(office.list, { pageSize: 100 })).json();
    expect(after.items.find((r) => r.flat_no === 'F-1')?.outstanding_paise).toBe(-500000);
    expect(after.wings.find((w) => w.wing === 'F')).toMatchObject({
      outstanding_paise: 0,
      advance_paise: 500000,
    });
    expect(after.society.outstanding_paise).toBe(before.society.outstanding_paise);
    expect(after.society.advance_paise).toBe(before.society.advance_paise + 500000);
  });

  it('sends one reminder per flat per day: a second is refused, and flats that owe nothing are skipped', async () => {
    const res = await t.as(admin).call(office.remind, { flat_ids: [flatE, flatB] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1, skipped: 1 });
    const [reminder, ...more] = await mailsTo(t, owner.email, 'Reminder:%');
    expect(more).toEqual([]);
    expect(reminder.subject).toBe('Reminder: ₹13,000.00 due for flat E-1');
    const state = await written();
    const again = await t.as(admin).call(office.remind, { flat_ids: [flatE] });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(DUES_ADMIN_TEXT.reminderToday);
    expect(await written()).toEqual(state);
    expect(await mailsTo(t, owner.email, 'Reminder:%')).toHaveLength(1);
    const listed = (await t.as(admin).call(office.list, { q: 'E-1' })).json();
    expect(listed.items[0].reminded_today).toBe(true);
    const [row] = await t.database.db.select().from(duesReminders).where(eq(duesReminders.flat_id, flatE));
    expect(row.outstanding_paise).toBe(1300000);
    expect((await t.as(resident).call(office.remind, { flat_ids: [flatE] })).statusCode).toBe(403);
    expect((await t.as(admin).send(office.remind, { flat_ids: [] })).statusCode).toBe(400);
  });
});

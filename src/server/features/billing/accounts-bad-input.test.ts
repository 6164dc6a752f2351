// One bad input for every endpoint of the society's accounts (the flats register, heads and settings, bill runs,
// dues, and the resident's dues): each is refused with a clear 400 or 409 message, and nothing is written. The
// table must name every endpoint of those contracts, so a new endpoint without its case fails here.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILL_RUNS_TEXT, billRunsAdminApi as runs } from '../../../shared/bill-runs-admin.ts';
import { BILLING_TEXT, billingAdminApi as billing } from '../../../shared/billing-admin.ts';
import type { Endpoint } from '../../../shared/contract.ts';
import { DUES_TEXT, duesApi as dues } from '../../../shared/dues.ts';
import { DUES_ADMIN_TEXT, duesAdminApi as office } from '../../../shared/dues-admin.ts';
import { FLATS_TEXT, flatsAdminApi as flatsApi } from '../../../shared/flats-admin.ts';
import {
  billDrafts,
  billingSettings,
  billNotes,
  billRuns,
  bills,
  chargeExceptions,
  chargeHeads,
  duesPayments,
  duesReminders,
  flats,
  ledgerEntries,
  mailOutbox,
  maintenanceInvoices,
  meterReadings,
  securityAuditLog,
} from '../../db/schema.ts';
import { done } from '../../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;
const ids = { flat: '', head: '', published: '', draft: '', bill: '', cash: '' };

/** Every table a refused request of these endpoints could write. */
const TABLES = {
  flats,
  chargeHeads,
  billingSettings,
  chargeExceptions,
  meterReadings,
  billRuns,
  billDrafts,
  bills,
  billNotes,
  ledgerEntries,
  duesPayments,
  duesReminders,
  maintenanceInvoices,
  mailOutbox,
  securityAuditLog,
};
async function written() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES))
    counts[name] = (await t.database.db.select({ n: count() }).from(table))[0].n;
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { flat_no: 'A-101' });
  const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(r.body);
    return r;
  };
  const as = t.as(admin);
  ids.flat = (
    await ok(as.send(flatsApi.create, { wing: 'A', flat_no: 'A-101', carpet_area_sqft: '650' }))
  ).json().id;
  await confirmFlat(t, resident, admin);
  ids.head = done(
    (
      await ok(
        as.call(billing.addHead, {
          name: 'Service charges',
          basis: 'fixed',
          rate: '1500',
          gst_rate: '',
          is_service_charge: true,
        }),
      )
    ).json(),
  ).id;
  ids.published = (
    await ok(as.call(runs.create, { period_key: '2026-11', bill_date: '2026-11-01', due_date: '2026-11-10' }))
  ).json().id;
  await ok(as.call(runs.publish, { id: ids.published }));
  // The publish's PDF and mail are made in the background: done before the cases count what is written.
  await vi.waitFor(
    async () =>
      expect((await as.call(runs.documents, { id: ids.published })).json()).toEqual({ bills: 1, made: 1 }),
    { timeout: 15_000 },
  );
  ids.bill = (await ok(as.call(runs.flats, { id: ids.published }))).json().items[0].bill_id ?? '';
  ids.draft = (
    await ok(as.call(runs.create, { period_key: '2026-12', bill_date: '2026-12-01', due_date: '2026-12-10' }))
  ).json().id;
  ids.cash = (
    await ok(
      as.call(office.recordPayment, {
        flat_id: ids.flat,
        mode: 'cash',
        amount: '500',
        received_on: '2026-11-05',
      }),
    )
  ).json().id;
});
afterAll(() => t.close());

interface Case {
  endpoint: Endpoint;
  /** The request, as a client might send it. */
  input: () => Record<string, unknown>;
  status: 400 | 409;
  /** The refusal's message; `field`: the field that carries it. */
  message: string;
  field?: string;
  /** A resident's endpoint: sent by the confirmed resident of the flat. */
  byResident?: true;
}

const NOT_AN_ID = 'not-an-id';
const unknownKey = 'Unrecognized key: "colour"';

const CASES: Case[] = [
  // ---- the flats register ----
  {
    endpoint: flatsApi.list,
    input: () => ({ sort: 'colour' }),
    status: 400,
    field: 'sort',
    message: 'Sort by one of: flat_no, wing',
  },
  {
    endpoint: flatsApi.create,
    input: () => ({ wing: 'B', flat_no: 'B-201', carpet_area_sqft: '-650' }),
    status: 400,
    field: 'carpet_area_sqft',
    message: FLATS_TEXT.area('Carpet area'),
  },
  {
    endpoint: flatsApi.update,
    input: () => ({ id: ids.flat, wing: 'A', flat_no: 'A-101', occupancy: 'rented' }),
    status: 400,
    field: 'occupancy',
    message: FLATS_TEXT.occupancy,
  },
  {
    endpoint: flatsApi.remove,
    input: () => ({ id: NOT_AN_ID }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
  },
  { endpoint: flatsApi.template, input: () => ({ colour: 'red' }), status: 400, message: unknownKey },
  {
    endpoint: flatsApi.preview,
    input: () => ({ csv: 42 }),
    status: 400,
    message: 'Please choose the CSV file',
  },
  {
    endpoint: flatsApi.import,
    input: () => ({ csv: 'wing,flat_no,carpet_area_sqft\nA,A-101,650\n' }),
    status: 400,
    message: FLATS_TEXT.importHasProblems(1),
  },
  { endpoint: flatsApi.export, input: () => ({ colour: 'red' }), status: 400, message: unknownKey },
  // ---- heads of charges and the settings of the accounts ----
  { endpoint: billing.heads, input: () => ({ colour: 'red' }), status: 400, message: unknownKey },
  {
    endpoint: billing.addHead,
    input: () => ({ name: 'Non-occupancy', basis: 'non_occupancy', rate: '12', gst_rate: '' }),
    status: 400,
    field: 'rate',
    message: BILLING_TEXT.nonOccupancyLimit,
  },
  {
    endpoint: billing.reorderHeads,
    input: () => ({ ids: [NOT_AN_ID] }),
    status: 400,
    field: 'ids.0',
    message: 'Invalid id',
  },
  {
    endpoint: billing.updateHead,
    input: () => ({ id: ids.head, name: 'Service charges', basis: 'fixed', rate: '-5', gst_rate: '' }),
    status: 400,
    field: 'rate',
    message: BILLING_TEXT.rate,
  },
  {
    endpoint: billing.setHeadActive,
    input: () => ({ id: ids.head, active: 'maybe' }),
    status: 400,
    field: 'active',
    message: 'Please say active or retired',
  },
  { endpoint: billing.settings, input: () => ({ colour: 'red' }), status: 400, message: unknownKey },
  {
    endpoint: billing.saveSettings,
    input: () => ({
      billing_period: 'monthly',
      gst_threshold: '7500',
      interest_rate: '24',
      payment_order: 'interest_first',
      change_flag_percent: '20',
      registration_no: '',
      upi_vpa: '',
      upi_payee_name: '',
      bounced_cheque_charge: '0',
    }),
    status: 400,
    field: 'interest_rate',
    message: BILLING_TEXT.interestLimit,
  },
  // ---- bill runs ----
  {
    endpoint: runs.list,
    input: () => ({ page: '0' }),
    status: 400,
    field: 'page',
    message: 'Page must be a whole number from 1 to 10000',
  },
  {
    endpoint: runs.create,
    input: () => ({ period_key: '2027-01', bill_date: '2027-01-10', due_date: '2027-01-01' }),
    status: 400,
    field: 'due_date',
    message: BILL_RUNS_TEXT.dueBeforeBill,
  },
  {
    endpoint: runs.summary,
    input: () => ({ id: NOT_AN_ID }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
  },
  {
    endpoint: runs.flats,
    input: () => ({ id: ids.published, flagged: 'perhaps' }),
    status: 400,
    field: 'flagged',
    message: 'flagged is true or false',
  },
  {
    endpoint: runs.export,
    input: () => ({ id: NOT_AN_ID }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
  },
  {
    endpoint: runs.recompute,
    input: () => ({ id: ids.published }),
    status: 409,
    message: BILL_RUNS_TEXT.periodPublished('November 2026'),
  },
  {
    endpoint: runs.discard,
    input: () => ({ id: ids.published }),
    status: 409,
    message: BILL_RUNS_TEXT.periodPublished('November 2026'),
  },
  {
    endpoint: runs.publish,
    input: () => ({ id: ids.published }),
    status: 409,
    message: BILL_RUNS_TEXT.periodPublished('November 2026'),
  },
  {
    endpoint: runs.flatInputs,
    input: () => ({ id: NOT_AN_ID, period_key: '2026-12' }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
  },
  {
    endpoint: runs.saveException,
    input: () => ({ id: ids.flat, head_id: ids.head, amount: '-100', reason: 'Hardship' }),
    status: 400,
    field: 'amount',
    message: BILL_RUNS_TEXT.inputAmount,
  },
  {
    endpoint: runs.removeException,
    input: () => ({ id: ids.flat, head_id: NOT_AN_ID }),
    status: 400,
    field: 'head_id',
    message: BILL_RUNS_TEXT.headRequired,
  },
  {
    endpoint: runs.saveReading,
    input: () => ({ id: ids.flat, head_id: ids.head, period_key: '2026-12', amount: '250' }),
    status: 400,
    message: BILL_RUNS_TEXT.notMetered,
  },
  {
    endpoint: runs.documents,
    input: () => ({ id: NOT_AN_ID }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
  },
  {
    endpoint: runs.makeDocuments,
    input: () => ({ id: ids.draft }),
    status: 409,
    message: BILL_RUNS_TEXT.notPublished,
  },
  {
    endpoint: runs.importReadings,
    input: () => ({ id: ids.draft, csv: 'flat_no,head,amount\nZ-999,Water,120\n' }),
    status: 400,
    field: 'csv',
    message: BILL_RUNS_TEXT.csvProblems(
      1,
      `Row 2: ${BILL_RUNS_TEXT.csvUnknownFlat('Z-999')}; ${BILL_RUNS_TEXT.csvUnknownHead('Water')}`,
    ),
  },
  {
    endpoint: runs.addNote,
    input: () => ({ id: ids.bill, kind: 'credit_note', amount: '0', reason: 'Overcharged' }),
    status: 400,
    field: 'amount',
    message: BILL_RUNS_TEXT.noteAmount,
  },
  // ---- dues, for the office ----
  {
    endpoint: office.list,
    input: () => ({ owing: 'maybe' }),
    status: 400,
    field: 'owing',
    message: 'Invalid option: expected one of "true"|"false"',
  },
  {
    endpoint: office.export,
    input: () => ({ sort: 'colour' }),
    status: 400,
    field: 'sort',
    message: 'Sort by one of: flat_no, outstanding, oldest',
  },
  {
    endpoint: office.recordPayment,
    input: () => ({ flat_id: ids.flat, mode: 'cash', amount: '0', received_on: '2026-11-05' }),
    status: 400,
    field: 'amount',
    message: DUES_ADMIN_TEXT.amount,
  },
  {
    endpoint: office.bounce,
    input: () => ({ id: ids.cash }),
    status: 400,
    message: DUES_ADMIN_TEXT.notCheque,
  },
  {
    endpoint: office.ledger,
    input: () => ({ id: ids.flat, pageSize: '1000' }),
    status: 400,
    field: 'pageSize',
    message: 'Page size must be a whole number from 1 to 100',
  },
  {
    endpoint: office.payments,
    input: () => ({ id: NOT_AN_ID }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
  },
  {
    endpoint: office.statement,
    input: () => ({ id: ids.flat, from: '2026-12-01', to: '2026-11-01', format: 'csv' }),
    status: 400,
    field: 'to',
    message: DUES_TEXT.statementRange,
  },
  { endpoint: office.collection, input: () => ({ colour: 'red' }), status: 400, message: unknownKey },
  {
    endpoint: office.remind,
    input: () => ({ flat_ids: [] }),
    status: 400,
    field: 'flat_ids',
    message: 'Please choose at least one flat',
  },
  // ---- dues, for the flat's resident ----
  {
    endpoint: dues.myLedger,
    input: () => ({ page: 'last' }),
    status: 400,
    field: 'page',
    message: 'Page must be a whole number from 1 to 10000',
    byResident: true,
  },
  {
    endpoint: dues.myReceipts,
    input: () => ({ pageSize: '0' }),
    status: 400,
    field: 'pageSize',
    message: 'Page size must be a whole number from 1 to 100',
    byResident: true,
  },
  {
    endpoint: dues.receiptPdf,
    input: () => ({ id: NOT_AN_ID }),
    status: 400,
    field: 'id',
    message: 'Invalid id',
    byResident: true,
  },
  {
    endpoint: dues.myStatement,
    input: () => ({ from: '2026-11-01', to: '2026-11-01', format: 'xlsx' }),
    status: 400,
    field: 'format',
    message: 'Please choose PDF or CSV',
    byResident: true,
  },
];

describe('the accounts’ endpoints with a bad input', () => {
  it('has a case for every endpoint of the flats, billing, bill run and dues contracts', () => {
    const all = [flatsApi, billing, runs, office, dues].flatMap((api) => Object.values(api));
    const covered = new Set(CASES.map((c) => c.endpoint));
    expect(all.filter((e) => !covered.has(e)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('refuses each with its clear message, and writes nothing', async () => {
    const before = await written();
    for (const c of CASES) {
      const what = `${c.endpoint.method} ${c.endpoint.path} ${JSON.stringify(c.input())}`;
      const res = await t.as(c.byResident ? resident : admin).send(c.endpoint, c.input());
      expect(res.statusCode, `${what}: ${res.body}`).toBe(c.status);
      const { message, fields } = res.error();
      expect(message, what).toBe(c.message);
      if (c.field) expect(fields?.[c.field], what).toBe(c.message);
    }
    expect(await written()).toEqual(before);
  });
});

// Admin -> Billing -> Bill runs: a period's draft bills computed for every flat of the register, previewed, then
// published in one transaction (numbered bills and their ledger entries), and credit or debit notes against an
// issued bill. Office-only, so it has its own file.
import * as z from 'zod/mini';
import { endpoint, ok } from './contract.ts';
import { orPending } from './money-approvals.ts';
import { paged, pageQuery, searchQuery } from './schemas.ts';
import { byId, isoDate, preprocess, text, uuid } from './validation.ts';

export const BILL_RUNS_TEXT = {
  periodRequired: 'Please choose the period',
  periodKind: (kind: string) =>
    `Please choose a ${kind === 'monthly' ? 'month' : 'quarter'}: bills are ${kind}`,
  billDateRequired: 'Please enter the bill date',
  dueDateRequired: 'Please enter the due date',
  dueBeforeBill: 'The due date cannot be before the bill date',
  emptyRegister: 'The flats register is empty: add the flats before making a bill run',
  noHeads: 'There are no active heads of charges: add them before making a bill run',
  periodPublished: (label: string) => `The bills for ${label} have already been published`,
  periodHasDraft: (label: string) =>
    `There is already a draft for ${label}: recompute or discard it instead of making another`,
  notFound: 'This bill run no longer exists',
  notDraft: 'This bill run is no longer a draft: its bills have been published or it was discarded',
  notPublished: 'This bill run has not been published: it has no bills to make PDFs of',
  billNotFound: 'This bill no longer exists',
  created: 'Draft computed for every flat',
  recomputed: 'Draft recomputed',
  discarded: 'Draft discarded',
  published: (count: number) => `${count} bills published`,
  discardConfirm: 'Discard this draft? Its figures are deleted; nothing has been billed.',
  publishConfirm: (count: number, label: string) =>
    `Publish ${count} bills for ${label}? Published bills cannot be changed; corrections are credit and debit notes.`,
  noteAmount: 'Please enter an amount above 0 in rupees, with at most 2 decimals',
  noteReason: 'Please give the reason',
  noteKind: 'Please choose a credit note or a debit note',
  creditOverBill: (left: string) => `A credit note cannot be more than what is left of the bill (${left})`,
  noteIssued: (number: string) => `${number} issued`,
  inputAmount: 'Please enter an amount of 0 or more in rupees, with at most 2 decimals',
  headRequired: 'Please choose a head of charges',
  headNotFound: 'This head of charges no longer exists or is retired',
  flatNotFound: 'This flat is no longer in the register',
  notMetered: 'Only a metered head takes a reading; use an exception for the others',
  exceptionSaved: 'Exception saved',
  exceptionRemoved: 'Exception removed',
  readingSaved: 'Meter reading saved',
  readingsImported: (count: number) =>
    `${count} meter ${count === 1 ? 'reading' : 'readings'} imported; draft recomputed`,
  csvRequired: 'Please choose the CSV file',
  csvTooLarge: 'The CSV file must be smaller than 1MB',
  csvUnknownFlat: (flat: string) => `flat_no: ${flat} is not in the flats register`,
  csvUnknownHead: (head: string) => `head: there is no active metered head named "${head}"`,
  csvRepeated: (others: string) => `This flat and head are also on row ${others}`,
  csvProblems: (count: number, first: string) =>
    `${count} ${count === 1 ? 'row has a problem' : 'rows have problems'}; nothing was imported. ${first}`,
} as const;

export const FLAG_LABEL: Record<string, string> = {
  no_area: 'No area',
  no_carpet_area: 'No carpet area',
  no_built_up_area: 'No built-up area',
  no_construction_cost: 'No construction cost',
  no_meter_reading: 'No meter reading',
  changed: 'Changed a lot',
};

export const RUN_STATUSES = ['draft', 'published', 'discarded'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

const required = (message: string) =>
  preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: message }));

export const createRunInput = z
  .strictObject({
    /** '2026-11' (a month) or '2026-Q4' (a quarter), as the billing period setting says. */
    period_key: z.pipe(
      required(BILL_RUNS_TEXT.periodRequired),
      z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, BILL_RUNS_TEXT.periodRequired)),
    ),
    bill_date: z.pipe(required(BILL_RUNS_TEXT.billDateRequired), isoDate),
    due_date: z.pipe(required(BILL_RUNS_TEXT.dueDateRequired), isoDate),
  })
  .check(
    z.refine((v) => v.due_date >= v.bill_date, { path: ['due_date'], message: BILL_RUNS_TEXT.dueBeforeBill }),
  );
export type CreateRunInput = z.input<typeof createRunInput>;

export const runSchema = z.object({
  id: z.string(),
  period_key: z.string(),
  period_label: z.string(),
  bill_date: z.string(),
  due_date: z.string(),
  status: z.enum(RUN_STATUSES),
  flats: z.number().check(z.int()),
  total_paise: z.number().check(z.int()),
  computed_at: z.nullable(z.string()),
  published_at: z.nullable(z.string()),
});
export type BillRun = z.output<typeof runSchema>;

const totalRow = z.object({ name: z.string(), amount_paise: z.number().check(z.int()) });

/** The preview's totals: per head, per wing and for the society. */
export const runSummarySchema = z.object({
  run: runSchema,
  heads: z.array(totalRow),
  wings: z.array(
    z.object({ wing: z.string(), flats: z.number().check(z.int()), total_paise: z.number().check(z.int()) }),
  ),
  society: z.object({
    charges_paise: z.number().check(z.int()),
    gst_paise: z.number().check(z.int()),
    interest_paise: z.number().check(z.int()),
    arrears_paise: z.number().check(z.int()),
    total_paise: z.number().check(z.int()),
  }),
  flagged: z.number().check(z.int()),
});
export type RunSummary = z.output<typeof runSummarySchema>;

/** One flat's draft (or, once published, its bill) in the preview table. */
export const runFlatSchema = z.object({
  flat_id: z.string(),
  wing: z.string(),
  flat_no: z.string(),
  bill_id: z.nullable(z.string()),
  bill_number: z.nullable(z.string()),
  lines: z.array(z.object({ name: z.string(), amountPaise: z.number().check(z.int()) })),
  charges_paise: z.number().check(z.int()),
  gst_paise: z.number().check(z.int()),
  interest_paise: z.number().check(z.int()),
  arrears_paise: z.number().check(z.int()),
  total_paise: z.number().check(z.int()),
  /** This bill's charges and GST less the last bill's; null for a flat's first bill. */
  change_paise: z.nullable(z.number().check(z.int())),
  flags: z.array(z.string()),
});
export type RunFlat = z.output<typeof runFlatSchema>;

export const runFlatsQuery = z.extend(searchQuery, {
  id: uuid,
  flagged: z.optional(z.enum(['true', 'false'], { error: 'flagged is true or false' })),
});

const rupees = preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: BILL_RUNS_TEXT.noteAmount }).check(
    z.regex(/^\d{1,9}(\.\d{1,2})?$/, BILL_RUNS_TEXT.noteAmount),
    z.refine((v) => Number(v) > 0, BILL_RUNS_TEXT.noteAmount),
  ),
);

export const NOTE_KINDS = ['credit_note', 'debit_note'] as const;
export const noteInput = z.strictObject({
  id: uuid,
  kind: z.enum(NOTE_KINDS, { error: BILL_RUNS_TEXT.noteKind }),
  amount: rupees,
  reason: text(300),
});
export type NoteInput = z.input<typeof noteInput>;

export const noteSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTE_KINDS),
  number: z.string(),
  bill_id: z.string(),
  note_date: z.string(),
  amount_paise: z.number().check(z.int()),
  reason: z.string(),
});

// ---- A flat's inputs beside the register: exceptions to a head (a waiver is 0) and metered amounts ----

/** Rupees of 0 or more (a waiver is 0), at most ₹10,00,000. */
const inputAmount = preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: BILL_RUNS_TEXT.inputAmount })
    .check(z.regex(/^\d{1,7}(\.\d{1,2})?$/, BILL_RUNS_TEXT.inputAmount)),
);
const headId = z.uuid({ error: BILL_RUNS_TEXT.headRequired });

export const flatInputsQuery = z.strictObject({ id: uuid, period_key: z.string().check(z.maxLength(10)) });
export const flatInputsSchema = z.object({
  heads: z.array(z.object({ id: z.string(), name: z.string(), metered: z.boolean() })),
  exceptions: z.array(
    z.object({
      head_id: z.string(),
      amount_paise: z.number().check(z.int()),
      reason: z.string(),
      /** Who prepared and who approved it, when a second person approved it (maker and checker). */
      prepared_by: z.nullable(z.string()),
      approved_by: z.nullable(z.string()),
    }),
  ),
  readings: z.array(z.object({ head_id: z.string(), amount_paise: z.number().check(z.int()) })),
});
export type FlatInputs = z.output<typeof flatInputsSchema>;
export const exceptionInput = z.strictObject({
  id: uuid,
  head_id: headId,
  amount: inputAmount,
  reason: text(300),
});
export const removeExceptionInput = z.strictObject({ id: uuid, head_id: headId });
export const readingInput = z.strictObject({
  id: uuid,
  head_id: headId,
  period_key: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, BILL_RUNS_TEXT.periodRequired)),
  amount: inputAmount,
});

export const documentProgressSchema = z.object({
  bills: z.number().check(z.int()),
  made: z.number().check(z.int()),
});

/** The background tasks of a publish (shared/tasks.ts), each labelled with its run's period, which is unique. */
export const BILL_TASKS = { pdfs: 'bill-run-pdfs', mails: 'bill-run-mails' } as const;
export const billTaskLabel = (task: keyof typeof BILL_TASKS, periodLabel: string) =>
  `${task === 'pdfs' ? 'Bill PDFs' : 'Bill mails'} for ${periodLabel}`;
export type DocumentProgress = z.output<typeof documentProgressSchema>;

/** A meter readings CSV: one row per flat and metered head, for the run's period. */
export const READINGS_CSV_COLUMNS = ['flat_no', 'head', 'amount'] as const;
export const READINGS_MAX_ROWS = 20_000;
export const readingsImportInput = z.strictObject({
  id: uuid,
  csv: z
    .string({ error: BILL_RUNS_TEXT.csvRequired })
    .check(z.maxLength(1024 * 1024, BILL_RUNS_TEXT.csvTooLarge)),
});

export const runCsvFileName = (periodKey: string) => `bill-run-${periodKey}.csv`;

export const billRunsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/billing/runs',
    access: 'accounts:view',
    input: pageQuery,
    output: paged(runSchema),
  }),
  /** Computes the draft of every flat of the register for the period. */
  create: endpoint({
    method: 'POST',
    path: '/api/admin/billing/runs',
    access: 'accounts:manage',
    input: createRunInput,
    output: runSchema,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/admin/billing/runs/:id',
    access: 'accounts:view',
    input: byId,
    output: runSummarySchema,
  }),
  /** The flats of the run, by flat number, searched by flat number or wing. */
  flats: endpoint({
    method: 'GET',
    path: '/api/admin/billing/runs/:id/flats',
    access: 'accounts:view',
    input: runFlatsQuery,
    output: paged(runFlatSchema),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/billing/runs/:id/export',
    access: 'accounts:view',
    input: byId,
    output: 'file',
  }),
  recompute: endpoint({
    method: 'POST',
    path: '/api/admin/billing/runs/:id/recompute',
    access: 'accounts:manage',
    input: byId,
    output: runSchema,
  }),
  discard: endpoint({
    method: 'POST',
    path: '/api/admin/billing/runs/:id/discard',
    access: 'accounts:manage',
    input: byId,
    output: runSchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/billing/runs/:id/publish',
    access: 'accounts:manage',
    input: byId,
    output: orPending(runSchema),
  }),
  /** A flat's exceptions and its meter readings for a period, beside the active heads. */
  flatInputs: endpoint({
    method: 'GET',
    path: '/api/admin/billing/flats/:id/inputs',
    access: 'accounts:view',
    input: flatInputsQuery,
    output: flatInputsSchema,
  }),
  saveException: endpoint({
    method: 'PUT',
    path: '/api/admin/billing/flats/:id/exceptions',
    access: 'accounts:manage',
    input: exceptionInput,
    output: orPending(ok),
  }),
  removeException: endpoint({
    method: 'POST',
    path: '/api/admin/billing/flats/:id/exceptions/remove',
    access: 'accounts:manage',
    input: removeExceptionInput,
    output: ok,
  }),
  saveReading: endpoint({
    method: 'PUT',
    path: '/api/admin/billing/flats/:id/readings',
    access: 'accounts:manage',
    input: readingInput,
    output: ok,
  }),
  /** How many of a published run's bills have their PDF (made in the background after the publish). */
  documents: endpoint({
    method: 'GET',
    path: '/api/admin/billing/runs/:id/documents',
    access: 'accounts:view',
    input: byId,
    output: documentProgressSchema,
  }),
  /** Makes the PDFs a run still lacks (after a restart or a failure). */
  makeDocuments: endpoint({
    method: 'POST',
    path: '/api/admin/billing/runs/:id/documents',
    access: 'accounts:manage',
    input: byId,
    output: documentProgressSchema,
  }),
  /** A draft's meter readings from a CSV (flat_no, head, amount): every row checked, all saved or none. */
  importReadings: endpoint({
    method: 'POST',
    path: '/api/admin/billing/runs/:id/readings/import',
    access: 'accounts:manage',
    input: readingsImportInput,
    output: z.object({ saved: z.number().check(z.int()) }),
  }),
  /** A credit or debit note against an issued bill. */
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/billing/bills/:id/notes',
    access: 'accounts:manage',
    input: noteInput,
    output: orPending(noteSchema),
  }),
};

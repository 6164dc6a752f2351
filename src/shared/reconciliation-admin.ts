// Bank reconciliation (office only): the society's bank statement read line by line, and each credit proposed to a
// flat (and its bills) by the rules of issue 21, in their order. The statement's limits and messages live here so
// the office's upload screen checks and says the same as the server.
import * as z from 'zod/mini';
import { rupees } from './billing-admin.ts';
import { endpoint, noInput } from './contract.ts';
import { normalizeFlat } from './invoices.ts';
import { PAYMENT_PURPOSES } from './reported-payments.ts';
import { paged, searchQuery } from './schemas.ts';
import { type Task, taskSchema } from './tasks.ts';
import { byId, optionalText } from './validation.ts';

/** A statement of a busy year (a few thousand lines a month) is far below this; a larger file is not a statement. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Lines of the table, after the header. */
export const STATEMENT_MAX_LINES = 100_000;
/** How far down the file the column headings are looked for (banks print the account's details above them). */
export const HEADER_SEARCH_LINES = 40;

/** What a column of the statement holds. A statement has credit and debit columns, or one amount and a Cr/Dr column. */
export const STATEMENT_FIELDS = [
  'date',
  'narration',
  'reference',
  'credit',
  'debit',
  'amount',
  'direction',
  'balance',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/** Which heading (as the bank writes it) holds each field; a preset accepts any of a few spellings. */
export type ColumnMapping = Partial<Record<StatementField, readonly string[]>>;

/** How sure a proposal is: only 'high' may ever be confirmed without the office looking. */
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** The rules, in the order they are tried, and how the office sees each named. */
export const MATCH_RULE_ORDER = ['reference', 'bill', 'flat', 'payer', 'amount'] as const;
export type MatchRule = (typeof MATCH_RULE_ORDER)[number];
export const MATCH_RULES: Record<MatchRule, string> = {
  reference: 'Reference reported by the resident',
  bill: 'Bill number in the narration',
  flat: 'Flat number in the narration',
  payer: "Payer known from the flat's earlier payments",
  amount: "Amount equals the flat's outstanding",
};
/** A proposal's rule: one of the matching rules, or 'office' for a credit the office assigned itself. */
export const PROPOSAL_RULES = [...MATCH_RULE_ORDER, 'office'] as const;
export type ProposalRule = (typeof PROPOSAL_RULES)[number];
export const PROPOSAL_RULE_LABEL: Record<ProposalRule, string> = {
  ...MATCH_RULES,
  office: 'Assigned by the office',
};
export const CONFIDENCE_LABEL: Record<Confidence, string> = { high: 'High', medium: 'Medium', low: 'Low' };
/** Confirming "at or above" a confidence takes these. */
export const CONFIDENCES_FROM: Record<Confidence, Confidence[]> = {
  high: ['high'],
  medium: ['high', 'medium'],
  low: ['high', 'medium', 'low'],
};

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const STATEMENT_TEXT = {
  empty: 'The statement file is empty',
  tooLarge: `The statement is larger than ${mb(STATEMENT_MAX_BYTES)}. Please download a shorter period from the bank.`,
  binary:
    'This file is not a statement: it holds binary data. Please download the statement from the bank as CSV.',
  spreadsheet:
    'This is an Excel workbook. Please open it and save it as CSV (comma separated), or download the CSV statement from the bank.',
  pdf: 'This is a PDF. Please download the statement from the bank as CSV (or Excel, saved as CSV).',
  noHeader: (lines: number, mapping: string) =>
    `Lines 1 to ${lines} have no row of column headings with ${mapping}. Please choose the bank's layout or map the columns.`,
  tooManyLines: `The statement has more than ${STATEMENT_MAX_LINES.toLocaleString('en-IN')} lines. Please download a shorter period.`,
  noLines: 'The statement has column headings but no transactions under them',
  formula: (line: number, value: string) =>
    `Line ${line}: the cell "${value}" starts like a spreadsheet formula (=, +, - or @). Nothing was imported: please download the statement again from the bank.`,
  badDate: (line: number, value: string) =>
    `Line ${line}: "${value}" is not a date (dates such as 24/11/2026, 24-Nov-26 or 24 Nov 2026 are read)`,
  badAmount: (line: number, heading: string, value: string) =>
    `Line ${line}: ${heading} "${value}" is not an amount (amounts such as 1,23,456.00, ₹1,500 or 2,000.00 Cr are read)`,
  noAmount: (line: number) => `Line ${line}: the line has neither a credit nor a debit amount`,
  bothAmounts: (line: number) => `Line ${line}: the line has both a credit and a debit amount`,
  noDirection: (line: number, value: string) =>
    `Line ${line}: "${value}" does not say whether the amount is a credit or a debit (Cr or Dr)`,
  unreadable: (line: number) =>
    `The statement could not be read near line ${line}: a quote (") is never closed. Please download it again as CSV.`,
} as const;

/** A mapping as the office's form sends it: the heading of each column in its bank's file (a multipart text field). */
const headingName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
export const columnMappingInput = z
  .strictObject({
    date: headingName,
    narration: headingName,
    reference: z.optional(headingName),
    credit: z.optional(headingName),
    debit: z.optional(headingName),
    amount: z.optional(headingName),
    direction: z.optional(headingName),
    balance: z.optional(headingName),
  })
  .check(
    z.refine((m) => (m.credit && m.debit) || m.amount, {
      message: 'Please map the credit and debit columns, or the one amount column',
      path: ['credit'],
    }),
  );

export const STATEMENT_UPLOAD_TEXT = {
  mappingNotJson: 'The column mapping could not be read',
  unknownPreset: 'Please choose one of the banks whose layout is known',
  noMapping: (bank: string) => `No column mapping is remembered for ${bank}: please map its columns once`,
} as const;

export const statementImportSchema = z.object({
  statement_id: z.string(),
  /** The preset that read the file, or the bank whose remembered mapping did. */
  layout: z.string(),
  lines_read: z.number().check(z.int()),
  lines_new: z.number().check(z.int()),
  /** Lines an earlier statement already brought in (the same or an overlapping period): skipped. */
  duplicates: z.number().check(z.int()),
  credits_new: z.number().check(z.int()),
  matched: z.number().check(z.int()),
  left: z.number().check(z.int()),
  by_confidence: z.object({
    high: z.number().check(z.int()),
    medium: z.number().check(z.int()),
    low: z.number().check(z.int()),
  }),
  /** High proposals confirmed as they were imported, when the accounts' setting says so (else 0). */
  auto_confirmed: z.number().check(z.int()),
});
export type StatementImport = z.output<typeof statementImportSchema>;

/**
 * A statement of more lines than this is read by a task after the request answers, in batches whose progress the
 * screen shows; a smaller one (a month of a busy society) is read in the request, in well under a second.
 */
export const STATEMENT_TASK_LINES = 1_000;
/** The task kind of a large statement's import (shared/tasks.ts). */
export const IMPORT_TASK = 'reconciliation.import';
/** A large statement checked and stored: the task reading it. */
export const statementReadingSchema = z.object({
  statement_id: z.string(),
  layout: z.string(),
  task: taskSchema,
});
export type StatementReading = z.output<typeof statementReadingSchema>;

/** The figures an import task keeps (Task.figures) beyond its lines read (done) of all (total). */
export const IMPORT_FIGURES = [
  'lines_new',
  'credits_new',
  'matched',
  'left',
  'high',
  'medium',
  'low',
  'auto_confirmed',
] as const;
type ImportFigure = (typeof IMPORT_FIGURES)[number];

/** A finished import task's summary, as a statement read in its request reports it. */
export function importOfTask(reading: Omit<StatementReading, 'task'>, task: Task): StatementImport {
  const figure = (name: ImportFigure) => task.figures[name] ?? 0;
  return {
    statement_id: reading.statement_id,
    layout: reading.layout,
    lines_read: task.total,
    lines_new: figure('lines_new'),
    duplicates: task.total - figure('lines_new'),
    credits_new: figure('credits_new'),
    matched: figure('matched'),
    left: figure('left'),
    by_confidence: { high: figure('high'), medium: figure('medium'), low: figure('low') },
    auto_confirmed: figure('auto_confirmed'),
  };
}

/**
 * The queue's filters: credits with an open proposal, credits no rule explained (or the office left unmatched),
 * credits confirmed, or every credit.
 */
export const CREDIT_FILTERS = ['proposed', 'unmatched', 'confirmed', 'all'] as const;
export type CreditFilter = (typeof CREDIT_FILTERS)[number];
export const creditListQuery = z.extend(searchQuery, {
  show: z._default(
    z.enum(CREDIT_FILTERS, { error: 'Show proposed, unmatched, confirmed or all credits' }),
    'all',
  ),
  confidence: z.optional(z.enum(CONFIDENCES, { error: 'Confidence must be high, medium or low' })),
});

export const creditSchema = z.object({
  line_id: z.string(),
  txn_date: z.string(),
  narration: z.string(),
  reference: z.string(),
  amount_paise: z.number().check(z.int()),
  status: z.enum(['proposed', 'unmatched', 'confirmed']),
  /** The open proposal, or the confirmed one (its parts then name their receipts). */
  proposal: z.nullable(
    z.object({
      id: z.string(),
      rule: z.enum(PROPOSAL_RULES),
      confidence: z.enum(CONFIDENCES),
      /** The payment a resident reported with this reference (rule 'reference'). */
      reported_payment_id: z.nullable(z.string()),
      /** What that payment pays: a gym membership or hall booking has no parts (no flat's ledger receives it). */
      purpose: z.nullable(z.enum(PAYMENT_PURPOSES)),
      /** Per flat and bill (or, with no number, arrears beyond the bills or an advance). */
      parts: z.array(
        z.object({
          flat_id: z.string(),
          flat_no: z.string(),
          document_number: z.nullable(z.string()),
          amount_paise: z.number().check(z.int()),
          receipt_number: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type StatementCredit = z.output<typeof creditSchema>;

export const RECONCILE_TEXT = {
  notFound: 'Bank credit not found',
  confirmed: 'This credit is already confirmed: a correction is a new document (a credit note or a reversal)',
  noProposal: 'This credit has no proposal: choose the flat (or flats) it pays',
  sum: (credit: string, given: string) =>
    `The amounts add up to ${given}, not to the credit of ${credit}: they must match to the paisa`,
  flatNotFound: (flatNo: string) => `Flat ${flatNo} is not in the register`,
  billNotFound: (number: string) => `${number} is not a bill of that flat`,
  reportDecided: (status: string) =>
    `The payment the resident reported with this reference is already ${status}`,
  referenceRecorded: (reference: string) => `A payment with reference ${reference} is already recorded`,
  notOpen: 'This credit has no open proposal to leave',
  // What the screen's toasts say.
  confirmedToast: (receipts: string[]) => `Payment confirmed: receipt ${receipts.join(', ')}`,
  /** A gym or hall payment found in the bank. */
  confirmedRequestToast: (pays: string) => `Payment confirmed: ${pays.toLowerCase()} paid`,
  confirmedAll: (count: number) =>
    count === 1 ? '1 proposal confirmed' : `${count.toLocaleString('en-IN')} proposals confirmed`,
  leftUnmatched: 'Credit left unmatched',
  /** The label of the task "Confirm all" starts (its progress shows on the screen). */
  /** The label of the task that reads a large statement. */
  importTask: (file: string, lines: number) => `Reading ${file}: ${lines.toLocaleString('en-IN')} lines`,
  /** A large statement's progress, beside its bar. */
  importProgress: (read: number, total: number, matched: number, left: number) =>
    `${read.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} lines read, ${matched.toLocaleString('en-IN')} credits matched, ${left.toLocaleString('en-IN')} left`,
  confirmAllTask: (count: number, confidence: string) =>
    `Confirming ${count.toLocaleString('en-IN')} ${count === 1 ? 'proposal' : 'proposals'} of ${confidence.toLowerCase()} confidence and above`,
  noUndo:
    'Confirming records the payments and their receipts; it cannot be undone (a correction is a new document).',
} as const;

/** One part of a credit as the office assigns it: a flat (by its number), optionally the bill it pays, and rupees. */
export const allocationInput = z.strictObject({
  flat_no: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter the flat number'), z.maxLength(20)),
    z.transform((v) => normalizeFlat(v)),
  ),
  document_number: z.pipe(
    optionalText(40),
    z.transform((v) => v ?? null),
  ),
  amount: rupees.check(
    z.refine((p) => p > 0, 'Please enter an amount above 0, in rupees with at most 2 decimals'),
  ),
});
export type AllocationInput = z.input<typeof allocationInput>;
export const MAX_PARTS = 20;
export const confirmCreditInput = z.extend(byId, {
  /** Reassigned or split by the office; absent: the proposal as it stands. */
  allocations: z.optional(z.array(allocationInput).check(z.minLength(1), z.maxLength(MAX_PARTS))),
});

export const confirmedCreditSchema = z.object({
  line_id: z.string(),
  /** A gym or hall payment found in the bank: no flat's payment (its request's approval gives the receipt). */
  purpose: z.optional(z.enum(PAYMENT_PURPOSES)),
  payments: z.array(
    z.object({ flat_no: z.string(), receipt_number: z.string(), amount_paise: z.number().check(z.int()) }),
  ),
});
export type ConfirmedCredit = z.output<typeof confirmedCreditSchema>;

/** The task kind of "Confirm all" (shared/tasks.ts): thousands of proposals take minutes. */
export const CONFIRM_ALL_TASK = 'reconciliation.confirm-all';

export const confirmAllSchema = z.object({
  confirmed: z.number().check(z.int()),
  failed: z.array(z.object({ line_id: z.string(), narration: z.string(), message: z.string() })),
});
export type ConfirmAllResult = z.output<typeof confirmAllSchema>;

export const reconciliationAdminApi = {
  /** The statements' credits, newest first, each with its open proposal: the office's queue. */
  credits: endpoint({
    method: 'GET',
    path: '/api/admin/reconciliation/credits',
    access: 'accounts:view',
    input: creditListQuery,
    output: paged(creditSchema),
  }),
  /** The presets (the largest banks' layouts) and the banks whose columns the office mapped, for the upload form. */
  layouts: endpoint({
    method: 'GET',
    path: '/api/admin/reconciliation/layouts',
    access: 'accounts:view',
    input: noInput,
    output: z.object({
      presets: z.array(z.object({ id: z.string(), bank: z.string() })),
      remembered: z.array(z.string()),
    }),
  }),
  /**
   * Reads a statement (the bank's CSV): its new lines are stored, its new credits proposed to flats; a bad file is
   * refused naming the line, and nothing is written. Up to STATEMENT_TASK_LINES lines in one transaction (201, its
   * summary); more, checked whole and stored, then read by a task in batches (202, the task, whose figures give the
   * summary when done). With `bank` and `mapping`, the mapping is remembered for that bank; with `bank` alone, the
   * remembered one is used; with neither, the presets.
   */
  importStatement: endpoint({
    method: 'POST',
    path: '/api/admin/reconciliation/statements',
    access: 'accounts:manage',
    input: z.strictObject({
      /** A preset's id: its headings only (without it, any preset whose headings the file has). */
      preset: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
      bank: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
      mapping: z.optional(z.string().check(z.maxLength(2000))),
    }),
    output: z.union([statementImportSchema, statementReadingSchema]),
    upload: {
      field: 'file',
      maxBytes: STATEMENT_MAX_BYTES,
      types: ['csv'],
      required: true,
      tooLargeMessage: STATEMENT_TEXT.tooLarge,
    },
  }),
  /**
   * Confirms a credit: its proposal as it stands, or the office's own parts (another flat, or split across flats or
   * bills, adding up to the credit exactly). Records one payment per flat with its receipt; no undo.
   */
  confirm: endpoint({
    method: 'POST',
    path: '/api/admin/reconciliation/credits/:id/confirm',
    access: 'accounts:manage',
    input: confirmCreditInput,
    output: confirmedCreditSchema,
  }),
  /** Confirms every open proposal at or above a confidence, each in its own transaction. */
  confirmAll: endpoint({
    method: 'POST',
    path: '/api/admin/reconciliation/confirm-all',
    access: 'accounts:manage',
    input: z.strictObject({
      confidence: z.enum(CONFIDENCES, { error: 'Confidence must be high, medium or low' }),
    }),
    /** The task that confirms them, one by one; its progress is read from the tasks' endpoints. */
    output: taskSchema,
  }),
  /** Drops a credit's open proposal: it stays in the queue as unmatched. */
  leaveUnmatched: endpoint({
    method: 'POST',
    path: '/api/admin/reconciliation/credits/:id/unmatched',
    access: 'accounts:manage',
    input: byId,
    output: z.object({ line_id: z.string() }),
  }),
};

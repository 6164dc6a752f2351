// The reconciliation report of a statement period (issue 21 item 6, office only): the bank's opening and closing
// balance, its credits (matched: confirmed into the ledger; unmatched: the rest, proposals awaiting the office
// included) and debits, the unmatched credits with their age, the payments residents reported that no statement
// line was matched to, and the ledger's collections of the same days by mode, so the difference against the matched
// credits is explained (cash and cheques are not bank credits until deposited).
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { pageQuery } from './schemas.ts';
import { isoDate } from './validation.ts';

/** A year, a leap year's included (1 Apr 2027 to 31 Mar 2028 is 366 days); a longer period is refused. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_TEXT = {
  bothDates: 'Please choose both the start and the end date',
  fromAfterTo: 'The start date must be on or before the end date',
  tooLong: `The report covers at most ${REPORT_MAX_DAYS} days (one year): please choose a shorter period`,
  noBalance: 'not given by the bank',
  exported: 'Reconciliation report exported',
  exportFailed: 'Failed to export the reconciliation report',
  loadFailed: 'Failed to load the reconciliation report',
} as const;

/** Days from `from` to `to`, both counted. */
export const daysSpanned = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** What is wrong with a period, with the field to blame; null when it is fine. */
export function periodProblem(from?: string, to?: string): { field: 'from' | 'to'; message: string } | null {
  if (!from !== !to) return { field: from ? 'to' : 'from', message: REPORT_TEXT.bothDates };
  if (!from || !to) return null;
  if (from > to) return { field: 'from', message: REPORT_TEXT.fromAfterTo };
  if (daysSpanned(from, to) > REPORT_MAX_DAYS) return { field: 'to', message: REPORT_TEXT.tooLong };
  return null;
}

/** Both dates, or neither: the last imported statement's period. */
const periodShape = { from: z.optional(isoDate), to: z.optional(isoDate) };
const checkPeriod = (q: { from?: string; to?: string }, ctx: z.core.$RefinementCtx) => {
  const problem = periodProblem(q.from, q.to);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};
export const reportPeriodQuery = z.strictObject(periodShape).check(z.superRefine(checkPeriod));
export const reportListQuery = z.extend(pageQuery, periodShape).check(z.superRefine(checkPeriod));
export type ReportPeriod = { from: string; to: string };

const int = z.number().check(z.int());
/** How many, and how many paise. */
const tally = z.object({ count: int, paise: int });

export const LEDGER_MODES = ['upi', 'neft', 'imps', 'cheque', 'cash'] as const;
/** Money the office records in hand: in the bank only once deposited, so never a credit of the same day. */
export const OFFICE_MODES = ['cash', 'cheque'] as const;

export const reconciliationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The bank's balance before the period's first line and after its last; null: the statement gives none. */
  opening_balance_paise: z.nullable(int),
  closing_balance_paise: z.nullable(int),
  credits: tally,
  /** Confirmed: their payments are in the ledger. */
  matched: tally,
  /** Not confirmed, of which `proposed` await the office's look. */
  unmatched: tally,
  proposed: tally,
  debits: tally,
  /** Reported (or confirmed) by residents, paid in the period, with no statement line matched to them. */
  not_found: tally,
  /** Payments received in the period less those reversed in it, by mode (every mode, zero when none). */
  ledger: z.array(z.object({ mode: z.enum(LEDGER_MODES), paise: int })),
  ledger_paise: int,
  /** Cash and cheques among them. */
  office_paise: int,
  /** Ledger collections minus matched credits; of it, what the bank-mode payments alone differ by. */
  difference_paise: int,
  bank_difference_paise: int,
});
export type ReconciliationReport = z.output<typeof reconciliationReportSchema>;

export const unmatchedCreditSchema = z.object({
  line_id: z.string(),
  txn_date: z.string(),
  narration: z.string(),
  reference: z.string(),
  amount_paise: int,
  /** Today (society time) minus the credit's date. */
  age_days: int,
  /** 'proposed': a rule found a flat and the office has not confirmed it yet. */
  status: z.enum(['proposed', 'unmatched']),
});
export type UnmatchedCredit = z.output<typeof unmatchedCreditSchema>;

export const notFoundPaymentSchema = z.object({
  id: z.string(),
  flat_no: z.string(),
  paid_on: z.string(),
  amount_paise: int,
  mode: z.string(),
  reference: z.string(),
  status: z.enum(['reported', 'confirmed']),
  age_days: int,
});
export type NotFoundPayment = z.output<typeof notFoundPaymentSchema>;

const pagedOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ from: z.string(), to: z.string(), items: z.array(item), total: int, page: int, pageSize: int });

/** The export: one table, each row naming its section (a spreadsheet filters by it). */
export const REPORT_CSV_COLUMNS = [
  'Section',
  'Item',
  'Date',
  'Count',
  'Amount (Rs)',
  'Age (days)',
  'Flat',
  'Reference',
  'Narration',
  'Status',
] as const;
export const reportFileName = ({ from, to }: ReportPeriod) => `bank_reconciliation_${from}_to_${to}.csv`;

export const reconciliationReportApi = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/reconciliation/report',
    access: 'accounts:view',
    input: reportPeriodQuery,
    output: reconciliationReportSchema,
  }),
  /** The period's credits not confirmed, oldest first. */
  unmatched: endpoint({
    method: 'GET',
    path: '/api/admin/reconciliation/report/unmatched',
    access: 'accounts:view',
    input: reportListQuery,
    output: pagedOf(unmatchedCreditSchema),
  }),
  /** Payments residents reported in the period that no statement line was matched to, oldest first. */
  notFound: endpoint({
    method: 'GET',
    path: '/api/admin/reconciliation/report/not-found',
    access: 'accounts:view',
    input: reportListQuery,
    output: pagedOf(notFoundPaymentSchema),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/reconciliation/report/export',
    access: 'accounts:view',
    input: reportPeriodQuery,
    output: 'file',
  }),
};

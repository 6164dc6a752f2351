// The reconciliation report of a statement period (shared/reconciliation-report.ts says what each figure means).
// Every figure is an SQL aggregate over the period's lines, proposals, reported payments and ledger entries: a
// handful of queries whatever the number of lines; the two lists are read a page at a time.
import { and, asc, between, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import {
  LEDGER_MODES,
  type NotFoundPayment,
  OFFICE_MODES,
  REPORT_CSV_COLUMNS,
  REPORT_TEXT,
  type ReconciliationReport,
  type ReportPeriod,
  reportFileName,
  type UnmatchedCredit,
} from '../../../shared/reconciliation-report.ts';
import { PAYMENT_PURPOSE_LABEL } from '../../../shared/reported-payments.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  duesPayments,
  ledgerEntries as entries,
  flats,
  bankStatementLines as lines,
  reconciliationProposals as proposals,
  reportedPayments as reported,
  bankStatements as statements,
} from '../../db/schema.ts';
import type { FileResult } from '../../http/route.ts';
import { audit } from '../../platform/audit.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { type PageRequest, paginate } from '../../platform/paginate.ts';

const paise = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::bigint`.mapWith(Number);
const counted = (expr: SQL) => sql<number>`${expr}::int`.mapWith(Number);
/** A line's confirmed or open proposal (a credit has at most one that is not rejected). */
const openProposal = and(eq(proposals.line_id, lines.id), ne(proposals.status, 'rejected'));
/** Whole days from a date to today in the society's time zone. */
const ageOf = (today: string, day: SQL | typeof lines.txn_date) =>
  sql<number>`(${today}::date - ${day})::int`.mapWith(Number);

/** The period asked for, else the last imported statement's, else the month so far. */
export async function resolvePeriod(
  ctx: AppContext,
  q: { from?: string; to?: string },
): Promise<ReportPeriod> {
  if (q.from && q.to) return { from: q.from, to: q.to };
  const [last] = await ctx.db
    .select({ from: statements.first_date, to: statements.last_date })
    .from(statements)
    .orderBy(desc(statements.created_at), desc(statements.id))
    .limit(1);
  if (last) return last;
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const inPeriod = (p: ReportPeriod) => between(lines.txn_date, p.from, p.to);

/**
 * The lines in the bank's own order: by date, then by statement as imported, then by the line's row; a statement
 * printed newest first (some banks do) has its rows read backwards, so "first" is always the earliest.
 */
const ascending = sql`(select (select f.txn_date from ${lines} f where f.statement_id = ${lines.statement_id} order by f.line_no limit 1)
  <= (select l.txn_date from ${lines} l where l.statement_id = ${lines.statement_id} order by l.line_no desc limit 1))`;
const bankOrder = [
  lines.txn_date,
  sql`(select s.created_at from ${statements} s where s.id = ${lines.statement_id})`,
  sql`case when ${ascending} then ${lines.line_no} else -${lines.line_no} end`,
];

async function balances(db: Db, p: ReportPeriod) {
  // Only the period's first (or last) day is put in the bank's order: a few lines, however long the period.
  const edge = (order: typeof asc) =>
    db
      .select({ direction: lines.direction, amount: lines.amount_paise, balance: lines.balance_paise })
      .from(lines)
      .where(
        eq(
          lines.txn_date,
          sql`(select ${sql.raw(order === asc ? 'min' : 'max')}(d.txn_date) from ${lines} d where d.txn_date between ${p.from} and ${p.to})`,
        ),
      )
      .orderBy(...bankOrder.map((key) => order(key)))
      .limit(1);
  const [[first], [last]] = await Promise.all([edge(asc), edge(desc)]);
  // The balance before the first line: its balance with the line itself taken back.
  const opening =
    first?.balance == null
      ? null
      : first.balance - (first.direction === 'credit' ? first.amount : -first.amount);
  return { opening_balance_paise: opening, closing_balance_paise: last?.balance ?? null };
}

export async function reconciliationReport(ctx: AppContext, p: ReportPeriod): Promise<ReconciliationReport> {
  const db = ctx.db;
  const credit = sql`${lines.direction} = 'credit'`;
  const confirmed = sql`${credit} and ${proposals.status} = 'confirmed'`;
  const notConfirmed = sql`${credit} and ${proposals.status} is distinct from 'confirmed'`;
  const proposed = sql`${credit} and ${proposals.status} = 'proposed'`;
  const debit = sql`${lines.direction} = 'debit'`;
  const tally = (where: SQL) => ({
    count: counted(sql`count(*) filter (where ${where})`),
    paise: paise(sql`sum(${lines.amount_paise}) filter (where ${where})`),
  });
  // A reversal counts against the payment it reverses, in that payment's mode.
  const payment = sql`(select p.document_id from ${entries} p where p.id = case when ${entries.kind} = 'payment_reversal' then ${entries.refers_to} else ${entries.id} end)`;
  const [edges, [lineFigures], [notFound], byMode] = await Promise.all([
    balances(db, p),
    db
      .select({
        credits: tally(credit),
        matched: tally(confirmed),
        unmatched: tally(notConfirmed),
        proposed: tally(proposed),
        debits: tally(debit),
      })
      .from(lines)
      .leftJoin(proposals, openProposal)
      .where(inPeriod(p)),
    db
      .select({
        count: counted(sql`count(*)`),
        paise: paise(sql`sum(${reported.amount_paise})`),
      })
      .from(reported)
      .where(notFoundWhere(p)),
    db
      .select({
        mode: duesPayments.mode,
        paise: paise(
          sql`sum(case when ${entries.kind} = 'payment' then ${entries.amount_paise} else -${entries.amount_paise} end)`,
        ),
      })
      .from(entries)
      .innerJoin(duesPayments, eq(duesPayments.id, payment))
      .where(
        and(
          inArray(entries.kind, ['payment', 'payment_reversal']),
          between(entries.entry_date, p.from, p.to),
        ),
      )
      .groupBy(duesPayments.mode)
      // Gym and hall payments confirmed (by the bank or the request's approval): money received beside the dues.
      .unionAll(
        db
          .select({ mode: reported.mode, paise: paise(sql`sum(${reported.amount_paise})`) })
          .from(reported)
          .where(
            and(
              ne(reported.purpose, 'dues'),
              eq(reported.status, 'confirmed'),
              between(reported.paid_on, p.from, p.to),
            ),
          )
          .groupBy(reported.mode),
      ),
  ]);
  const ledger = LEDGER_MODES.map((mode) => ({
    mode,
    paise: byMode.filter((m) => m.mode === mode).reduce((sum, m) => sum + m.paise, 0),
  }));
  const sum = (rows: typeof ledger) => rows.reduce((total, r) => total + r.paise, 0);
  const ledgerPaise = sum(ledger);
  const officePaise = sum(ledger.filter((r) => (OFFICE_MODES as readonly string[]).includes(r.mode)));
  return {
    ...p,
    ...edges,
    ...lineFigures,
    not_found: notFound,
    ledger,
    ledger_paise: ledgerPaise,
    office_paise: officePaise,
    difference_paise: ledgerPaise - lineFigures.matched.paise,
    bank_difference_paise: ledgerPaise - officePaise - lineFigures.matched.paise,
  };
}

/** Reported or confirmed, paid in the period, and no statement line's proposal names it. */
function notFoundWhere(p: ReportPeriod) {
  return and(
    inArray(reported.status, ['reported', 'confirmed']),
    between(reported.paid_on, p.from, p.to),
    sql`not exists (select 1 from ${proposals} where ${proposals.reported_payment_id} = ${reported.id} and ${proposals.status} <> 'rejected')`,
  );
}

function unmatchedRows(ctx: AppContext, p: ReportPeriod, limit: number, offset: number) {
  return ctx.db
    .select({
      line_id: lines.id,
      txn_date: lines.txn_date,
      narration: lines.narration,
      reference: lines.reference,
      amount_paise: lines.amount_paise,
      age_days: ageOf(todayIn(ctx.config.SOCIETY_TIMEZONE), lines.txn_date),
      status: sql<
        UnmatchedCredit['status']
      >`case when ${proposals.id} is null then 'unmatched' else 'proposed' end`,
    })
    .from(lines)
    .leftJoin(proposals, openProposal)
    .where(unmatchedWhere(p))
    .orderBy(asc(lines.txn_date), asc(lines.line_no), asc(lines.id))
    .limit(limit)
    .offset(offset);
}
const unmatchedWhere = (p: ReportPeriod) =>
  and(inPeriod(p), eq(lines.direction, 'credit'), sql`${proposals.status} is distinct from 'confirmed'`);

function notFoundRows(ctx: AppContext, p: ReportPeriod, limit: number, offset: number) {
  return ctx.db
    .select({
      id: reported.id,
      // A gym or hall payment says what it paid beside the payer's flat (which may not be in the register).
      flat_no: sql<string>`case when ${reported.purpose} = 'dues' then ${flats.flat_no}
        else concat_ws(' · ', ${flats.flat_no}, case ${reported.purpose} when 'membership' then ${PAYMENT_PURPOSE_LABEL.membership} else ${PAYMENT_PURPOSE_LABEL.hall_booking} end) end`,
      paid_on: reported.paid_on,
      amount_paise: reported.amount_paise,
      mode: reported.mode,
      reference: reported.reference,
      status: sql<NotFoundPayment['status']>`${reported.status}`,
      age_days: ageOf(todayIn(ctx.config.SOCIETY_TIMEZONE), sql`${reported.paid_on}`),
    })
    .from(reported)
    .leftJoin(flats, eq(flats.id, reported.flat_id))
    .where(notFoundWhere(p))
    .orderBy(asc(reported.paid_on), asc(reported.created_at), asc(reported.id))
    .limit(limit)
    .offset(offset);
}

export async function unmatchedCredits(ctx: AppContext, p: ReportPeriod, page: PageRequest) {
  const list = await paginate(
    ctx.db,
    page,
    (limit, offset) => unmatchedRows(ctx, p, limit, offset),
    () =>
      ctx.db
        .select({ total: count() })
        .from(lines)
        .leftJoin(proposals, openProposal)
        .where(unmatchedWhere(p)),
  );
  return { ...p, ...list };
}

export async function notFoundPayments(ctx: AppContext, p: ReportPeriod, page: PageRequest) {
  const list = await paginate(
    ctx.db,
    page,
    (limit, offset) => notFoundRows(ctx, p, limit, offset),
    () => ctx.db.select({ total: count() }).from(reported).where(notFoundWhere(p)),
  );
  return { ...p, ...list };
}

const BATCH = 2000;
/** Every row of a list, a batch at a time (the period's lines may be many thousands). */
async function* allOf<T>(read: (limit: number, offset: number) => Promise<T[]>) {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await read(BATCH, offset);
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

const MODE_LABEL: Record<(typeof LEDGER_MODES)[number], string> = {
  upi: 'UPI',
  neft: 'NEFT',
  imps: 'IMPS',
  cheque: 'Cheque',
  cash: 'Cash',
};

/** One CSV, a row per figure and per listed item, each naming its section. Amounts in rupees with paise. */
export async function exportReport(
  ctx: AppContext,
  admin: SessionUser,
  p: ReportPeriod,
): Promise<FileResult> {
  // Read before anything is sent, so a failing query still answers with an error status.
  const r = await reconciliationReport(ctx, p);
  await audit(ctx.db, {
    userId: admin.id,
    action: 'reconciliation_report_exported',
    resource: 'bank_statement_lines',
    details: { from: p.from, to: p.to },
  });
  const money = (value: number | null) => (value == null ? null : BigInt(value));
  const figure = (
    item: string,
    value: number | null,
    n: number | null = null,
    date: string | null = null,
  ) => ['Summary', item, date, n, value == null ? REPORT_TEXT.noBalance : money(value)];
  // Every row as wide as the header: a spreadsheet (and RFC 4180) expects one width.
  const width = REPORT_CSV_COLUMNS.length;
  async function* records() {
    for await (const row of rows()) yield [...row, ...Array<null>(width - row.length).fill(null)];
  }
  async function* rows() {
    yield figure('Opening bank balance', r.opening_balance_paise, null, r.from);
    yield figure('Closing bank balance', r.closing_balance_paise, null, r.to);
    yield figure('Credits', r.credits.paise, r.credits.count);
    yield figure('Matched credits (confirmed)', r.matched.paise, r.matched.count);
    yield figure('Unmatched credits', r.unmatched.paise, r.unmatched.count);
    yield figure('of which proposed, awaiting confirmation', r.proposed.paise, r.proposed.count);
    yield figure('Debits', r.debits.paise, r.debits.count);
    yield figure('Reported by residents, not found in the bank', r.not_found.paise, r.not_found.count);
    for (const m of r.ledger) yield ['Ledger collections', MODE_LABEL[m.mode], null, null, money(m.paise)];
    yield ['Ledger collections', 'Total', null, null, money(r.ledger_paise)];
    yield figure('Ledger collections less matched credits', r.difference_paise);
    yield figure('of which cash and cheques (not bank credits until deposited)', r.office_paise);
    yield figure('of which bank payments not matched to a credit of the period', r.bank_difference_paise);
    for await (const c of allOf((limit, offset) => unmatchedRows(ctx, p, limit, offset)))
      yield [
        'Unmatched credit',
        c.status === 'proposed' ? 'Proposed, awaiting confirmation' : 'No flat found',
        c.txn_date,
        null,
        money(c.amount_paise),
        c.age_days,
        null,
        c.reference,
        c.narration,
        c.status,
      ];
    for await (const n of allOf((limit, offset) => notFoundRows(ctx, p, limit, offset)))
      yield [
        'Reported, not found in the bank',
        MODE_LABEL[n.mode],
        n.paid_on,
        null,
        money(n.amount_paise),
        n.age_days,
        n.flat_no,
        n.reference,
        null,
        n.status,
      ];
  }
  return csvDownload(ctx.log, {
    columns: REPORT_CSV_COLUMNS,
    records: records(),
    filename: reportFileName(p),
    what: 'Reconciliation report',
  });
}

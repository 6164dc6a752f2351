// Bill runs: a period's draft made, recomputed or discarded, and published. Every write takes the runs' turn (a
// transaction-scoped advisory lock, held across processes on PostgreSQL) and locks the run's row, so two publishes
// of one run, or a publish beside a recompute, follow each other: the second finds the run published and is refused.
// The partial unique index on live runs (bill_runs_live_period_uq) refuses a second run of a period whatever else
// happens, and bills_flat_period_uq a second bill of a flat for a period.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BILL_RUNS_TEXT, type BillRun, type createRunInput } from '../../../shared/bill-runs-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { billDrafts, billRuns, bills } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { type PageRequest, paginate } from '../../platform/paginate.ts';
import { lockCheckpoints, saveCheckpoints } from '../dues/checkpoints.ts';
import { type NewLedgerEntry, postEntries } from '../dues/ledger-store.ts';
import { approverId, signatures } from '../money-approvals/signatures.ts';
import { computeDrafts, type Draft, storeDrafts } from './drafts.ts';
import { ACCOUNTS_SERIES, documentNumber } from './numbering.ts';
import { periodFromKey, periodLabel } from './periods.ts';
import { importReadings } from './readings-import.ts';
import { readBillingSettings } from './settings-service.ts';

type Run = typeof billRuns.$inferSelect;

const takeTurn = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing:bill_runs'))`);

/**
 * The run of the row being read, named in full: inside a subquery drizzle writes a column without its table, and
 * a bare "id" there would be the bill's own.
 */
const thisRun = sql.raw('"bill_runs"."id"');

/** A run with its flats and total (from its drafts, or once published its bills), as the office lists it. */
const runColumns = {
  id: billRuns.id,
  period_key: billRuns.period_key,
  bill_date: billRuns.bill_date,
  due_date: billRuns.due_date,
  status: billRuns.status,
  computed_at: billRuns.computed_at,
  published_at: billRuns.published_at,
  flats: sql<number>`case when ${billRuns.status} = 'published'
    then (select count(*) from ${bills} where ${bills.run_id} = ${thisRun})
    else (select count(*) from ${billDrafts} where ${billDrafts.run_id} = ${thisRun}) end`.mapWith(Number),
  total_paise: sql<number>`case when ${billRuns.status} = 'published'
    then (select coalesce(sum(${bills.total_paise}), 0) from ${bills} where ${bills.run_id} = ${thisRun})
    else (select coalesce(sum(${billDrafts.total_paise}), 0) from ${billDrafts}
          where ${billDrafts.run_id} = ${thisRun}) end`.mapWith(Number),
};

type RunRow = Omit<BillRun, 'period_label' | 'computed_at' | 'published_at'> & {
  computed_at: Date | null;
  published_at: Date | null;
};
const asRun = (row: RunRow): BillRun => ({
  ...row,
  period_label: periodLabel(row.period_key),
  computed_at: row.computed_at?.toISOString() ?? null,
  published_at: row.published_at?.toISOString() ?? null,
});

export async function readRun(db: Db | Tx, id: string) {
  const [row] = await db.select(runColumns).from(billRuns).where(eq(billRuns.id, id));
  if (!row) throw notFound(BILL_RUNS_TEXT.notFound);
  return asRun(row);
}

export function listRuns(db: Db, page: PageRequest) {
  return paginate(
    db,
    page,
    async (limit, offset) =>
      (
        await db
          .select(runColumns)
          .from(billRuns)
          .orderBy(desc(billRuns.created_at), desc(billRuns.id))
          .limit(limit)
          .offset(offset)
      ).map(asRun),
    () => db.select({ total: count() }).from(billRuns),
  );
}

/** The run's row, locked until the transaction ends; refused unless it is still a draft. */
async function lockedDraft(tx: Tx, id: string): Promise<Run> {
  const [run] = await tx.select().from(billRuns).where(eq(billRuns.id, id)).for('update');
  if (!run) throw notFound(BILL_RUNS_TEXT.notFound);
  if (run.status === 'published') throw conflict(BILL_RUNS_TEXT.periodPublished(periodLabel(run.period_key)));
  if (run.status !== 'draft') throw conflict(BILL_RUNS_TEXT.notDraft);
  return run;
}

/** The period's kind must be the setting's (a month, or a quarter). */
async function settingsFor(tx: Tx, periodKey: string) {
  const settings = await readBillingSettings(tx);
  const period = periodFromKey(periodKey);
  if (!period || period.kind !== settings.billing_period) {
    const message = BILL_RUNS_TEXT.periodKind(settings.billing_period);
    throw badRequest(message, { period_key: message });
  }
  return { settings, kind: period.kind };
}

async function draft(tx: Tx, run: Run) {
  const { settings, kind } = await settingsFor(tx, run.period_key);
  const { drafts } = await computeDrafts(tx, run, settings, kind);
  await storeDrafts(tx, run.id, drafts);
  await tx.update(billRuns).set({ computed_at: sql`now()` }).where(eq(billRuns.id, run.id));
  return drafts;
}

export async function createRun(ctx: AppContext, admin: SessionUser, input: z.output<typeof createRunInput>) {
  const id = await ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    await settingsFor(tx, input.period_key);
    const [live] = await tx
      .select({ status: billRuns.status })
      .from(billRuns)
      .where(sql`${billRuns.period_key} = ${input.period_key} and ${billRuns.status} <> 'discarded'`);
    const label = periodLabel(input.period_key);
    if (live?.status === 'published') throw conflict(BILL_RUNS_TEXT.periodPublished(label));
    if (live) throw conflict(BILL_RUNS_TEXT.periodHasDraft(label));
    const [run] = await tx
      .insert(billRuns)
      .values({ ...input, created_by: admin.id })
      .returning();
    const drafts = await draft(tx, run);
    await audit(tx, {
      userId: admin.id,
      action: 'bill_run_drafted',
      resource: 'bill_runs',
      details: {
        id: run.id,
        period: run.period_key,
        bill_date: run.bill_date,
        due_date: run.due_date,
        flats: drafts.length,
      },
      severity: 'medium',
    });
    return run.id;
  });
  return readRun(ctx.db, id);
}

export async function recomputeRun(ctx: AppContext, admin: SessionUser, id: string) {
  await ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    const run = await lockedDraft(tx, id);
    const drafts = await draft(tx, run);
    await audit(tx, {
      userId: admin.id,
      action: 'bill_run_recomputed',
      resource: 'bill_runs',
      details: { id, period: run.period_key, flats: drafts.length },
    });
  });
  return readRun(ctx.db, id);
}

/** A draft's meter readings from a CSV, then the draft recomputed with them: all in one transaction. */
export async function importRunReadings(ctx: AppContext, admin: SessionUser, id: string, csv: string) {
  return ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    const run = await lockedDraft(tx, id);
    const saved = await importReadings(tx, csv, run.period_key, admin.id);
    await draft(tx, run);
    await audit(tx, {
      userId: admin.id,
      action: 'meter_readings_imported',
      resource: 'meter_readings',
      details: { run: id, period: run.period_key, readings: saved },
    });
    return { saved };
  });
}

export async function discardRun(ctx: AppContext, admin: SessionUser, id: string) {
  await ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    const run = await lockedDraft(tx, id);
    await tx.delete(billDrafts).where(eq(billDrafts.run_id, id));
    await tx.update(billRuns).set({ status: 'discarded' }).where(eq(billRuns.id, id));
    await audit(tx, {
      userId: admin.id,
      action: 'bill_run_discarded',
      resource: 'bill_runs',
      details: { id, period: run.period_key },
      severity: 'medium',
    });
  });
  return readRun(ctx.db, id);
}

/** The ledger entries of one bill: its charges and GST due on the due date, and its interest on arrears. */
function entriesOf(
  bill: { id: string; number: string },
  d: Draft,
  run: Run,
  admin: SessionUser,
): NewLedgerEntry[] {
  const billed = d.charges_paise + d.cgst_paise + d.sgst_paise;
  const common = {
    flat_id: d.flat_id,
    entry_date: run.bill_date,
    number: bill.number,
    document_id: bill.id,
    created_by: admin.id,
    approved_by: approverId(admin),
  };
  return [
    ...(billed > 0
      ? [
          {
            ...common,
            kind: 'bill' as const,
            due_date: run.due_date,
            amount_paise: billed,
            description: `Maintenance bill ${periodLabel(run.period_key)}`,
          },
        ]
      : []),
    ...(d.interest_paise > 0
      ? [
          {
            ...common,
            kind: 'interest' as const,
            amount_paise: d.interest_paise,
            description: `Interest on arrears to ${run.bill_date}`,
          },
        ]
      : []),
  ];
}

/**
 * Issues every flat's bill in one transaction: the drafts are worked out again from the ledger as it is now (a
 * payment recorded since the preview counts), numbered without gaps in the financial year of the bill date,
 * written with their ledger entries, the drafts removed, the run marked published and the audit row written.
 */
export async function publishRun(ctx: AppContext, admin: SessionUser, id: string) {
  await ctx.db.transaction(async (tx) => {
    await takeTurn(tx);
    // Before the ledgers are read: an entry posted meanwhile is either read or waits and sees the checkpoints.
    await lockCheckpoints(tx);
    const run = await lockedDraft(tx, id);
    // Worked out again, not stored as drafts: the publish would remove them at once.
    const { settings, kind } = await settingsFor(tx, run.period_key);
    const { drafts, checkpoints } = await computeDrafts(tx, run, settings, kind);
    const { year, number: first } = await nextDocumentNumber(
      tx,
      ACCOUNTS_SERIES.bill.series,
      ctx.config.SOCIETY_TIMEZONE,
      run.bill_date,
      drafts.length,
    );
    const entries: NewLedgerEntry[] = [];
    for (let i = 0; i < drafts.length; i += 500) {
      const batch = drafts.slice(i, i + 500);
      const issued = await tx
        .insert(bills)
        .values(
          batch.map(({ flags: _, run_id, ...d }, j) => ({
            ...d,
            run_id,
            number: documentNumber('bill', year, first + i + j),
            period_key: run.period_key,
            bill_date: run.bill_date,
            due_date: run.due_date,
          })),
        )
        .returning({ id: bills.id, number: bills.number });
      for (const [j, bill] of issued.entries()) entries.push(...entriesOf(bill, batch[j], run, admin));
    }
    for (let i = 0; i < entries.length; i += 500) await postEntries(tx, entries.slice(i, i + 500));
    await saveCheckpoints(tx, settings, checkpoints);
    await tx.delete(billDrafts).where(eq(billDrafts.run_id, id));
    await tx
      .update(billRuns)
      .set({
        status: 'published',
        published_by: admin.id,
        approved_by: approverId(admin),
        published_at: sql`now()`,
        computed_at: sql`now()`,
      })
      .where(eq(billRuns.id, id));
    const last = first + drafts.length - 1;
    await audit(tx, {
      userId: admin.id,
      action: 'bill_run_published',
      resource: 'bill_runs',
      details: {
        id,
        period: run.period_key,
        bills: drafts.length,
        first: documentNumber('bill', year, first),
        last: documentNumber('bill', year, last),
        total_paise: drafts.reduce((sum, d) => sum + d.total_paise, 0),
        ...signatures(admin),
      },
      severity: 'high',
    });
  });
  return readRun(ctx.db, id);
}

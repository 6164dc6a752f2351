// What the office reads of a run: its totals per head, per wing and for the society, and each flat's figures with
// the change from its last bill, from the drafts until the run is published and from its bills after. Totals are
// summed by the database; a page of flats is one statement.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FLAG_LABEL,
  type RunFlat,
  type RunSummary,
  runCsvFileName,
  type runFlatsQuery,
} from '../../../shared/bill-runs-admin.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { billDrafts, bills, flats } from '../../db/schema.ts';
import type { FileResult } from '../../http/route.ts';
import { csvDownload } from '../../platform/csv-export.ts';
import { paginate } from '../../platform/paginate.ts';
import { containsText } from '../../platform/search.ts';
import { readRun } from './bill-runs-service.ts';

/** Both drivers answer a raw statement with its rows under `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const int = (v: unknown) => Number(v ?? 0);

/** The run's figures per flat: its drafts, or its bills once published (bills carry no flags). */
function figures(db: Db, runId: string, published: boolean) {
  const t = published ? bills : billDrafts;
  return db
    .select({
      flat_id: t.flat_id,
      run_id: t.run_id,
      bill_id: published ? bills.id : sql<string | null>`null::uuid`.as('bill_id'),
      bill_number: published ? bills.number : sql<string | null>`null::text`.as('bill_number'),
      lines: t.lines,
      charges_paise: t.charges_paise,
      gst_paise: sql<number>`${t.cgst_paise} + ${t.sgst_paise}`.mapWith(Number).as('gst_paise'),
      interest_paise: t.interest_paise,
      arrears_paise: t.arrears_paise,
      total_paise: t.total_paise,
      flags: published ? sql<string[]>`'[]'::jsonb`.as('flags') : billDrafts.flags,
    })
    .from(t)
    .where(eq(t.run_id, runId))
    .as('f');
}

export async function runSummary(db: Db, id: string): Promise<RunSummary> {
  const run = await readRun(db, id);
  const f = figures(db, id, run.status === 'published');
  const heads = rowsOf<{ name: string; amount: string }>(
    await db.execute(sql`
      select l.line->>'name' as name, sum((l.line->>'amountPaise')::bigint)::text as amount
      from ${f}, jsonb_array_elements(${f.lines}) with ordinality as l(line, place)
      group by l.line->>'name' order by min(l.place), 1`),
  );
  const wings = await db
    .select({
      wing: flats.wing,
      flats: count(),
      total_paise: sql<number>`sum(${f.total_paise})`.mapWith(Number),
    })
    .from(f)
    .innerJoin(flats, eq(flats.id, f.flat_id))
    .groupBy(flats.wing)
    .orderBy(asc(flats.wing));
  const [society] = await db
    .select({
      charges_paise: sql<number>`coalesce(sum(${f.charges_paise}), 0)`.mapWith(Number),
      gst_paise: sql<number>`coalesce(sum(${f.gst_paise}), 0)`.mapWith(Number),
      interest_paise: sql<number>`coalesce(sum(${f.interest_paise}), 0)`.mapWith(Number),
      arrears_paise: sql<number>`coalesce(sum(${f.arrears_paise}), 0)`.mapWith(Number),
      total_paise: sql<number>`coalesce(sum(${f.total_paise}), 0)`.mapWith(Number),
      flagged: sql<number>`count(*) filter (where jsonb_array_length(${f.flags}) > 0)`.mapWith(Number),
    })
    .from(f);
  const { flagged, ...totals } = society;
  return {
    run,
    heads: heads.map((h) => ({ name: h.name, amount_paise: int(h.amount) })),
    wings,
    society: totals,
    flagged,
  };
}

/** The flats of a run with their change from the last bill before it; filtered as the table asks. */
function flatRows(
  db: Db,
  run: { id: string; bill_date: string; status: string },
  query: { q?: string; flagged?: string },
) {
  const f = figures(db, run.id, run.status === 'published');
  const change = sql<number | null>`(${f.charges_paise} + ${f.gst_paise}) - (
    select ${bills.charges_paise} + ${bills.cgst_paise} + ${bills.sgst_paise} from ${bills}
    where ${bills.flat_id} = ${f.flat_id} and ${bills.run_id} <> ${run.id} and ${bills.bill_date} <= ${run.bill_date}
    order by ${bills.bill_date} desc, ${bills.created_at} desc limit 1)`;
  const where = and(
    query.q ? containsText(query.q, [flats.flat_no, flats.wing]) : undefined,
    query.flagged === 'true' ? sql`jsonb_array_length(${f.flags}) > 0` : undefined,
  );
  const select = () =>
    db
      .select({
        flat_id: f.flat_id,
        wing: flats.wing,
        flat_no: flats.flat_no,
        bill_id: f.bill_id,
        bill_number: f.bill_number,
        lines: f.lines,
        charges_paise: f.charges_paise,
        gst_paise: f.gst_paise,
        interest_paise: f.interest_paise,
        arrears_paise: f.arrears_paise,
        total_paise: f.total_paise,
        change_paise: change.mapWith((v) => (v === null ? null : Number(v))),
        flags: f.flags,
      })
      .from(f)
      .innerJoin(flats, eq(flats.id, f.flat_id))
      .where(where)
      .orderBy(asc(flats.wing), asc(flats.flat_no));
  return {
    select,
    count: () => db.select({ total: count() }).from(f).innerJoin(flats, eq(flats.id, f.flat_id)).where(where),
  };
}

const asRunFlat = (
  row: Omit<RunFlat, 'lines'> & { lines: { name: string; amountPaise: number }[] },
): RunFlat => ({
  ...row,
  lines: row.lines.map(({ name, amountPaise }) => ({ name, amountPaise })),
});

export async function runFlats(db: Db, query: z.output<typeof runFlatsQuery>) {
  const run = await readRun(db, query.id);
  const rows = flatRows(db, run, query);
  return paginate(
    db,
    query,
    async (limit, offset) => (await rows.select().limit(limit).offset(offset)).map(asRunFlat),
    rows.count,
  );
}

/** The preview as CSV: one row per flat, a column per head, then GST, interest, arrears, total, change, flags. */
export async function exportRun(ctx: AppContext, id: string): Promise<FileResult> {
  const run = await readRun(ctx.db, id);
  const rows = (await flatRows(ctx.db, run, {}).select()).map(asRunFlat);
  const heads = rows[0]?.lines.map((l) => l.name) ?? [];
  const paise = (n: number | null) => (n === null ? '' : BigInt(n));
  return csvDownload(ctx.log, {
    columns: [
      'Wing',
      'Flat',
      'Bill number',
      ...heads,
      'GST',
      'Interest',
      'Arrears',
      'Total',
      'Change',
      'Flags',
    ],
    records: rows.map((r) => [
      r.wing,
      r.flat_no,
      r.bill_number ?? '',
      ...r.lines.map((l) => paise(l.amountPaise)),
      paise(r.gst_paise),
      paise(r.interest_paise),
      paise(r.arrears_paise),
      paise(r.total_paise),
      paise(r.change_paise),
      r.flags.map((flag) => FLAG_LABEL[flag] ?? flag).join('; '),
    ]),
    filename: runCsvFileName(run.period_key),
    what: 'bill run',
  });
}

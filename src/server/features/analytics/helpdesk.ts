// The helpdesk's figures per month and category (issue 23): items, share resolved within the deadline, median first
// response and resolution in working hours, reopen rate and average rating. One aggregate statement: the working
// minutes are stored on each item when they happen, so the database takes the medians (percentile_cont).
import { sql } from 'drizzle-orm';
import type { AnalyticsQuery, HelpdeskFigure } from '../../../shared/analytics.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AppContext } from '../../context.ts';
import { feedback } from '../../db/schema.ts';
import { bounds, resolveRange, rowsOf } from './service.ts';

interface Row {
  month: string;
  category: string | null;
  overall: boolean;
  items: number;
  judged: number;
  within: number;
  median_first: number | null;
  median_resolution: number | null;
  reopened: number;
  average_rating: number | null;
}

const hours = (minutes: number | null) => (minutes == null ? null : Number(minutes) / 60);
const share = (part: number, whole: number) => (whole > 0 ? Number(part) / Number(whole) : null);

const figureOf = (row: Row): HelpdeskFigure => ({
  month: row.month,
  category: row.overall ? null : row.category,
  items: Number(row.items),
  resolvedInTime: Number(row.within),
  withinDeadline: share(row.within, row.judged),
  medianFirstResponseHours: hours(row.median_first),
  medianResolutionHours: hours(row.median_resolution),
  reopenRate: share(row.reopened, row.items),
  averageRating: row.average_rating == null ? null : Number(row.average_rating),
});

/** The calendar months from..to as YYYY-MM. */
function monthsOf(from: string, to: string) {
  const months: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y += 1;
  }
}

export async function helpdeskFigures(ctx: AppContext, query: AnalyticsQuery) {
  const timeZone = ctx.config.SOCIETY_TIMEZONE;
  const today = todayIn(timeZone);
  const { from, to } = resolveRange(query, today);
  return ctx.cache.memo(`analytics:helpdesk:${today}:${from}:${to}`, async () => {
    const rows = await ctx.db.transaction(
      async (tx) => {
        const r = await bounds(tx, from, to, timeZone);
        const f = feedback;
        // An item counts toward the deadline share once it is decided: resolved, or its deadline has passed.
        const result = await tx.execute(sql`
          with items as (
            select to_char(date_trunc('month', ${f.created_at} at time zone ${timeZone}), 'YYYY-MM') as month, *
            from ${f} where ${f.created_at} >= ${r.lo} and ${f.created_at} < ${r.hi})
          select month, category, grouping(category) = 1 as overall,
                 count(*)::int as items,
                 (count(*) filter (where resolution_due_at is not null
                                     and (resolved_at is not null or resolution_due_at < now())))::int as judged,
                 (count(*) filter (where resolved_at <= resolution_due_at))::int as within,
                 (percentile_cont(0.5) within group (order by first_response_work_minutes))::float8 as median_first,
                 (percentile_cont(0.5) within group (order by resolution_work_minutes)
                    filter (where resolved_at is not null))::float8 as median_resolution,
                 (count(*) filter (where reopen_count > 0))::int as reopened,
                 avg(rating)::float8 as average_rating
          from items
          group by grouping sets ((month, category), (month))
          order by month, category`);
        return rowsOf<Row>(result);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const overall = new Map(rows.filter((row) => row.overall).map((row) => [row.month, figureOf(row)]));
    return {
      range: { from, to, timeZone },
      months: monthsOf(from, to).map(
        (month) =>
          overall.get(month) ??
          figureOf({
            month,
            category: null,
            overall: true,
            items: 0,
            judged: 0,
            within: 0,
            median_first: null,
            median_resolution: null,
            reopened: 0,
            average_rating: null,
          }),
      ),
      rows: rows.filter((row) => !row.overall).map(figureOf),
    };
  });
}

// The analytics page's figures and series for one date range. Each number is an aggregate computed by the
// database (three aggregate statements in one read-only snapshot, so the cards, the charts and the tables
// agree); no row leaves it to be counted or summed here.
import { type AnyColumn, and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Analytics, type AnalyticsQuery, defaultFrom, rangeProblem } from '../../../shared/analytics.ts';
import { todayIn } from '../../../shared/dates.ts';
import { FEEDBACK_CATEGORIES } from '../../../shared/feedback.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  carParkingRegistrations,
  feedback,
  hallBookings,
  houseRepairRegistrations,
  memberships,
  profiles,
} from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { bookingEarned, membershipEarned, pendingCount, revenueSum } from '../../platform/figures.ts';
import { readBillingSettings } from '../billing/settings-service.ts';
import { collectionFigures } from '../dues/collection.ts';

/** The range in force: missing dates filled (to = today, from = defaultFrom(to)) and the whole checked again. */
export function resolveRange(query: AnalyticsQuery, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? defaultFrom(to);
  const problem = rangeProblem(from, to);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  return { from, to };
}

/**
 * The half-open instant range [lo, hi) of the calendar days from..to on the society's clock, worked out once by
 * the database: left in each statement, the time zone conversion would run again for every row scanned.
 */
export async function bounds(tx: Tx, from: string, to: string, timeZone: string) {
  const result = await tx.execute(sql`
    select (${from}::date::timestamp at time zone ${timeZone})::text as lo,
           ((${to}::date + 1)::timestamp at time zone ${timeZone})::text as hi`);
  const [row] = rowsOf<{ lo: string; hi: string }>(result);
  return { lo: sql`${row.lo}::timestamptz`, hi: sql`${row.hi}::timestamptz` };
}

type Range = Awaited<ReturnType<typeof bounds>>;

/** Both drivers answer a raw statement with its rows under `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const within = (column: AnyColumn, lo: SQL, hi: SQL) => and(gte(column, lo), lt(column, hi));

/**
 * How many requests of one table were filed in the range, and where they stand. `approved` names the statuses
 * that read as approved (a membership's 'active' is one); `ended` those that ran their course.
 */
function decided<E extends Record<string, SQL.Aliased>>(
  tx: Tx,
  name: string,
  table: PgTable & { status: AnyColumn; created_at: AnyColumn },
  r: Range,
  extra = {} as E,
) {
  const s = table.status;
  return tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number).as(`${name}_total`),
      pending: pendingCount(s).as(`${name}_pending`),
      approved: counted(sql`${s} in ('approved', 'active')`).as(`${name}_approved`),
      rejected: counted(sql`${s} = 'rejected'`).as(`${name}_rejected`),
      ...extra,
    })
    .from(table)
    .where(within(table.created_at, r.lo, r.hi))
    .as(name);
}

async function figures(tx: Tx, r: Range, today: string) {
  const members = tx
    .select({
      total: sql<number>`count(*) filter (where ${profiles.created_at} < ${r.hi})`
        .mapWith(Number)
        .as('members_total'),
      joined: counted(within(profiles.created_at, r.lo, r.hi)!).as('members_joined'),
    })
    .from(profiles)
    .where(eq(profiles.office_staff, false)) // office staff are not residents
    .as('members');
  const m = decided(tx, 'm', memberships, r, {
    ended: counted(sql`${memberships.status} in ('expired', 'inactive')`).as('m_ended'),
    active: counted(
      sql`${memberships.status} in ('approved', 'active') and ${memberships.end_date} >= ${today}::date`,
    ).as('m_active'),
    revenue: revenueSum(memberships.amount_paid, membershipEarned).as('m_revenue'),
  });
  const h = decided(tx, 'h', hallBookings, r, {
    revenue: revenueSum(hallBookings.amount_paid, bookingEarned).as('h_revenue'),
  });
  const p = decided(tx, 'p', carParkingRegistrations, r);
  const q = decided(tx, 'q', houseRepairRegistrations, r);
  const counts = (t: Pick<typeof p, 'total' | 'pending' | 'approved' | 'rejected'>) => ({
    total: t.total,
    pending: t.pending,
    approved: t.approved,
    rejected: t.rejected,
  });
  const [row] = await tx
    .select({
      members: { total: members.total, joined: members.joined },
      m: { ...counts(m), ended: m.ended, active: m.active, revenue: m.revenue },
      h: { ...counts(h), revenue: h.revenue },
      p: counts(p),
      q: counts(q),
      revenue: sql<string>`${m.revenue} + ${h.revenue}`,
      pending: sql<number>`${m.pending} + ${h.pending} + ${p.pending} + ${q.pending}`.mapWith(Number),
    })
    .from(members)
    .crossJoin(m)
    .crossJoin(h)
    .crossJoin(p)
    .crossJoin(q);
  return row;
}

/**
 * Money paid per calendar month of the range (society time), both sources side by side, empty months 0. The
 * two tables' payments are grouped once, together: joined month by month instead, the planner's estimate of
 * the groups multiplies and PostgreSQL spends more time compiling the query than running it.
 */
async function revenueByMonth(tx: Tx, from: string, to: string, timeZone: string, r: Range) {
  const paid = (t: typeof memberships | typeof hallBookings, gym: boolean, earned: SQL) => sql`
    select date_trunc('month', ${t.created_at} at time zone ${timeZone}) as month,
           ${gym ? t.amount_paid : sql`0`} as gym, ${gym ? sql`0` : t.amount_paid} as hall
    from ${t} where ${earned} and ${within(t.created_at, r.lo, r.hi)}`;
  const result = await tx.execute(sql`
    with paid as (${paid(memberships, true, membershipEarned)} union all ${paid(hallBookings, false, bookingEarned)})
    select to_char(months.month, 'YYYY-MM') as month,
           coalesce(sum(paid.gym), 0) as memberships,
           coalesce(sum(paid.hall), 0) as hall_bookings
    from generate_series(date_trunc('month', ${from}::timestamp), date_trunc('month', ${to}::timestamp),
                         interval '1 month') as months(month)
    left join paid on paid.month = months.month
    group by months.month
    order by months.month`);
  return rowsOf<{ month: string; memberships: string; hall_bookings: string }>(result).map((row) => ({
    month: row.month,
    memberships: row.memberships,
    hallBookings: row.hall_bookings,
  }));
}

/**
 * Feedback per category and overall (the grouping set's empty row), with the median time to resolve; the
 * categories nobody wrote about are listed with zeros. A resolved row's updated_at is the moment it was
 * resolved: resolving is the last change feedback can take.
 */
async function feedbackFigures(tx: Tx, r: Range) {
  const result = await tx.execute(sql`
    select ${feedback.category} as category,
           grouping(${feedback.category}) = 1 as overall,
           count(*)::int as total,
           (count(*) filter (where ${feedback.status} = 'resolved'))::int as resolved,
           (percentile_cont(0.5) within group (order by extract(epoch from ${feedback.updated_at} - ${feedback.created_at}))
              filter (where ${feedback.status} = 'resolved'))::float8 as median_seconds
    from ${feedback}
    where ${within(feedback.created_at, r.lo, r.hi)}
    group by grouping sets ((${feedback.category}), ())`);
  const rows = rowsOf<{
    category: string | null;
    overall: boolean;
    total: number;
    resolved: number;
    median_seconds: number | null;
  }>(result);
  const figures = (row: (typeof rows)[number] | undefined) => ({
    total: Number(row?.total ?? 0),
    resolved: Number(row?.resolved ?? 0),
    medianResolveHours: row?.median_seconds == null ? null : Number(row.median_seconds) / 3600,
  });
  return {
    ...figures(rows.find((row) => row.overall)),
    byCategory: FEEDBACK_CATEGORIES.map((category) => ({
      category,
      ...figures(rows.find((row) => !row.overall && row.category === category)),
    })),
  };
}

export async function analytics(ctx: AppContext, query: AnalyticsQuery) {
  const timeZone = ctx.config.SOCIETY_TIMEZONE;
  const today = todayIn(timeZone);
  const { from, to } = resolveRange(query, today);
  // Scans every request table of the range: one answer per range is kept a few seconds (platform/cache.ts).
  return ctx.cache.memo(`analytics:${today}:${from}:${to}`, () => figuresFor(ctx, { from, to, today }));
}

async function figuresFor(ctx: AppContext, { from, to, today }: { from: string; to: string; today: string }) {
  const timeZone = ctx.config.SOCIETY_TIMEZONE;
  const { billing_period } = await readBillingSettings(ctx.db);
  return ctx.db.transaction(
    async (tx) => {
      // Compiling these one-off scans costs PostgreSQL more than running them (measured: 0.7 s of JIT).
      if (ctx.database.kind === 'postgres') await tx.execute(sql`set local jit = off`);
      const r = await bounds(tx, from, to, timeZone);
      const { members, m, h, p, q, revenue, pending } = await figures(tx, r, today);
      return {
        range: { from, to, timeZone },
        members,
        revenue,
        pending,
        memberships: m,
        hallBookings: h,
        parking: p,
        repairs: q,
        revenueByMonth: await revenueByMonth(tx, from, to, timeZone, r),
        feedback: await feedbackFigures(tx, r),
        collection: await collectionFigures(tx, timeZone, billing_period),
      } satisfies Record<keyof Analytics, unknown>;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

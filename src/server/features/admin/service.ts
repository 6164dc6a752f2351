// The dashboard's figures and the sidebar badges, each read in one SQL statement: one single-row aggregate
// per table, cross-joined, so no rows leave the database to be summed.
import { type AnyColumn, count, eq, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { carParkingRegistrations, hallBookings, memberships, profiles } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Revenue counts every request that was not rejected (pending ones included, as the spec's figure does). */
const revenue = (amount: AnyColumn, status: AnyColumn) =>
  sql<string>`coalesce(sum(${amount}) filter (where ${status} <> 'rejected'), 0)`;

const pendingParking = (db: Db) =>
  db
    .select({ pending: count().as('pending_parking') })
    .from(carParkingRegistrations)
    .where(eq(carParkingRegistrations.status, 'pending'))
    .as('parking');

const membershipFigures = (db: Db) =>
  db
    .select({
      revenue: revenue(memberships.amount_paid, memberships.status).as('membership_revenue'),
      pending: counted(sql`${memberships.status} = 'pending'`).as('pending_memberships'),
    })
    .from(memberships)
    .as('m');

const hallFigures = (db: Db) =>
  db
    .select({
      revenue: revenue(hallBookings.amount_paid, hallBookings.status).as('hall_revenue'),
      bookings: count().as('bookings'),
      approved: counted(sql`${hallBookings.status} = 'approved'`).as('approved_bookings'),
      pending: counted(sql`${hallBookings.status} = 'pending'`).as('pending_bookings'),
    })
    .from(hallBookings)
    .as('h');

export async function dashboardStats(db: Db) {
  // Residents only: office staff the admin invited have no flat and are not members.
  const members = db
    .select({ total: count().as('total_members') })
    .from(profiles)
    .where(eq(profiles.office_staff, false))
    .as('members');
  const m = membershipFigures(db);
  const h = hallFigures(db);
  const parking = pendingParking(db);
  const [row] = await db
    .select({
      totalMembers: sql<number>`${members.total}`.mapWith(Number),
      membershipRevenue: sql<string>`${m.revenue}`,
      hallRevenue: sql<string>`${h.revenue}`,
      revenue: sql<string>`${m.revenue} + ${h.revenue}`,
      bookings: sql<number>`${h.bookings}`.mapWith(Number),
      approvedBookings: sql<number>`${h.approved}`.mapWith(Number),
      pendingMemberships: sql<number>`${m.pending}`.mapWith(Number),
      pendingBookings: sql<number>`${h.pending}`.mapWith(Number),
      pending: sql<number>`${m.pending} + ${h.pending}`.mapWith(Number),
      pendingParking: sql<number>`${parking.pending}`.mapWith(Number),
      generatedAt: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(members)
    .crossJoin(m)
    .crossJoin(h)
    .crossJoin(parking);
  return row;
}

/** Opening the dashboard: the figures, and the visit in the audit log. */
export async function viewDashboard(ctx: AppContext, user: SessionUser) {
  // Opened by every admin on every visit: the figures are kept a few seconds (platform/cache.ts); the view is
  // still recorded each time.
  const stats = await ctx.cache.memo('admin:stats', () => dashboardStats(ctx.db));
  await audit(ctx.db, { userId: user.id, action: 'admin_dashboard_viewed', resource: 'admin_dashboard' });
  return stats;
}

/** View Reports: the same figures generated afresh, recorded as a generated report with its totals. */
export async function generateReport(ctx: AppContext, user: SessionUser) {
  const stats = await dashboardStats(ctx.db);
  await audit(ctx.db, {
    userId: user.id,
    action: 'stats_report_generated',
    resource: 'admin_dashboard',
    details: {
      totalMembers: stats.totalMembers,
      revenue: Number(stats.revenue),
      bookings: stats.bookings,
      pending: stats.pending,
      pendingParking: stats.pendingParking,
    },
  });
  return stats;
}

/** The sidebar's pending counts: parking, and gym memberships plus hall bookings. */
export async function adminBadges(db: Db) {
  const m = membershipFigures(db);
  const h = hallFigures(db);
  const parking = pendingParking(db);
  const [row] = await db
    .select({
      parking: sql<number>`${parking.pending}`.mapWith(Number),
      gymHall: sql<number>`${m.pending} + ${h.pending}`.mapWith(Number),
    })
    .from(parking)
    .crossJoin(m)
    .crossJoin(h);
  return row;
}

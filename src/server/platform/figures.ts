// The society's headline figures, defined once: the admin dashboard, the printable report, the sidebar badges
// and the analytics all read them from here, so the same data gives the same numbers on every screen.
//
// Revenue is confirmed money: a gym membership or hall booking counts once its payment (reported_payments) is
// confirmed — by the office's approval of the request or by the bank reconciliation, whichever came first — and
// while the request stands: a membership pending, approved or active, or ended after an approval; a booking pending
// or approved. Rejected and cancelled requests bring nothing (their money is the office's to refund), nor does a
// membership that lapsed unapproved. Pending is every request waiting for the office: memberships, hall
// bookings, parking and house repairs alike.
import { type AnyColumn, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  carParkingRegistrations,
  hallBookings,
  houseRepairRegistrations,
  memberships,
  profiles,
  reportedPayments,
} from '../db/schema.ts';

const purchaseRow = alias(memberships, 'earned_purchase_row');

/**
 * A membership whose purchase's payment is confirmed (the payment names the purchase's first row: any row of the
 * same resident and moment), while it stands: not rejected, and not lapsed without an approval.
 */
export const membershipEarned = sql`(${memberships.status} <> 'rejected'
  and (${memberships.status} not in ('expired', 'inactive') or ${memberships.approved_at} is not null)
  and exists (select 1 from ${memberships} ${purchaseRow} join ${reportedPayments} on ${reportedPayments.purpose} = 'membership'
    and ${reportedPayments.request_id} = ${purchaseRow.id} and ${reportedPayments.status} = 'confirmed'
    where ${purchaseRow.user_id} = ${memberships.user_id} and ${purchaseRow.created_at} = ${memberships.created_at}))`;
/** A hall booking pending or approved (not rejected or cancelled) whose payment is confirmed. */
export const bookingEarned = sql`(${hallBookings.status} in ('pending', 'approved')
  and exists (select 1 from ${reportedPayments} where ${reportedPayments.purpose} = 'hall_booking'
    and ${reportedPayments.request_id} = ${hallBookings.id} and ${reportedPayments.status} = 'confirmed'))`;

/** Sum of `amount` over the rows that meet `earned`, 0 when none: the one revenue expression. */
export const revenueSum = (amount: AnyColumn, earned: SQL) =>
  sql<string>`coalesce(sum(${amount}) filter (where ${earned}), 0)`;
export const pendingCount = (status: AnyColumn) =>
  sql<number>`count(*) filter (where ${status} = 'pending')`.mapWith(Number);

/**
 * Every headline figure, all time, in one statement: one single-row aggregate per table, cross-joined. The
 * analytics compute the same figures over a date range from the expressions above.
 */
export async function societyFigures(db: Db) {
  const members = db
    .select({ total: count().as('total_members') })
    .from(profiles)
    // Residents only: office staff the admin invited have no flat and are not members.
    .where(eq(profiles.office_staff, false))
    .as('members');
  const m = db
    .select({
      revenue: revenueSum(memberships.amount_paid, membershipEarned).as('membership_revenue'),
      pending: pendingCount(memberships.status).as('pending_memberships'),
    })
    .from(memberships)
    .as('m');
  const h = db
    .select({
      revenue: revenueSum(hallBookings.amount_paid, bookingEarned).as('hall_revenue'),
      bookings: count().as('bookings'),
      approved: sql<number>`count(*) filter (where ${hallBookings.status} = 'approved')`.as(
        'approved_bookings',
      ),
      pending: pendingCount(hallBookings.status).as('pending_bookings'),
    })
    .from(hallBookings)
    .as('h');
  const p = db
    .select({ pending: pendingCount(carParkingRegistrations.status).as('pending_parking') })
    .from(carParkingRegistrations)
    .as('p');
  const q = db
    .select({ pending: pendingCount(houseRepairRegistrations.status).as('pending_repairs') })
    .from(houseRepairRegistrations)
    .as('q');
  const n = (v: SQL | SQL.Aliased | AnyColumn) => sql<number>`${v}`.mapWith(Number);
  const [row] = await db
    .select({
      totalMembers: n(members.total),
      membershipRevenue: sql<string>`${m.revenue}`,
      hallRevenue: sql<string>`${h.revenue}`,
      revenue: sql<string>`${m.revenue} + ${h.revenue}`,
      bookings: n(h.bookings),
      approvedBookings: n(h.approved),
      pendingMemberships: n(m.pending),
      pendingBookings: n(h.pending),
      pendingParking: n(p.pending),
      pendingRepairs: n(q.pending),
      pending: n(sql`${m.pending} + ${h.pending} + ${p.pending} + ${q.pending}`),
    })
    .from(members)
    .crossJoin(m)
    .crossJoin(h)
    .crossJoin(p)
    .crossJoin(q);
  return row;
}
export type SocietyFigures = Awaited<ReturnType<typeof societyFigures>>;

/**
 * The resident dashboard's counts: only what is live for them. A membership pending, approved or active (one
 * past its end date is stored inactive before this is read); a hall booking pending or approved for today or
 * later; a parking registration pending or approved. Rejected, expired, cancelled and past ones are not counted.
 */
export async function liveCounts(db: Db, userId: string, today: string) {
  const mine = (table: { user_id: AnyColumn }, live: SQL) =>
    sql<number>`(select count(*) from ${table} where ${table.user_id} = ${userId} and ${live})`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      memberships: mine(memberships, sql`${memberships.status} in ('pending', 'approved', 'active')`),
      bookings: mine(
        hallBookings,
        sql`${hallBookings.status} in ('pending', 'approved') and ${hallBookings.event_date} >= ${today}::date`,
      ),
      parking: mine(
        carParkingRegistrations,
        sql`${carParkingRegistrations.status} in ('pending', 'approved')`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row;
}

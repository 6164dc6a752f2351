// What the office's approval lists flag about a payment that still got through the checks: a transaction id
// another payment also names (made before references were claimed, or a cheque number two residents used),
// last 4 digits that are not the id's end (stored before the rule), and the same amount on the same day from
// the same flat (a double payment, or one payment claimed twice). Computed in SQL beside each page of rows.
import { type SQL, sql } from 'drizzle-orm';
import type { PaymentFlag } from '../../shared/payment-flags.ts';
import { normalisedReference as normal } from '../db/schema/columns.ts';
import { hallBookings, memberships, profiles } from '../db/schema.ts';

/**
 * Another row `o` of `table`, meeting `also`, made on the same day of the society's calendar as the listed row, by
 * its owner or anyone else of their flat (the list joins the owner's profile). Each side is an equality on user_id
 * and a range of created_at, which the tables' (user_id, created_at) indexes answer in a probe or two, whatever
 * the table's size or how many rows one day holds.
 */
function sameDaySameFlat(
  table: typeof memberships | typeof hallBookings,
  row: { userId: unknown; createdAt: unknown },
  also: SQL,
  timeZone: string,
) {
  const day = sql`date_trunc('day', ${row.createdAt} at time zone ${timeZone})`;
  const sameDay = sql`o.created_at >= (${day} at time zone ${timeZone})
      and o.created_at < ((${day} + interval '1 day') at time zone ${timeZone})`;
  return sql`(exists (select 1 from ${table} o where o.user_id = ${row.userId} and ${sameDay} and ${also})
    or exists (select 1 from ${profiles} p2 join ${table} o on o.user_id = p2.user_id
      where p2.flat_no = ${profiles.flat_no} and p2.user_id <> ${row.userId} and ${sameDay} and ${also}))`;
}

/**
 * Ends each subquery, so it stays a probe of the reference index per listed row: without it PostgreSQL may turn
 * an EXISTS inside an OR into one hash of the whole other table, built on every page (170 ms at 100,000 rows).
 */
const probe = sql`offset 0`;

/** A booking paid online (not by cheque) with the same reference, not rejected. */
const onlineBookingWith = (reference: unknown) =>
  sql`exists (select 1 from ${hallBookings} o where o.status <> 'rejected' and coalesce(o.payment_method, 'online') <> 'cheque' and ${normal(sql`o.payment_transaction_id`)} = ${normal(reference)} ${probe})`;

const membershipChecks = (timeZone: string): Partial<Record<PaymentFlag, SQL>> => ({
  reference_reused: sql`(exists (select 1 from ${memberships} o where o.status <> 'rejected'
      and ${normal(sql`o.payment_transaction_id`)} = ${normal(memberships.payment_transaction_id)}
      and (o.user_id <> ${memberships.user_id} or o.created_at <> ${memberships.created_at}) ${probe})
    or ${onlineBookingWith(memberships.payment_transaction_id)})`,
  last4_mismatch: sql`(right(regexp_replace(upper(${memberships.payment_transaction_id}), '[^A-Z0-9]', '', 'g'), 4)
    <> upper(${memberships.payment_last_4_digits}))`,
  same_amount_same_day: sameDaySameFlat(
    memberships,
    { userId: memberships.user_id, createdAt: memberships.created_at },
    sql`o.status <> 'rejected' and o.created_at <> ${memberships.created_at} and o.amount_paid = ${memberships.amount_paid}`,
    timeZone,
  ),
});

const hallBookingChecks = (timeZone: string): Partial<Record<PaymentFlag, SQL>> => ({
  reference_reused: sql`(exists (select 1 from ${hallBookings} o where o.status <> 'rejected'
      and o.id <> ${hallBookings.id}
      and coalesce(o.payment_method, 'online') = coalesce(${hallBookings.payment_method}, 'online')
      and ${normal(sql`o.payment_transaction_id`)} = ${normal(hallBookings.payment_transaction_id)} ${probe})
    or (coalesce(${hallBookings.payment_method}, 'online') <> 'cheque' and exists (select 1 from ${memberships} o
      where o.status <> 'rejected'
      and ${normal(sql`o.payment_transaction_id`)} = ${normal(hallBookings.payment_transaction_id)} ${probe})))`,
  same_amount_same_day: sameDaySameFlat(
    hallBookings,
    { userId: hallBookings.user_id, createdAt: hallBookings.created_at },
    sql`o.status <> 'rejected' and o.id <> ${hallBookings.id} and o.amount_paid = ${hallBookings.amount_paid}`,
    timeZone,
  ),
});

/** The names of the checks that hold, as one text[] column: `payment_flags` of the admin rows. */
function flagsColumn(checks: Partial<Record<PaymentFlag, SQL>>) {
  const cases = Object.entries(checks).map(([flag, check]) => sql`case when ${check} then ${flag} end`);
  return sql<PaymentFlag[]>`array_remove(array[${sql.join(cases, sql`, `)}]::text[], null)`;
}

export const membershipPaymentFlags = (timeZone: string) => flagsColumn(membershipChecks(timeZone));
export const hallBookingPaymentFlags = (timeZone: string) => flagsColumn(hallBookingChecks(timeZone));

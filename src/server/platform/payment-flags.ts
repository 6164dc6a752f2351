// What the office's approval lists flag about a payment that still got through the checks: a transaction id
// another payment also names (made before references were claimed, or a cheque number two residents used),
// last 4 digits that are not the id's end (stored before the rule), and the same amount on the same day from
// the same flat (a double payment, or one payment claimed twice). Computed in SQL beside each page of rows.
import { type SQL, sql } from 'drizzle-orm';
import type { PaymentFlag } from '../../shared/payment-flags.ts';
import { hallBookings, memberships, profiles } from '../db/schema.ts';

/** The normalised reference of a column, as `normaliseReference` does it. */
const normal = (column: unknown) => sql`upper(regexp_replace(${column}, '\\s', '', 'g'))`;
/** The day a row was made, on the society's calendar. */
const dayOf = (column: unknown, timeZone: string) => sql`((${column}) at time zone ${timeZone})::date`;
/** Another user of the same flat as the listed row's owner (the list joins the owner's profile). */
const sameFlat = (userId: unknown) =>
  sql`(${userId} in (select p2.user_id from ${profiles} p2 where p2.flat_no = ${profiles.flat_no}))`;

/** A booking paid online (not by cheque) with the same reference, not rejected. */
const onlineBookingWith = (reference: unknown) =>
  sql`exists (select 1 from ${hallBookings} o where o.status <> 'rejected' and coalesce(o.payment_method, 'online') <> 'cheque' and ${normal(sql`o.payment_transaction_id`)} = ${normal(reference)})`;

const membershipChecks = (timeZone: string): Partial<Record<PaymentFlag, SQL>> => ({
  reference_reused: sql`(exists (select 1 from ${memberships} o where o.status <> 'rejected'
      and ${normal(sql`o.payment_transaction_id`)} = ${normal(memberships.payment_transaction_id)}
      and (o.user_id <> ${memberships.user_id} or o.created_at <> ${memberships.created_at}))
    or ${onlineBookingWith(memberships.payment_transaction_id)})`,
  last4_mismatch: sql`(right(regexp_replace(upper(${memberships.payment_transaction_id}), '[^A-Z0-9]', '', 'g'), 4)
    <> upper(${memberships.payment_last_4_digits}))`,
  same_amount_same_day: sql`exists (select 1 from ${memberships} o where o.status <> 'rejected'
      and o.created_at <> ${memberships.created_at} and o.amount_paid = ${memberships.amount_paid}
      and ${dayOf(sql`o.created_at`, timeZone)} = ${dayOf(memberships.created_at, timeZone)}
      and (o.user_id = ${memberships.user_id} or ${sameFlat(sql`o.user_id`)}))`,
});

const hallBookingChecks = (timeZone: string): Partial<Record<PaymentFlag, SQL>> => ({
  reference_reused: sql`(exists (select 1 from ${hallBookings} o where o.status <> 'rejected'
      and o.id <> ${hallBookings.id}
      and coalesce(o.payment_method, 'online') = coalesce(${hallBookings.payment_method}, 'online')
      and ${normal(sql`o.payment_transaction_id`)} = ${normal(hallBookings.payment_transaction_id)})
    or (coalesce(${hallBookings.payment_method}, 'online') <> 'cheque' and exists (select 1 from ${memberships} o
      where o.status <> 'rejected'
      and ${normal(sql`o.payment_transaction_id`)} = ${normal(hallBookings.payment_transaction_id)})))`,
  same_amount_same_day: sql`exists (select 1 from ${hallBookings} o where o.status <> 'rejected'
      and o.id <> ${hallBookings.id} and o.amount_paid = ${hallBookings.amount_paid}
      and ${dayOf(sql`o.created_at`, timeZone)} = ${dayOf(hallBookings.created_at, timeZone)}
      and (o.user_id = ${hallBookings.user_id} or o.flat_no = ${hallBookings.flat_no}))`,
});

/** The names of the checks that hold, as one text[] column: `payment_flags` of the admin rows. */
function flagsColumn(checks: Partial<Record<PaymentFlag, SQL>>) {
  const cases = Object.entries(checks).map(([flag, check]) => sql`case when ${check} then ${flag} end`);
  return sql<PaymentFlag[]>`array_remove(array[${sql.join(cases, sql`, `)}]::text[], null)`;
}

export const membershipPaymentFlags = (timeZone: string) => flagsColumn(membershipChecks(timeZone));
export const hallBookingPaymentFlags = (timeZone: string) => flagsColumn(hallBookingChecks(timeZone));

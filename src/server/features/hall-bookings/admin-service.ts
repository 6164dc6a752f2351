// The bookings tab of Gym & Hall Management: the office's list and its decisions (admin spec section 4), where
// an approval that would double-book the hall is refused.
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canDecide } from '../../../shared/decisions.ts';
import { HALL_BOOKINGS_TEXT, timingLabel, timingsClash } from '../../../shared/hall-bookings.ts';
import {
  type adminHallBookingsQuery,
  HALL_BOOKING_DECISIONS,
  HALL_BOOKINGS_ADMIN_TEXT,
  HALL_BOOKINGS_CANCEL_TEXT,
  HALL_CANCEL_DECISION,
  type hallRulesInput,
} from '../../../shared/hall-bookings-admin.ts';
import { formatINR } from '../../../shared/money.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { hallBookings, profiles, societySettings } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { localDate } from '../../mail/language.ts';
import { audit } from '../../platform/audit.ts';
import type { Decisions } from '../../platform/decide.ts';
import { dateOrStatus, paginate, type SortColumns, sortOrder } from '../../platform/paginate.ts';
import { hallBookingPaymentFlags } from '../../platform/payment-flags.ts';
import { ownerMatches, profileOf, residentColumns } from '../../platform/resident.ts';
import { containsText } from '../../platform/search.ts';
import { closeRequestPayment, confirmRequestPayment } from '../reported-payments/request-payments.ts';
import { issueBookingReceipt } from './receipt.ts';

type AdminRow = Awaited<ReturnType<typeof adminRows>>[number];

/** Bookings as the office sees them: with the resident's profile, joined in SQL. */
const adminRows = (db: Db, where: SQL | undefined, timeZone: string) =>
  db
    .select({
      id: hallBookings.id,
      applicant_name: hallBookings.applicant_name,
      flat_no: hallBookings.flat_no,
      event_name: hallBookings.event_name,
      event_date: hallBookings.event_date,
      event_time: hallBookings.event_time,
      expected_guests: hallBookings.expected_guests,
      contact_number: hallBookings.contact_number,
      membership_type: hallBookings.membership_type,
      booking_option: hallBookings.booking_option,
      payment_method: hallBookings.payment_method,
      payment_transaction_id: hallBookings.payment_transaction_id,
      amount_paid: hallBookings.amount_paid,
      hall_type: hallBookings.hall_type,
      status: hallBookings.status,
      additional_notes: hallBookings.additional_notes,
      decision_reason: hallBookings.decision_reason,
      approved_at: hallBookings.approved_at,
      cancelled_at: hallBookings.cancelled_at,
      created_at: hallBookings.created_at,
      ...residentColumns,
      payment_flags: hallBookingPaymentFlags(timeZone),
    })
    .from(hallBookings)
    .leftJoin(profiles, profileOf(hallBookings.user_id))
    .where(where);

/** By date, by status, or by event date (hall_bookings_date_idx). */
const SORTS: SortColumns<'created_at' | 'status' | 'event_date'> = {
  ...dateOrStatus(hallBookings),
  event_date: { by: [hallBookings.event_date], dir: 'asc' },
};

/** Newest first unless sorted; the search covers the event, the applicant, the phone and flat given, and the resident's profile. */
export function listHallBookings(ctx: AppContext, query: z.output<typeof adminHallBookingsQuery>) {
  const { db } = ctx;
  const where = and(
    query.status ? eq(hallBookings.status, query.status) : undefined,
    query.q
      ? or(
          containsText(query.q, [
            hallBookings.event_name,
            hallBookings.applicant_name,
            hallBookings.contact_number,
            hallBookings.flat_no,
          ]),
          ownerMatches(query.q, hallBookings.user_id),
        )
      : undefined,
  );
  return paginate(
    db,
    query,
    (limit, offset) =>
      adminRows(db, where, ctx.config.SOCIETY_TIMEZONE)
        .orderBy(...sortOrder(query, SORTS, 'created_at', hallBookings.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(hallBookings).where(where),
  );
}

/**
 * Refuses (409) an approval that would clash with an approved booking of the same hall, date and an overlapping
 * timing. Approvals of one date are serialised first (a transaction-scoped advisory lock on the date), so two
 * admins approving two clashing bookings at the same moment cannot both pass: the second waits, then sees the
 * first one's approval.
 */
async function refuseClash(
  tx: Tx,
  booking: { id: string; hall_type: string; event_date: string; event_time: string },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hall:${booking.event_date}`}))`);
  const approved = await tx
    .select({
      event_name: hallBookings.event_name,
      event_date: hallBookings.event_date,
      event_time: hallBookings.event_time,
    })
    .from(hallBookings)
    .where(
      and(
        eq(hallBookings.hall_type, booking.hall_type),
        eq(hallBookings.event_date, booking.event_date),
        eq(hallBookings.status, 'approved'),
        ne(hallBookings.id, booking.id),
      ),
    );
  const other = approved.find((b) => timingsClash(b.event_time, booking.event_time));
  if (other) throw conflict(HALL_BOOKINGS_ADMIN_TEXT.clash(other));
}

/**
 * Approve or Reject a pending request, and the office's Cancel Booking of an approved one (with its required
 * reason: the slot is free again at once, as only approved bookings block). An approval that would double-book
 * the hall is refused, and one that stands takes the booking's receipt number.
 */
export const hallBookingDecisions = (
  timeZone: string,
): Decisions<typeof hallBookings, typeof HALL_BOOKING_DECISIONS & typeof HALL_CANCEL_DECISION, AdminRow> => ({
  rules: { ...HALL_BOOKING_DECISIONS, ...HALL_CANCEL_DECISION },
  table: hallBookings,
  noun: 'booking',
  notFound: HALL_BOOKINGS_ADMIN_TEXT.notFound,
  stale: (current, key) => (key === 'cancel' ? HALL_BOOKINGS_CANCEL_TEXT.onlyApproved(current) : undefined),
  set(key, admin, reason) {
    if (key === 'approved') return { approved_at: sql`now()`, approved_by: admin.id };
    if (key === 'rejected') return { approved_at: null, approved_by: null, decision_reason: reason };
    return { decision_reason: reason, cancelled_at: sql`now()`, cancelled_by: admin.id };
  },
  async check(tx, id, key) {
    if (key !== 'approved') return;
    const [booking] = await tx
      .select({
        id: hallBookings.id,
        status: hallBookings.status,
        hall_type: hallBookings.hall_type,
        event_date: hallBookings.event_date,
        event_time: hallBookings.event_time,
      })
      .from(hallBookings)
      .where(eq(hallBookings.id, id));
    // A booking gone or decided already is refused by the decision itself (404, 409) before any clash.
    if (booking && canDecide(HALL_BOOKING_DECISIONS.approved, booking.status)) await refuseClash(tx, booking);
  },
  issue: async (tx, id, key, { admin, reason }) => {
    if (key === 'approved') {
      await confirmRequestPayment(tx, 'hall_booking', id, admin.id);
      await issueBookingReceipt(tx, timeZone, id);
    } else await closeRequestPayment(tx, 'hall_booking', id, admin.id, reason);
  },
  audit: {
    action: 'hall_booking',
    resource: 'hall_bookings',
    details: (row, key) => ({
      hall_booking_id: row.id,
      ...(key === 'cancel' ? { by: 'office' } : { event_name: row.event_name }),
      event_date: row.event_date,
      event_time: row.event_time,
    }),
  },
  read: async (db, id) => (await adminRows(db, eq(hallBookings.id, id), timeZone))[0],
  notice: (row, _, key) => ({
    request: /*i18n*/ 'hall booking',
    // The portal moves no money: the mail of a cancellation says the office handles any refund.
    note: key === 'cancel' ? HALL_BOOKINGS_TEXT.refund : undefined,
    details: [
      [/*i18n*/ 'Event', row.event_name],
      [/*i18n*/ 'Date', (i18n) => localDate(i18n, row.event_date)],
      [/*i18n*/ 'Timing', timingLabel(row.event_time)],
      [/*i18n*/ 'Amount Paid', formatINR(row.amount_paid)],
    ],
  }),
});

/** Saves the Hall Booking Rules card (its own columns of the settings row), audited with old and new values. */
export function saveHallRules(ctx: AppContext, admin: SessionUser, input: z.output<typeof hallRulesInput>) {
  return ctx.db.transaction(async (tx) => {
    const values = {
      hall_booking_months_ahead: input.months_ahead,
      hall_cancel_cutoff_days: input.cancel_cutoff_days,
    };
    const [before] = await tx.select().from(societySettings).for('update');
    const [saved] = await tx
      .insert(societySettings)
      .values({ ...DEFAULT_SETTINGS, ...values })
      .onConflictDoUpdate({ target: societySettings.id, set: { ...values, updated_at: sql`now()` } })
      .returning();
    await audit(tx, {
      userId: admin.id,
      action: 'hall_booking_rules_updated',
      resource: 'society_settings',
      details: {
        from: before
          ? {
              months_ahead: before.hall_booking_months_ahead,
              cancel_cutoff_days: before.hall_cancel_cutoff_days,
            }
          : null,
        to: input,
      },
      severity: 'medium',
    });
    return {
      months_ahead: saved.hall_booking_months_ahead,
      cancel_cutoff_days: saved.hall_cancel_cutoff_days,
    };
  });
}

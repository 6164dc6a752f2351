// The bookings tab of Gym & Hall Management: the office's list and its decisions (admin spec section 4), where
// an approval that would double-book the hall is refused.
import { and, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateLabel } from '../../../shared/dates.ts';
import { canDecide, staleDecision } from '../../../shared/decisions.ts';
import { MESSAGES_HALL, timingLabel, timingsClash } from '../../../shared/hall-bookings.ts';
import {
  type adminHallBookingsQuery,
  HALL_BOOKING_ADMIN_TEXT,
  HALL_BOOKING_DECISIONS,
  HALL_CANCEL_TEXT,
  type HallBookingDecision,
  type hallRulesInput,
} from '../../../shared/hall-bookings-admin.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { hallBookings, profiles, societySettings } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { rupees } from '../../platform/decision-details.ts';
import { notifyDecision } from '../../platform/notify.ts';
import { paginate } from '../../platform/paginate.ts';
import { hallBookingPaymentFlags } from '../../platform/payment-flags.ts';
import { ownerMatches, profileOf, residentColumns } from '../../platform/resident.ts';
import { containsText } from '../../platform/search.ts';
import { issueBookingReceipt } from './receipt.ts';

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

/** Newest first; the search covers the event, the applicant, the phone and flat given, and the resident's profile. */
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
        .orderBy(desc(hallBookings.created_at), desc(hallBookings.id))
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
  if (other) throw conflict(HALL_BOOKING_ADMIN_TEXT.clash(other));
}

/**
 * Approve or Reject. The current status is checked in the transaction that changes it (the update's own
 * `where status = 'pending'` settles a race on one row); the audit row is written in the same transaction, and
 * the resident is mailed once it has committed.
 */
export async function decideHallBooking(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  decision: HallBookingDecision,
  reason: string | null = null,
) {
  const rule = HALL_BOOKING_DECISIONS[decision];
  const changed = await ctx.db.transaction(async (tx) => {
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
    if (!booking) throw notFound(HALL_BOOKING_ADMIN_TEXT.notFound);
    if (!canDecide(rule, booking.status)) throw conflict(staleDecision('booking', booking.status, rule));
    if (decision === 'approved') await refuseClash(tx, booking);

    const [row] = await tx
      .update(hallBookings)
      .set(
        decision === 'approved'
          ? { status: decision, approved_at: sql`now()`, approved_by: admin.id }
          : { status: decision, approved_at: null, approved_by: null, decision_reason: reason },
      )
      .where(and(eq(hallBookings.id, id), eq(hallBookings.status, 'pending')))
      .returning();
    if (!row) {
      // Decided by someone else between the read and the update.
      const [current] = await tx
        .select({ status: hallBookings.status })
        .from(hallBookings)
        .where(eq(hallBookings.id, id));
      if (!current) throw notFound(HALL_BOOKING_ADMIN_TEXT.notFound);
      throw conflict(staleDecision('booking', current.status, rule));
    }
    if (decision === 'approved') await issueBookingReceipt(tx, ctx.config.SOCIETY_TIMEZONE, id);
    await audit(tx, {
      userId: admin.id,
      action: `hall_booking_${decision}`,
      resource: 'hall_bookings',
      details: {
        hall_booking_id: id,
        status: decision,
        event_name: row.event_name,
        event_date: row.event_date,
        event_time: row.event_time,
        reason,
      },
      severity: 'medium',
    });
    return row;
  });
  notifyDecision(ctx, changed.user_id, {
    request: 'hall booking',
    decision,
    reason,
    details: [
      ['Event', changed.event_name],
      ['Date', dateLabel(changed.event_date)],
      ['Timing', timingLabel(changed.event_time)],
      ['Amount Paid', rupees(changed.amount_paid)],
    ],
  });
  const [result] = await adminRows(ctx.db, eq(hallBookings.id, id), ctx.config.SOCIETY_TIMEZONE);
  return result;
}

/**
 * The office calls off an approved booking, with the reason the resident is mailed; the slot is free again at
 * once (only approved bookings block). The portal moves no money: the mail says the office handles any refund.
 */
export async function cancelHallBooking(ctx: AppContext, admin: SessionUser, id: string, reason: string) {
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(hallBookings)
      .set({ status: 'cancelled', decision_reason: reason, cancelled_at: sql`now()`, cancelled_by: admin.id })
      .where(and(eq(hallBookings.id, id), eq(hallBookings.status, 'approved')))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: hallBookings.status })
        .from(hallBookings)
        .where(eq(hallBookings.id, id));
      if (!current) throw notFound(HALL_BOOKING_ADMIN_TEXT.notFound);
      throw conflict(HALL_CANCEL_TEXT.onlyApproved(current.status));
    }
    await audit(tx, {
      userId: admin.id,
      action: 'hall_booking_cancelled',
      resource: 'hall_bookings',
      details: {
        hall_booking_id: id,
        by: 'office',
        event_date: row.event_date,
        event_time: row.event_time,
        reason,
      },
      severity: 'medium',
    });
    return row;
  });
  notifyDecision(ctx, changed.user_id, {
    request: 'hall booking',
    decision: 'cancelled',
    reason,
    note: MESSAGES_HALL.refund,
    details: [
      ['Event', changed.event_name],
      ['Date', dateLabel(changed.event_date)],
      ['Timing', timingLabel(changed.event_time)],
      ['Amount Paid', rupees(changed.amount_paid)],
    ],
  });
  const [result] = await adminRows(ctx.db, eq(hallBookings.id, id), ctx.config.SOCIETY_TIMEZONE);
  return result;
}

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

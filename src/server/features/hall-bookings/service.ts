// Podium booking requests: the price is the office's current one (never the client's); a request that clashes
// with an approved booking (same date, overlapping timing), repeats the resident's own active request, lies beyond
// the booking window, or whose payment reference already paid for something else is refused; the owner may
// cancel before the cut-off.
import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import { paiseOf } from '../../../shared/exact-money.ts';
import {
  type Availability,
  bookingOption,
  HALL_BOOKINGS_TEXT,
  HALL_RULE_DEFAULTS,
  type hallBookingInput,
  hallPriceOf,
  lastBookableDate,
  lastCancelDate,
  timingsClash,
} from '../../../shared/hall-bookings.ts';
import { normaliseReference } from '../../../shared/payment-references.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { hallBookings } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { claimPaymentReference } from '../../platform/payment-references.ts';
import { requireOwnFlat } from '../account/own-flat.ts';
import { closeRequestPayment, recordRequestPayment } from '../reported-payments/request-payments.ts';
import { getSettings } from '../site/settings.ts';
import { hallPrices } from './prices.ts';

const RESIDENT_HALL = 'podium';
const ACTIVE = ['pending', 'approved'];

/** The office's booking rules (Admin -> Settings). */
export async function hallRules(db: Db) {
  const s = await getSettings(db);
  // Before the settings row exists, getSettings falls back to the society's defaults, which lack these.
  return {
    months_ahead: s.hall_booking_months_ahead ?? HALL_RULE_DEFAULTS.months_ahead,
    cancel_cutoff_days: s.hall_cancel_cutoff_days ?? HALL_RULE_DEFAULTS.cancel_cutoff_days,
  };
}

/**
 * Requests and approvals of one date take turns (a transaction-scoped advisory lock on the date, the same one
 * the office's approval takes), so a duplicate or a clash cannot slip in between a check and its write.
 */
export const lockDate = (tx: Tx, date: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hall:${date}`}))`);

export async function requestBooking(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof hallBookingInput>,
) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  if (input.event_date < today)
    throw badRequest(HALL_BOOKINGS_TEXT.pastDate, { event_date: HALL_BOOKINGS_TEXT.pastDate });
  const last = lastBookableDate(today, (await hallRules(ctx.db)).months_ahead);
  if (input.event_date > last) {
    const message = HALL_BOOKINGS_TEXT.tooFarAhead(last);
    throw badRequest(message, { event_date: message });
  }
  const option = bookingOption(input.booking_option);
  const booking = await ctx.db.transaction(async (tx) => {
    // The price of the moment the request is made; the row keeps it whatever the office sets later.
    const { price } = hallPriceOf(await hallPrices(tx), option.value);
    const flat = await requireOwnFlat(tx, user.id, input.flat_no);
    await lockDate(tx, input.event_date);
    const active = await tx
      .select({
        user_id: hallBookings.user_id,
        event_time: hallBookings.event_time,
        status: hallBookings.status,
      })
      .from(hallBookings)
      .where(
        and(
          eq(hallBookings.hall_type, RESIDENT_HALL),
          eq(hallBookings.event_date, input.event_date),
          inArray(hallBookings.status, ACTIVE),
        ),
      );
    const clashing = active.filter((b) => timingsClash(b.event_time, input.event_time));
    if (clashing.some((b) => b.user_id === user.id)) throw conflict(HALL_BOOKINGS_TEXT.duplicate);
    if (clashing.some((b) => b.status === 'approved')) throw conflict(HALL_BOOKINGS_TEXT.clash);
    const [row] = await tx
      .insert(hallBookings)
      .values({
        user_id: user.id,
        applicant_name: input.applicant_name,
        flat_no: flat,
        contact_number: input.contact_number,
        event_name: input.event_name,
        event_date: input.event_date,
        event_time: input.event_time,
        expected_guests: input.expected_guests,
        membership_type: option.membership,
        booking_option: option.value,
        payment_method: input.payment_method,
        payment_transaction_id: input.payment_transaction_id,
        amount_paid: price.toFixed(2),
        hall_type: RESIDENT_HALL,
        status: 'pending',
        additional_notes: input.additional_notes,
      })
      .returning();
    await claimPaymentReference(tx, {
      reference: input.payment_transaction_id,
      kind: 'hall_booking',
      requestId: row.id,
      userId: user.id,
      cheque: input.payment_method === 'cheque',
    });
    // The booking's payment, awaiting the office's approval or the bank statement.
    await recordRequestPayment(tx, {
      purpose: 'hall_booking',
      requestId: row.id,
      userId: user.id,
      reference: normaliseReference(input.payment_transaction_id),
      mode: input.payment_method === 'cheque' ? 'cheque' : 'upi',
      amountPaise: paiseOf(row.amount_paid),
      paidOn: today,
    });
    return row;
  });
  return tellOffice(ctx, 'hall_booking', user)(booking);
}

/** What the form shows before a request: taken dates and timings up to the last bookable date, never who. */
export async function availability(ctx: AppContext): Promise<Availability> {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const rules = await hallRules(ctx.db);
  const last = lastBookableDate(today, rules.months_ahead);
  const taken = await ctx.db
    .selectDistinct({
      event_date: hallBookings.event_date,
      event_time: hallBookings.event_time,
      status: sql<'approved' | 'pending'>`${hallBookings.status}`,
    })
    .from(hallBookings)
    .where(
      and(
        eq(hallBookings.hall_type, RESIDENT_HALL),
        between(hallBookings.event_date, today, last),
        inArray(hallBookings.status, ACTIVE),
      ),
    )
    .orderBy(asc(hallBookings.event_date), asc(hallBookings.event_time), asc(sql`${hallBookings.status}`));
  return { today, last_date: last, cancel_cutoff_days: rules.cancel_cutoff_days, taken };
}

/**
 * The owner withdraws a pending request at any time before its date, or cancels an approved booking until the
 * cut-off (a setting, days before the event); the slot is free again at once. Anyone else's booking is a 404.
 */
export async function cancelOwnBooking(ctx: AppContext, user: SessionUser, id: string) {
  const today = todayIn(ctx.config.SOCIETY_TIMEZONE);
  const { cancel_cutoff_days } = await hallRules(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(hallBookings).where(eq(hallBookings.id, id)).for('update');
    if (!row || row.user_id !== user.id) throw notFound('Booking not found');
    if (!ACTIVE.includes(row.status) || row.event_date < today)
      throw conflict(HALL_BOOKINGS_TEXT.notCancellable(row.event_date < today ? 'past' : row.status));
    if (row.status === 'approved' && today > lastCancelDate(row.event_date, cancel_cutoff_days))
      throw conflict(HALL_BOOKINGS_TEXT.cancelTooLate(cancel_cutoff_days));
    const [changed] = await tx
      .update(hallBookings)
      .set({ status: 'cancelled', cancelled_at: sql`now()`, cancelled_by: user.id })
      .where(eq(hallBookings.id, id))
      .returning();
    await closeRequestPayment(tx, 'hall_booking', id, null, HALL_BOOKINGS_TEXT.cancelled);
    await audit(tx, {
      userId: user.id,
      action: 'hall_booking_cancelled',
      resource: 'hall_bookings',
      details: { hall_booking_id: id, was: row.status, by: 'resident', event_date: row.event_date },
    });
    return changed;
  });
}

export function myBookings(ctx: AppContext, user: SessionUser) {
  return ctx.db
    .select()
    .from(hallBookings)
    .where(eq(hallBookings.user_id, user.id))
    .orderBy(desc(hallBookings.created_at), desc(hallBookings.id));
}

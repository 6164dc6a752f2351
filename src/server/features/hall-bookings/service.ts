// Podium booking requests: the price comes from the shared options, never from the client, and a request that
// clashes with an approved booking (same date, overlapping timing) is refused.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import {
  bookingOption,
  type hallBookingInput,
  MESSAGES_HALL,
  timingLabel,
  timingsClash,
} from '../../../shared/hall-bookings.ts';
import { type Receipt, receiptNumber } from '../../../shared/receipts.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { hallBookings } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { tellOffice } from '../../platform/office-mail.ts';
import { requireOwnFlat } from '../account/own-flat.ts';

const RESIDENT_HALL = 'podium';

export async function requestBooking(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof hallBookingInput>,
) {
  if (input.event_date < todayIn(ctx.config.SOCIETY_TIMEZONE))
    throw badRequest(MESSAGES_HALL.pastDate, { event_date: MESSAGES_HALL.pastDate });
  const option = bookingOption(input.booking_option);
  const booking = await ctx.db.transaction(async (tx) => {
    const flat = await requireOwnFlat(tx, user.id, input.flat_no);
    const approved = await tx
      .select({ event_time: hallBookings.event_time })
      .from(hallBookings)
      .where(
        and(
          eq(hallBookings.hall_type, RESIDENT_HALL),
          eq(hallBookings.event_date, input.event_date),
          eq(hallBookings.status, 'approved'),
        ),
      );
    if (approved.some((b) => timingsClash(b.event_time, input.event_time)))
      throw conflict(MESSAGES_HALL.clash);
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
        amount_paid: String(option.price),
        hall_type: RESIDENT_HALL,
        status: 'pending',
        additional_notes: input.additional_notes,
      })
      .returning();
    return row;
  });
  return tellOffice(ctx, 'hall_booking', user)(booking);
}

export function myBookings(ctx: AppContext, user: SessionUser) {
  return ctx.db
    .select()
    .from(hallBookings)
    .where(eq(hallBookings.user_id, user.id))
    .orderBy(desc(hallBookings.created_at), desc(hallBookings.id));
}

/** The receipt of a booking, for its owner or an admin; anyone else gets the 404 of a missing booking. */
export async function bookingReceipt(ctx: AppContext, user: SessionUser, id: string): Promise<Receipt> {
  const [row] = await ctx.db.select().from(hallBookings).where(eq(hallBookings.id, id));
  if (!row || (row.user_id !== user.id && !user.isAdmin)) throw notFound('Booking not found');
  return {
    id: row.id,
    number: receiptNumber(row.id),
    kind: 'hall-booking',
    date: row.created_at.toISOString(),
    transactionId: row.payment_transaction_id,
    amount: Number(row.amount_paid),
    booking: {
      eventName: row.event_name,
      eventDate: row.event_date,
      eventTime: timingLabel(row.event_time),
      hallType: row.hall_type,
      membershipType: row.membership_type,
      contactNumber: row.contact_number,
    },
  };
}

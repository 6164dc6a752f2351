// Podium booking requests: the price is the office's current one (never the client's), and a request that
// clashes with an approved booking (same date, overlapping timing) or whose payment reference already paid for
// something else is refused.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import {
  bookingOption,
  type hallBookingInput,
  hallPriceOf,
  MESSAGES_HALL,
  timingsClash,
} from '../../../shared/hall-bookings.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { hallBookings } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { claimPaymentReference } from '../../platform/payment-references.ts';
import { requireOwnFlat } from '../account/own-flat.ts';
import { hallPrices } from './prices.ts';

const RESIDENT_HALL = 'podium';

export async function requestBooking(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof hallBookingInput>,
) {
  if (input.event_date < todayIn(ctx.config.SOCIETY_TIMEZONE))
    throw badRequest(MESSAGES_HALL.pastDate, { event_date: MESSAGES_HALL.pastDate });
  const option = bookingOption(input.booking_option);
  return ctx.db.transaction(async (tx) => {
    // The price of the moment the request is made; the row keeps it whatever the office sets later.
    const { price } = hallPriceOf(await hallPrices(tx), option.value);
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
    return row;
  });
}

export function myBookings(ctx: AppContext, user: SessionUser) {
  return ctx.db
    .select()
    .from(hallBookings)
    .where(eq(hallBookings.user_id, user.id))
    .orderBy(desc(hallBookings.created_at), desc(hallBookings.id));
}

// The printable page of a hall booking, and the receipt number its approval issues.
import { eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { timingLabel } from '../../../shared/hall-bookings.ts';
import { can } from '../../../shared/permissions.ts';
import { RECEIPT_SERIES, type ReceiptAnswer, receiptNumber } from '../../../shared/receipts.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { hallBookings } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { lastAuditedAt } from '../../platform/audit.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';

/** Gives an approved booking the next receipt number, in the approval's transaction. */
export async function issueBookingReceipt(tx: Tx, timeZone: string, id: string) {
  const next = await nextDocumentNumber(tx, RECEIPT_SERIES, timeZone);
  await tx
    .update(hallBookings)
    .set({ receipt_no: receiptNumber(next.year, next.number) })
    .where(eq(hallBookings.id, id));
}

/**
 * A booking's page, for its owner or the office (approvals); anyone else gets the 404 of a missing booking. A receipt once
 * approved, an acknowledgement while pending, no receipt when rejected.
 */
export async function bookingReceipt(ctx: AppContext, user: SessionUser, id: string): Promise<ReceiptAnswer> {
  const [row] = await ctx.db.select().from(hallBookings).where(eq(hallBookings.id, id));
  if (!row || (row.user_id !== user.id && !can(user.reach, 'approvals:view')))
    throw notFound('Booking not found');
  const document = row.receipt_no
    ? 'receipt'
    : row.status === 'rejected' || row.status === 'cancelled'
      ? row.status
      : 'acknowledgement';
  const decidedAt =
    document === 'receipt'
      ? row.approved_at
      : document === 'rejected'
        ? await lastAuditedAt(ctx.db, 'hall_booking_rejected', 'hall_booking_id', id)
        : document === 'cancelled'
          ? row.cancelled_at
          : null;
  return {
    id: row.id,
    kind: 'hall-booking',
    document,
    number: row.receipt_no,
    requestedAt: row.created_at.toISOString(),
    decidedAt: decidedAt?.toISOString() ?? null,
    reason: row.decision_reason,
    asOf: todayIn(ctx.config.SOCIETY_TIMEZONE),
    transactionId: row.payment_transaction_id,
    amount: row.amount_paid,
    booking: {
      eventName: row.event_name,
      eventDate: row.event_date,
      eventTime: timingLabel(row.event_time),
      hallType: row.hall_type,
      membershipType: row.membership_type,
      contactNumber: row.contact_number,
      status: row.status,
    },
  };
}

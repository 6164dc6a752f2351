// The printable page of a membership purchase or a hall booking (resident spec, section 2 "Receipt"): a receipt
// with a real number once the office has approved it, an acknowledgement while it waits, and no receipt for a
// rejected request.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { dateLabel } from './dates.ts';
import { money, timestamp } from './schemas.ts';
import { byId } from './validation.ts';

/** The financial year (April to March) of a YYYY-MM-DD date, as the accounts write it: '2025-26'. */
export function financialYear(isoDate: string) {
  const year = Number(isoDate.slice(0, 4));
  const start = Number(isoDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The receipts' series in the document counters, and how a number reads: 'RCT/2025-26/0007'. */
export const RECEIPT_SERIES = 'receipt';
export const receiptNumber = (year: string, n: number) => `RCT/${year}/${String(n).padStart(4, '0')}`;

export const RECEIPT_DOCUMENTS = ['receipt', 'acknowledgement', 'rejected', 'cancelled'] as const;

export const receiptSchema = z.object({
  id: z.string(),
  kind: z.enum(['membership', 'hall-booking']),
  /**
   * receipt: approved (money received; it stays a receipt if the booking is cancelled later); acknowledgement:
   * waiting for the office; rejected, or a booking withdrawn before approval (cancelled): no receipt.
   */
  document: z.enum(RECEIPT_DOCUMENTS),
  /** The receipt's number; null unless document is 'receipt'. */
  number: z.nullable(z.string()),
  /** When the request was made. */
  requestedAt: timestamp,
  /** When the office approved (receipt) or rejected it, or the booking was cancelled; null while pending. */
  decidedAt: z.nullable(timestamp),
  /** The office's reason for a rejection or a cancellation, when it gave one. */
  reason: z.nullable(z.string()),
  /** Today in the society's time zone: the day the statuses below are true of. */
  asOf: z.string(),
  transactionId: z.nullable(z.string()),
  /** A receipt: the money received (approved rows); otherwise the amount the request declared paid. */
  amount: money,
  /** Membership purchases: one line per member, with its status today (pending, active, inactive, rejected, expired). */
  members: z.optional(
    z.array(
      z.object({
        memberName: z.string(),
        memberPhone: z.string(),
        planName: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        status: z.string(),
      }),
    ),
  ),
  /** Hall booking receipts. */
  booking: z.optional(
    z.object({
      eventName: z.string(),
      eventDate: z.string(),
      eventTime: z.string(),
      hallType: z.string(),
      membershipType: z.string(),
      contactNumber: z.string(),
      status: z.string(),
    }),
  ),
});
export type Receipt = z.output<typeof receiptSchema>;
/** What the server answers before the contract reads it: amounts may be the stored decimal text. */
export type ReceiptAnswer = z.input<typeof receiptSchema>;

export const receiptsApi = {
  /** A membership purchase: `id` is any membership row of the purchase (same user, plan, transaction). */
  membership: endpoint({
    method: 'GET',
    path: '/api/memberships/:id/receipt',
    access: 'member',
    input: byId,
    output: receiptSchema,
  }),
  hallBooking: endpoint({
    method: 'GET',
    path: '/api/hall-bookings/:id/receipt',
    access: 'member',
    input: byId,
    output: receiptSchema,
  }),
};

/** A membership line's standing on `asOf`, in words: an ended membership reads as expired on any document. */
export function membershipStanding(m: { status: string; endDate: string }, asOf: string) {
  if (m.status === 'rejected') return 'Rejected';
  if (m.status === 'pending') return m.endDate < asOf ? 'Lapsed before approval' : 'Pending approval';
  if (m.endDate < asOf || m.status === 'expired') return `Expired (ended ${dateLabel(m.endDate)})`;
  return `Active, valid until ${dateLabel(m.endDate)}`;
}

/** A booking's standing on `asOf`, in words. */
export function bookingStanding(b: { status: string; eventDate: string }, asOf: string) {
  if (b.status === 'rejected') return 'Rejected';
  if (b.status === 'cancelled') return 'Cancelled: any refund is handled by the society office';
  if (b.status !== 'approved') return 'Pending approval';
  return b.eventDate < asOf
    ? `Approved, event held on ${dateLabel(b.eventDate)}`
    : `Approved, event on ${dateLabel(b.eventDate)}`;
}

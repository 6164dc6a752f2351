// The printable receipt of a membership purchase or a hall booking (resident spec, section 2 "Receipt").
import { z } from 'zod';
import { endpoint } from './contract.ts';
import { money, timestamp } from './schemas.ts';
import { byId } from './validation.ts';

export const receiptSchema = z.object({
  id: z.string(),
  /** First 8 characters of the id, uppercased. */
  number: z.string(),
  kind: z.enum(['membership', 'hall-booking']),
  date: timestamp,
  transactionId: z.string().nullable(),
  amount: money,
  /** Membership receipts: one line per member. */
  members: z
    .array(
      z.object({
        memberName: z.string(),
        memberPhone: z.string(),
        planName: z.string(),
        startDate: z.string(),
        endDate: z.string(),
      }),
    )
    .optional(),
  /** Hall booking receipts. */
  booking: z
    .object({
      eventName: z.string(),
      eventDate: z.string(),
      eventTime: z.string(),
      hallType: z.string(),
      membershipType: z.string(),
      contactNumber: z.string(),
    })
    .optional(),
});
export type Receipt = z.output<typeof receiptSchema>;

export const receiptNumber = (id: string) => id.slice(0, 8).toUpperCase();

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

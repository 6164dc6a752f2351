// The podium hall: residents' bookings and the office's prices.
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, money, normalisedReference, updatedAt } from './columns.ts';

export const hallBookings = pgTable(
  'hall_bookings',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicant_name: text('applicant_name'),
    flat_no: text('flat_no'),
    event_name: text('event_name').notNull(),
    event_date: date('event_date').notNull(),
    event_time: text('event_time').notNull(),
    expected_guests: integer('expected_guests'),
    contact_number: text('contact_number').notNull(),
    membership_type: text('membership_type').notNull(),
    booking_option: text('booking_option'),
    payment_method: text('payment_method'),
    payment_transaction_id: text('payment_transaction_id'),
    event_description: text('event_description'),
    amount_paid: money('amount_paid').notNull(),
    hall_type: text('hall_type').notNull().default('podium'),
    status: text('status').notNull().default('pending'),
    additional_notes: text('additional_notes'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the office rejected or cancelled it (optional for a rejection), shown to the resident. */
    decision_reason: text('decision_reason'),
    /** An approved booking called off, by the office or by the resident before the cut-off. */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Issued on approval, e.g. 'RCT/2025-26/0002'. */
    receipt_no: text('receipt_no').unique(),
    created_at: createdAt(),
  },
  (t) => [
    index('hall_bookings_user_idx').on(t.user_id, t.created_at),
    index('hall_bookings_date_idx').on(t.event_date),
    index('hall_bookings_status_idx').on(t.status, t.created_at),
    index('hall_bookings_created_idx').on(t.created_at),
    index('hall_bookings_reference_idx').on(normalisedReference(t.payment_transaction_id)),
  ],
);

/** The office's base price (before GST) of each podium booking option. */
export const hallBookingPrices = pgTable('hall_booking_prices', {
  booking_option: text('booking_option').primaryKey(),
  base_inr: money('base_inr').notNull(),
  updated_at: updatedAt(),
});

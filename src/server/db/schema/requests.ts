// Residents' requests: hall bookings, parking registrations, house repairs, feedback.
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

export const carParkingRegistrations = pgTable(
  'car_parking_registrations',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    owner_name: text('owner_name').notNull(),
    flat_no: text('flat_no'),
    contact_number: text('contact_number'),
    vehicle_type: text('vehicle_type').notNull().default('car'),
    vehicle_number: text('vehicle_number').notNull(),
    vehicle_make: text('vehicle_make').notNull().default(''),
    vehicle_model: text('vehicle_model').notNull().default(''),
    vehicle_color: text('vehicle_color').notNull().default(''),
    parking_slot_requested: text('parking_slot_requested').notNull().default('Not specified'),
    slot_number: text('slot_number'),
    status: text('status').notNull().default('pending'),
    rc_copy_url: text('rc_copy_url'),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** Why the office rejected it (optional), shown to the resident. */
    decision_reason: text('decision_reason'),
    created_at: createdAt(),
  },
  (t) => [
    index('parking_user_idx').on(t.user_id, t.created_at),
    index('parking_status_idx').on(t.status, t.created_at),
    index('parking_created_idx').on(t.created_at),
  ],
);

export const houseRepairRegistrations = pgTable(
  'house_repair_registrations',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicant_name: text('applicant_name').notNull(),
    flat_no: text('flat_no').notNull(),
    contact_number: text('contact_number').notNull(),
    email: text('email'),
    work_type: text('work_type').notNull(),
    work_description: text('work_description'),
    duration_days: integer('duration_days'),
    start_date: date('start_date'),
    contractor_name: text('contractor_name'),
    contractor_address: text('contractor_address'),
    contractor_contact: text('contractor_contact'),
    cheque_number: text('cheque_number'),
    cheque_date: date('cheque_date'),
    bank_name: text('bank_name'),
    amount: money('amount'),
    terms_accepted: boolean('terms_accepted').notNull(),
    status: text('status').notNull().default('pending'),
    repair_plans_url: text('repair_plans_url'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the office rejected it (optional), shown to the resident. */
    decision_reason: text('decision_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('repairs_user_idx').on(t.user_id, t.created_at),
    index('repairs_status_idx').on(t.status, t.created_at),
    index('repairs_created_idx').on(t.created_at),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('normal'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    admin_response: text('admin_response'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feedback_user_idx').on(t.user_id, t.created_at),
    index('feedback_created_idx').on(t.created_at),
    index('feedback_status_idx').on(t.status, t.created_at),
  ],
);

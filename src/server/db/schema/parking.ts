// Car parking registrations.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

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

// The society's settings: its details, the hall rules and the office mail.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

export const societySettings = pgTable('society_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postal_code: text('postal_code').notNull(),
  contact: text('contact').notNull(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  disclaimer: text('disclaimer').notNull(),
  upi_id: text('upi_id').notNull(),
  // -- office mail (Admin → Settings → Office Mail): 'each' request mailed to the office, or one 'digest' a day.
  office_mail_mode: text('office_mail_mode').notNull().default('each'),
  // ---- hall booking rules (their own card in Admin -> Settings) ----
  /** How many months ahead of today the podium can be requested. */
  hall_booking_months_ahead: integer('hall_booking_months_ahead').notNull().default(12),
  /** A resident may cancel an approved booking until this many days before the event. */
  hall_cancel_cutoff_days: integer('hall_cancel_cutoff_days').notNull().default(7),
  // ---- end of hall booking rules ----
  updated_at: updatedAt(),
});

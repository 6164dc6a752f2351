// Site content: the home gallery, announcements, do's and don'ts, the society's settings.
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const galleryImages = pgTable('gallery_images', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  image_url: text('image_url').notNull(),
  thumb_url: text('thumb_url'),
  category: text('category').notNull().default('general'),
  display_order: integer('display_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    priority: text('priority').notNull().default('normal'),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('announcements_active_idx').on(t.is_active, t.created_at)],
);

export const dosAndDonts = pgTable('dos_and_donts', {
  id: id(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  priority: text('priority').notNull().default('normal'),
  is_active: boolean('is_active').notNull().default(true),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

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

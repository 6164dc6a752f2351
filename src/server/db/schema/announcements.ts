// Announcements (notices), and for those the office asks residents to acknowledge: each person's read and
// acknowledgement, with their times (the office's proof that a notice was delivered), and the reminders sent.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    priority: text('priority').notNull().default('normal'),
    is_active: boolean('is_active').notNull().default(true),
    /** Residents see it pinned until they press "I have read this". */
    requires_ack: boolean('requires_ack').notNull().default(false),
    /** The date by which the office wants it acknowledged; null: no date. */
    ack_due_on: date('ack_due_on'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('announcements_active_idx').on(t.is_active, t.created_at)],
);

/** One row per person and notice: when it was first shown to them, and when they acknowledged it (once). */
export const announcementReceipts = pgTable(
  'announcement_receipts',
  {
    announcement_id: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.announcement_id, t.user_id] })],
);

/** The reminder mails of a notice: at most one a day (the key holds that across processes). */
export const announcementReminders = pgTable(
  'announcement_reminders',
  {
    id: id(),
    announcement_id: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    sent_on: date('sent_on').notNull(),
    flats: integer('flats').notNull(),
    mails: integer('mails').notNull(),
    sent_by: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('announcement_reminders_day_uq').on(t.announcement_id, t.sent_on)],
);

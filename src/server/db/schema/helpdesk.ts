// The helpdesk's settings (the office's working hours, and per feedback category its deadlines, default assignee and
// escalation levels) and the office's internal notes on an item, which a resident never sees.
import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { feedback } from './feedback.ts';

/** One row: when the office works. Holidays are the attendance register's public holidays. */
export const helpdeskHours = pgTable('helpdesk_hours', {
  id: integer('id').primaryKey().default(1),
  /** Minutes after midnight, society time. */
  opens_at: smallint('opens_at').notNull(),
  closes_at: smallint('closes_at').notNull(),
  /** 0 = Sunday … 6 = Saturday. */
  working_days: smallint('working_days').array().notNull(),
  updated_at: updatedAt(),
});

/** A category's deadlines (working hours) and default assignee; a category without a row takes the defaults. */
export const helpdeskCategories = pgTable('helpdesk_categories', {
  category: text('category').primaryKey(),
  response_hours: smallint('response_hours').notNull(),
  resolution_hours: smallint('resolution_hours').notNull(),
  default_assignee_id: uuid('default_assignee_id').references(() => users.id, { onDelete: 'set null' }),
  updated_at: updatedAt(),
});

/** Who an item of the category goes to at each escalation level (1 to 4). */
export const helpdeskEscalations = pgTable(
  'helpdesk_escalations',
  {
    category: text('category').notNull(),
    level: smallint('level').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.category, t.level] })],
);

export const feedbackNotes = pgTable(
  'feedback_notes',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('feedback_notes_item_idx').on(t.feedback_id, t.created_at)],
);

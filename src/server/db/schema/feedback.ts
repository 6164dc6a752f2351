// Residents' feedback and the office's replies: the helpdesk. An item's clock is kept as stored times (due, first
// response, resolved), so every deadline survives restarts and reads the same in every process.
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

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
    /** Who in the office has it (the category's default assignee, then whoever it is given or escalated to). */
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    response_due_at: timestamp('response_due_at', { withTimezone: true }),
    resolution_due_at: timestamp('resolution_due_at', { withTimezone: true }),
    first_response_at: timestamp('first_response_at', { withTimezone: true }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** Working minutes (the society's hours) from filing to the first response and to resolution, kept when they
     *  happen so the helpdesk figures aggregate in SQL. */
    first_response_work_minutes: integer('first_response_work_minutes'),
    resolution_work_minutes: integer('resolution_work_minutes'),
    /** 0 with the first assignee; one up each time a deadline passes. */
    escalation_level: smallint('escalation_level').notNull().default(0),
    escalated_at: timestamp('escalated_at', { withTimezone: true }),
    reopen_count: smallint('reopen_count').notNull().default(0),
    /** Why the resident reopened it, the last time they did. */
    reopen_reason: text('reopen_reason'),
    /** The resident's verdict on a resolved item: 1 to 5, with a comment. */
    rating: smallint('rating'),
    rating_comment: text('rating_comment'),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feedback_user_idx').on(t.user_id, t.created_at),
    index('feedback_created_idx').on(t.created_at),
    index('feedback_status_idx').on(t.status, t.created_at),
    index('feedback_assignee_idx').on(t.assignee_id, t.created_at),
  ],
);

/**
 * The photos a resident attached to an item, re-encoded as gallery images are (a web size and a thumbnail), kept in
 * the private documents bucket and served only to the item's owner and the helpdesk.
 */
export const feedbackPhotos = pgTable(
  'feedback_photos',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** Order on the form, from 0. */
    position: smallint('position').notNull(),
    web_name: text('web_name').notNull(),
    thumb_name: text('thumb_name').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('feedback_photos_feedback_idx').on(t.feedback_id, t.position)],
);

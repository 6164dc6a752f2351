// Residents' feedback and the office's replies.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feedback_user_idx').on(t.user_id, t.created_at),
    index('feedback_created_idx').on(t.created_at),
    index('feedback_status_idx').on(t.status, t.created_at),
  ],
);

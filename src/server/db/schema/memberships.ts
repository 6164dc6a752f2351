// The gym: membership plans and memberships.
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, money, normalisedReference } from './columns.ts';

export const membershipPlans = pgTable('membership_plans', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  price_inr: money('price_inr').notNull(),
  duration_days: integer('duration_days').notNull(),
  created_at: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    payment_transaction_id: text('payment_transaction_id'),
    payment_last_4_digits: text('payment_last_4_digits'),
    amount_paid: money('amount_paid').notNull(),
    status: text('status').notNull().default('pending'),
    member_name: text('member_name').notNull(),
    member_phone: text('member_phone').notNull(),
    member_age: integer('member_age').notNull().default(18),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the office rejected it (optional), shown to the resident. */
    decision_reason: text('decision_reason'),
    /** Issued at the purchase's first approval and shared by its rows, e.g. 'RCT/2025-26/0001'. */
    receipt_no: text('receipt_no'),
    created_at: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.user_id, t.created_at),
    index('memberships_status_idx').on(t.status, t.created_at),
    index('memberships_created_idx').on(t.created_at),
    index('memberships_reference_idx').on(normalisedReference(t.payment_transaction_id)),
  ],
);

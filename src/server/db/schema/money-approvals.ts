// Maker and checker for money (shared/money-approvals.ts): the actions waiting for, or decided by, a second person,
// and per action whether the society wants that second person at all.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalStatus, ApprovalSummary, MoneyAction } from '../../../shared/money-approvals.ts';
import { users } from './accounts.ts';
import { id } from './columns.ts';

/**
 * A money action as its maker prepared it: its checked input, kept to be performed by the same service function
 * when a checker approves it (whose rules are then checked again), or never, when rejected.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: id(),
    kind: text('kind').$type<MoneyAction>().notNull(),
    input: jsonb('input').notNull(),
    summary: jsonb('summary').$type<ApprovalSummary>().notNull(),
    /** Kept apart from the summary for the list's sort and a total. */
    amount_paise: bigint('amount_paise', { mode: 'number' }),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    maker_id: uuid('maker_id').references(() => users.id, { onDelete: 'set null' }),
    made_at: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    checker_id: uuid('checker_id').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected. */
    reason: text('reason'),
  },
  (t) => [
    index('money_approvals_status_idx').on(t.status, t.made_at),
    check('money_approvals_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** One row per action the society has set; an action without a row needs a second approver (the default). */
export const moneyApprovalRules = pgTable('money_approval_rules', {
  kind: text('kind').$type<MoneyAction>().primaryKey(),
  required: boolean('required').notNull(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

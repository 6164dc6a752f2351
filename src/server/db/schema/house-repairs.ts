// House repair permissions.
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, money, updatedAt } from './columns.ts';

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

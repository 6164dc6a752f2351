// Payments residents report having made ("I have paid"), waiting for the office: confirmed, each becomes a payment
// of the dues (with its receipt); rejected, the resident is told why. Not money received until confirmed.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportedMode, ReportedStatus } from '../../../shared/reported-payments.ts';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { duesPayments } from './dues.ts';
import { flats } from './flats.ts';

export const reportedPayments = pgTable(
  'reported_payments',
  {
    id: id(),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id),
    reported_by: uuid('reported_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    paid_on: date('paid_on').notNull(),
    mode: text('mode').$type<ReportedMode>().notNull(),
    /** The bill it pays, when the resident paid from a bill (its number was the UPI note). */
    bill_number: text('bill_number'),
    /** Normalised (shared/payment-references.ts): upper case, no spaces. */
    reference: text('reference').notNull(),
    /** Stored name of the re-encoded screenshot in the documents bucket (owned by its reporter); null: none sent. */
    screenshot: text('screenshot'),
    status: text('status').$type<ReportedStatus>().notNull().default('reported'),
    reject_reason: text('reject_reason'),
    /** The payment the office recorded on confirming it. */
    payment_id: uuid('payment_id').references(() => duesPayments.id),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('reported_payments_flat_idx').on(t.flat_id, t.created_at),
    index('reported_payments_status_idx').on(t.status, t.created_at),
    // A reference pays once: two confirmations of it (two reports of one UTR) cannot both land.
    uniqueIndex('reported_payments_confirmed_ref_uq').on(t.reference).where(sql`${t.status} = 'confirmed'`),
    // A resident reports a reference once (again only after the office rejected it).
    uniqueIndex('reported_payments_reporter_ref_uq')
      .on(t.reported_by, t.reference)
      .where(sql`${t.status} <> 'rejected'`),
    check('reported_payments_amount_ck', sql`${t.amount_paise} > 0`),
    check('reported_payments_mode_ck', sql`${t.mode} in ('upi', 'neft', 'imps')`),
    check('reported_payments_status_ck', sql`${t.status} in ('reported', 'confirmed', 'rejected')`),
    check(
      'reported_payments_decision_ck',
      sql`(${t.status} = 'confirmed') = (${t.payment_id} is not null) and (${t.status} = 'rejected') = (${t.reject_reason} is not null)`,
    ),
  ],
);

// Money the portal takes on trust: the payment references already claimed and the receipt numbers issued.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One row per payment reference (UPI transaction id, cheque) that pays for something. The key is the
 * normalised reference, so a second request with the same reference, of any kind, cannot be inserted; it is
 * written in the transaction that creates the request it pays for.
 */
export const paymentReferences = pgTable('payment_references', {
  key: text('key').primaryKey(),
  /** As the resident typed it. */
  reference: text('reference').notNull(),
  /** What it pays for: 'membership' (request_id is the purchase's first row) or 'hall_booking'. */
  kind: text('kind').notNull(),
  request_id: uuid('request_id').notNull(),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number issued per series and financial year (e.g. 'receipt', '2025-26'); rows are locked to issue. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financial_year: text('financial_year').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financial_year] })],
);

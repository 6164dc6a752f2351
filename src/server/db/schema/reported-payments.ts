// Money residents pay the society themselves, one table for every purpose: their flat's dues ("I have paid"), a gym
// membership purchase or a hall booking (the transaction ID typed when buying or booking). A row is not money
// received until confirmed: a dues payment by the office's Reported Payments screen or the bank reconciliation (it
// becomes a payment of the dues, with its receipt); a gym or hall payment by the approval of its request or the
// bank reconciliation, whichever comes first. Rejected, the resident is told why.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaidMode, PaymentPurpose, ReportedStatus } from '../../../shared/reported-payments.ts';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { duesPayments } from './dues.ts';
import { flats } from './flats.ts';

export const reportedPayments = pgTable(
  'reported_payments',
  {
    id: id(),
    /** The flat it pays for: always for dues; for a gym or hall payment the payer's flat when it is in the register. */
    flat_id: uuid('flat_id').references(() => flats.id),
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('dues'),
    /** The hall booking, or the first row of the membership purchase, it pays; null for dues. */
    request_id: uuid('request_id'),
    reported_by: uuid('reported_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    paid_on: date('paid_on').notNull(),
    mode: text('mode').$type<PaidMode>().notNull(),
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
    // A dues reference pays once: two confirmations of it (two reports of one UTR) cannot both land. (Gym and hall
    // references are claimed in payment_references when the request is made.)
    uniqueIndex('reported_payments_confirmed_ref_uq')
      .on(t.reference)
      .where(sql`${t.status} = 'confirmed' and ${t.purpose} = 'dues'`),
    // A resident reports a reference for dues once (again only after the office rejected it).
    uniqueIndex('reported_payments_reporter_ref_uq')
      .on(t.reported_by, t.reference)
      .where(sql`${t.status} <> 'rejected' and ${t.purpose} = 'dues'`),
    // One payment per booking or membership purchase.
    uniqueIndex('reported_payments_request_uq').on(t.purpose, t.request_id),
    index('reported_payments_reference_idx').on(t.reference),
    check('reported_payments_amount_ck', sql`${t.amount_paise} > 0`),
    check('reported_payments_mode_ck', sql`${t.mode} in ('upi', 'neft', 'imps', 'cheque')`),
    check('reported_payments_status_ck', sql`${t.status} in ('reported', 'confirmed', 'rejected')`),
    check('reported_payments_purpose_ck', sql`${t.purpose} in ('dues', 'membership', 'hall_booking')`),
    check(
      'reported_payments_request_ck',
      sql`(${t.purpose} = 'dues') = (${t.request_id} is null) and (${t.purpose} <> 'dues' or ${t.flat_id} is not null)`,
    ),
    // A dues payment confirmed names its payment of the dues, and one rejected says why; a gym or hall payment has
    // no payment of the dues (its request's approval issues the receipt).
    check(
      'reported_payments_decision_ck',
      sql`case when ${t.purpose} = 'dues' then (${t.status} = 'confirmed') = (${t.payment_id} is not null) and (${t.status} = 'rejected') = (${t.reject_reason} is not null) else ${t.payment_id} is null end`,
    ),
  ],
);

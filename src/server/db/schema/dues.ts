// What each flat owes: one journal of ledger entries (features/billing/ledger.ts names the kinds), the payments the
// office records with their receipts, and the reminder mails sent. Entries, payments and reversals are only ever
// inserted; the database refuses an update or a delete of them (migration 0011's triggers).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentOrder } from '../../../shared/billing-admin.ts';
import type { InterestState } from '../../features/billing/interest.ts';
import type { LedgerEntryKind } from '../../features/billing/ledger.ts';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { flats } from './flats.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * One row per document that changes a flat's balance: its opening balance, each bill's charges and its interest,
 * notes, payments, reversals and bounce charges. `amount_paise` is the document's amount (above zero, but an
 * opening balance may be an advance); the kind gives its direction. A flat's balance is the sum over its rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    entry_date: date('entry_date').notNull(),
    /** Charges (bills, debit notes) fall due on this date: interest runs from the day after it. */
    due_date: date('due_date'),
    amount_paise: paise('amount_paise').notNull(),
    /** MB/2026-27/0001, RCT/2026-27/0001, CN/…: the document's number, as statements print it. */
    number: text('number'),
    /** The bill, note or payment the entry records. */
    document_id: uuid('document_id'),
    /** A credit or debit note: the bill's entry it corrects; a reversal or bounce charge: the payment's entry. */
    refers_to: uuid('refers_to'),
    description: text('description').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The second person who approved the action that wrote the entry (maker and checker); null when none did. */
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    // A statement and a balance read one flat's entries in date order from this index.
    index('ledger_entries_flat_date_idx').on(t.flat_id, t.entry_date, t.created_at),
    index('ledger_entries_document_idx').on(t.document_id),
    // A payment is reversed at most once.
    uniqueIndex('ledger_entries_one_reversal_uq').on(t.refers_to).where(sql`${t.kind} = 'payment_reversal'`),
    check(
      'ledger_entries_kind_ck',
      sql`${t.kind} in ('opening_balance', 'bill', 'debit_note', 'credit_note', 'interest', 'payment', 'payment_reversal', 'bounce_charge')`,
    ),
    check('ledger_entries_amount_ck', sql`${t.kind} = 'opening_balance' or ${t.amount_paise} > 0`),
  ],
);

export type PaymentMode = 'cash' | 'cheque' | 'neft' | 'imps' | 'upi';

/**
 * A payment received for a flat, with its numbered receipt (RCT/2026-27/0001), whose PDF is stored under the
 * payment's id. Never changed: a bounced cheque is a reversal entry in the ledger.
 */
export const duesPayments = pgTable(
  'dues_payments',
  {
    id: id(),
    receipt_number: text('receipt_number').notNull(),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id),
    received_on: date('received_on').notNull(),
    amount_paise: paise('amount_paise').notNull(),
    mode: text('mode').$type<PaymentMode>().notNull(),
    received_from: text('received_from').notNull(),
    cheque_number: text('cheque_number'),
    cheque_bank: text('cheque_bank'),
    cheque_date: date('cheque_date'),
    /** NEFT/IMPS UTR or UPI transaction id, as typed. */
    reference: text('reference'),
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('dues_payments_receipt_uq').on(t.receipt_number),
    index('dues_payments_flat_idx').on(t.flat_id, t.received_on),
    check('dues_payments_amount_ck', sql`${t.amount_paise} > 0`),
    check('dues_payments_mode_ck', sql`${t.mode} in ('cash', 'cheque', 'neft', 'imps', 'upi')`),
    check(
      'dues_payments_cheque_ck',
      sql`${t.mode} <> 'cheque' or (${t.cheque_number} is not null and ${t.cheque_bank} is not null and ${t.cheque_date} is not null)`,
    ),
  ],
);

/** One reminder mail per flat per day at most: the key refuses a second. */
export const duesReminders = pgTable(
  'dues_reminders',
  {
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id, { onDelete: 'cascade' }),
    sent_on: date('sent_on').notNull(),
    outstanding_paise: paise('outstanding_paise').notNull(),
    sent_by: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('dues_reminders_flat_day_uq').on(t.flat_id, t.sent_on)],
);

/**
 * Derived data, never a record: each flat's balance and interest working (billing/interest.ts's InterestState) after
 * every entry dated up to `as_of`, written by a bill run's publish for the eve of its bill date, so the dues list and
 * the next draft read only the entries after it. Worked out with one rate and order of applying payments: another
 * setting ignores it. An entry that reaches back over it (dated on or before `as_of`, or a reversal of a payment
 * received by then) deletes it in the entry's transaction (dues/checkpoints.ts).
 */
export const ledgerCheckpoints = pgTable(
  'ledger_checkpoints',
  {
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id, { onDelete: 'cascade' }),
    as_of: date('as_of').notNull(),
    rate_bp: integer('rate_bp').notNull(),
    payment_order: text('payment_order').$type<PaymentOrder>().notNull(),
    balance_paise: paise('balance_paise').notNull(),
    state: jsonb('state').$type<Omit<InterestState, 'asOf'>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.flat_id, t.as_of] })],
);

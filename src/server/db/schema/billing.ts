// The society's accounts, as the treasurer sets them up: the heads of charges every maintenance bill is made of,
// and the one row of settings of the accounts (period, GST threshold, interest, payment order, what the bill
// prints). Amounts are whole paise and percentages whole basis points: exact integers, never floats.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingPeriod, ChargeBasisName, PaymentOrder } from '../../../shared/billing-admin.ts';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { flats } from './flats.ts';

/** Bases whose rate is a percentage (basis points); the others are paise, and 'metered' has no rate. */
const PERCENT_BASES = sql.raw(`'construction_cost_percent', 'non_occupancy'`);
const PAISE_BASES = sql.raw(
  `'fixed', 'carpet_area', 'built_up_area', 'parking_covered', 'parking_open', 'parking_two_wheeler'`,
);

export const chargeHeads = pgTable(
  'charge_heads',
  {
    id: id(),
    name: text('name').notNull(),
    /** How the head is shared among flats (shared/billing-admin.ts, CHARGE_BASES). */
    basis: text('basis').$type<ChargeBasisName>().notNull(),
    /** Paise per flat, per sq ft or per parking slot (the paise bases); 0 for the others. */
    rate_paise: integer('rate_paise').notNull().default(0),
    /** Basis points: % a year of the construction cost, or % of the service charges (non-occupancy). */
    rate_bp: integer('rate_bp').notNull().default(0),
    /** Counts towards the service charges that non-occupancy is a percentage of. */
    is_service_charge: boolean('is_service_charge').notNull().default(false),
    gst_rate_bp: integer('gst_rate_bp').notNull().default(0),
    sort_order: integer('sort_order').notNull(),
    /** A retired head stays (bills name it) but is no longer charged. */
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Two active heads of one name would print two indistinguishable lines on a bill.
    uniqueIndex('charge_heads_active_name_uq').on(sql`lower(${t.name})`).where(sql`${t.active}`),
    // Non-occupancy is one percentage of the service charges: a second active one would charge it twice.
    uniqueIndex('charge_heads_one_non_occupancy_uq')
      .on(t.basis)
      .where(sql`${t.active} and ${t.basis} = 'non_occupancy'`),
    check('charge_heads_basis_ck', sql`${t.basis} in (${PERCENT_BASES}, ${PAISE_BASES}, 'metered')`),
    check('charge_heads_rates_ck', sql`${t.rate_paise} >= 0 and ${t.rate_bp} >= 0`),
    // The rate a basis does not use stays 0, so a bill can never add both.
    check(
      'charge_heads_rate_kind_ck',
      sql`(${t.basis} in (${PERCENT_BASES}) or ${t.rate_bp} = 0) and (${t.basis} in (${PAISE_BASES}) or ${t.rate_paise} = 0)`,
    ),
    // Government of Maharashtra order of 1 August 2001 (section 79A): at most 10 % of the service charges.
    check('charge_heads_non_occupancy_ck', sql`${t.basis} <> 'non_occupancy' or ${t.rate_bp} <= 1000`),
    check('charge_heads_percent_ck', sql`${t.rate_bp} <= 10000`),
    check(
      'charge_heads_non_occupancy_service_ck',
      sql`${t.basis} <> 'non_occupancy' or not ${t.is_service_charge}`,
    ),
    check('charge_heads_gst_ck', sql`${t.gst_rate_bp} between 0 and 2800`),
  ],
);

/** The settings of the accounts: one row (id 1), created with its defaults when first read. */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 'monthly' or 'quarterly'. */
    billing_period: text('billing_period').$type<BillingPeriod>().notNull().default('monthly'),
    /** No GST for a flat whose charges are at most this much a month (₹7,500). */
    gst_threshold_paise: integer('gst_threshold_paise').notNull().default(750_000),
    /** Simple interest on arrears, basis points a year; bye-law 71 caps it at 21 %. */
    interest_rate_bp: integer('interest_rate_bp').notNull().default(1800),
    /** 'interest_first' or 'principal_first' (oldest bill first either way). */
    payment_order: text('payment_order').$type<PaymentOrder>().notNull().default('interest_first'),
    /** A bill preview flags a flat whose amount changed by more than this much since the last run. */
    change_flag_bp: integer('change_flag_bp').notNull().default(2000),
    registration_no: text('registration_no').notNull().default(''),
    /** The UPI address and payee of the QR code on bills; empty: the society's UPI ID from Settings. */
    upi_vpa: text('upi_vpa').notNull().default(''),
    upi_payee_name: text('upi_payee_name').notNull().default(''),
    /** Charged when a cheque bounces; 0: none. */
    bounced_cheque_charge_paise: integer('bounced_cheque_charge_paise').notNull().default(0),
    /** An unpaid flat is mailed this many days before its bill's due date, and again this many after (0: not). */
    reminder_days_before: integer('reminder_days_before').notNull().default(3),
    reminder_days_after: integer('reminder_days_after').notNull().default(1),
    /** Bank credits proposed at high confidence are confirmed as the statement is imported (off: the office looks). */
    auto_confirm_high: boolean('auto_confirm_high').notNull().default(false),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [
    check('billing_settings_one_row_ck', sql`${t.id} = 1`),
    check('billing_settings_period_ck', sql`${t.billing_period} in ('monthly', 'quarterly')`),
    check('billing_settings_order_ck', sql`${t.payment_order} in ('interest_first', 'principal_first')`),
    check('billing_settings_interest_ck', sql`${t.interest_rate_bp} between 0 and 2100`),
    check(
      'billing_settings_reminders_ck',
      sql`${t.reminder_days_before} between 0 and 30 and ${t.reminder_days_after} between 0 and 30`,
    ),
    check(
      'billing_settings_amounts_ck',
      sql`${t.gst_threshold_paise} >= 0 and ${t.bounced_cheque_charge_paise} >= 0 and ${t.change_flag_bp} > 0`,
    ),
  ],
);

/** Paise as a whole number; bigint in the database (a society's totals can pass 2^31 paise). */
const paise = (name: string) => bigint(name, { mode: 'number' });

/** A per-flat exception to one head (a waiver is an override of 0), with its reason; audited when changed. */
export const chargeExceptions = pgTable(
  'charge_exceptions',
  {
    id: id(),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id, { onDelete: 'cascade' }),
    head_id: uuid('head_id')
      .notNull()
      .references(() => chargeHeads.id, { onDelete: 'cascade' }),
    /** The amount charged for the head per month instead of the computed one; 0 waives it. */
    amount_paise: paise('amount_paise').notNull(),
    reason: text('reason').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The second person who approved it (maker and checker); null when none did. */
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('charge_exceptions_flat_head_uq').on(t.flat_id, t.head_id),
    check('charge_exceptions_amount_ck', sql`${t.amount_paise} >= 0`),
  ],
);

/** A metered head's amount for one flat and period (water), entered before the run. */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    period_key: text('period_key').notNull(),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id, { onDelete: 'cascade' }),
    head_id: uuid('head_id')
      .notNull()
      .references(() => chargeHeads.id, { onDelete: 'cascade' }),
    amount_paise: paise('amount_paise').notNull(),
    entered_by: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('meter_readings_period_flat_head_uq').on(t.period_key, t.flat_id, t.head_id),
    check('meter_readings_amount_ck', sql`${t.amount_paise} >= 0`),
  ],
);

/**
 * One bill run per period: a draft (computed, recomputed, discarded) until it is published, when its bills are
 * issued in one transaction. At most one live (draft or published) run per period: the partial unique index is
 * what refuses a second publish, from this process or another.
 */
export const billRuns = pgTable(
  'bill_runs',
  {
    id: id(),
    /** periods.ts: '2026-11' (monthly) or '2026-Q4' (quarterly). */
    period_key: text('period_key').notNull(),
    bill_date: date('bill_date').notNull(),
    due_date: date('due_date').notNull(),
    status: text('status').$type<'draft' | 'published' | 'discarded'>().notNull().default('draft'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    computed_at: timestamp('computed_at', { withTimezone: true }),
    published_by: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The second person who approved the publish (maker and checker); null when none did. */
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    published_at: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bill_runs_live_period_uq').on(t.period_key).where(sql`${t.status} <> 'discarded'`),
    check('bill_runs_status_ck', sql`${t.status} in ('draft', 'published', 'discarded')`),
    check('bill_runs_dates_ck', sql`${t.due_date} >= ${t.bill_date}`),
  ],
);

/** What one bill line says (a snapshot: a head renamed later does not change an issued bill). */
export interface BillLine {
  headId: string | null;
  name: string;
  amountPaise: number;
  gstRateBp: number;
  /** How it was worked out, e.g. "850 sq ft × ₹2.50". */
  note?: string;
}

/** A draft's figures for one flat: replaced whenever the draft is recomputed, deleted when it is published. */
export const billDrafts = pgTable(
  'bill_drafts',
  {
    run_id: uuid('run_id')
      .notNull()
      .references(() => billRuns.id, { onDelete: 'cascade' }),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<BillLine[]>().notNull(),
    charges_paise: paise('charges_paise').notNull(),
    cgst_paise: paise('cgst_paise').notNull(),
    sgst_paise: paise('sgst_paise').notNull(),
    interest_paise: paise('interest_paise').notNull(),
    /** The balance brought forward (below zero: an advance). */
    arrears_paise: paise('arrears_paise').notNull(),
    total_paise: paise('total_paise').notNull(),
    /** e.g. 'no_carpet_area', 'changed_by_more_than_limit'. */
    flags: jsonb('flags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.run_id, t.flat_id] })],
);

/**
 * An issued maintenance bill: never updated or deleted (a correction is a credit or debit note). Its charges, GST
 * and interest are ledger entries written in the same transaction. Its PDF is made after the publish and stored
 * under the bill's id, so nothing here changes once it is written.
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    /** MB/2026-27/0001: numbered without gaps per financial year (platform/document-numbers.ts). */
    number: text('number').notNull(),
    run_id: uuid('run_id')
      .notNull()
      .references(() => billRuns.id),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id),
    period_key: text('period_key').notNull(),
    bill_date: date('bill_date').notNull(),
    due_date: date('due_date').notNull(),
    lines: jsonb('lines').$type<BillLine[]>().notNull(),
    charges_paise: paise('charges_paise').notNull(),
    cgst_paise: paise('cgst_paise').notNull(),
    sgst_paise: paise('sgst_paise').notNull(),
    interest_paise: paise('interest_paise').notNull(),
    arrears_paise: paise('arrears_paise').notNull(),
    total_paise: paise('total_paise').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('bills_number_uq').on(t.number),
    // One bill per flat and period, whatever else goes wrong.
    uniqueIndex('bills_flat_period_uq').on(t.flat_id, t.period_key),
    index('bills_run_idx').on(t.run_id),
  ],
);

/** A credit note (takes off) or debit note (adds) against an issued bill; numbered, audited, never changed. */
export const billNotes = pgTable(
  'bill_notes',
  {
    id: id(),
    kind: text('kind').$type<'credit_note' | 'debit_note'>().notNull(),
    /** CN/2026-27/0001 or DN/2026-27/0001. */
    number: text('number').notNull(),
    bill_id: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
    flat_id: uuid('flat_id')
      .notNull()
      .references(() => flats.id),
    note_date: date('note_date').notNull(),
    amount_paise: paise('amount_paise').notNull(),
    reason: text('reason').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The second person who approved the note (maker and checker); null when none did. */
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('bill_notes_number_uq').on(t.number),
    index('bill_notes_bill_idx').on(t.bill_id),
    check('bill_notes_kind_ck', sql`${t.kind} in ('credit_note', 'debit_note')`),
    check('bill_notes_amount_ck', sql`${t.amount_paise} > 0`),
  ],
);

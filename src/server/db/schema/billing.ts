// The society's accounts, as the treasurer sets them up: the heads of charges every maintenance bill is made of,
// and the one row of settings of the accounts (period, GST threshold, interest, payment order, what the bill
// prints). Amounts are whole paise and percentages whole basis points: exact integers, never floats.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingPeriod, ChargeBasisName, PaymentOrder } from '../../../shared/billing-admin.ts';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

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
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [
    check('billing_settings_one_row_ck', sql`${t.id} = 1`),
    check('billing_settings_period_ck', sql`${t.billing_period} in ('monthly', 'quarterly')`),
    check('billing_settings_order_ck', sql`${t.payment_order} in ('interest_first', 'principal_first')`),
    check('billing_settings_interest_ck', sql`${t.interest_rate_bp} between 0 and 2100`),
    check(
      'billing_settings_amounts_ck',
      sql`${t.gst_threshold_paise} >= 0 and ${t.bounced_cheque_charge_paise} >= 0 and ${t.change_flag_bp} > 0`,
    ),
  ],
);

// The flats register: every flat of the society, with what its maintenance is computed from (areas, its share of
// the construction cost, occupancy, parking) and its opening balance when the society starts using the portal.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns.ts';

const area = (name: string) => numeric(name, { precision: 10, scale: 2 });
const slots = (name: string) => integer(name).notNull().default(0);

export const flats = pgTable(
  'flats',
  {
    id: id(),
    /** Empty for a society without wings. */
    wing: text('wing').notNull().default(''),
    /** Trimmed and upper case, as profiles and invoices store it, so a resident's claim is an equality lookup. */
    flat_no: text('flat_no').notNull(),
    /** Null until known: a bill run flags a flat with no area rather than billing it nothing. */
    carpet_area_sqft: area('carpet_area_sqft'),
    built_up_area_sqft: area('built_up_area_sqft'),
    /** The flat's share of the construction cost, the base of the sinking fund. */
    construction_cost: money('construction_cost'),
    /** 'owner' (owner-occupied), 'let' (non-occupancy charges apply) or 'vacant'. */
    occupancy: text('occupancy', { enum: ['owner', 'let', 'vacant'] })
      .notNull()
      .default('owner'),
    parking_covered: slots('parking_covered'),
    parking_open: slots('parking_open'),
    parking_two_wheeler: slots('parking_two_wheeler'),
    /** Positive: arrears owed to the society; negative: an advance paid to it. */
    opening_balance: money('opening_balance').notNull().default('0'),
    opening_balance_date: date('opening_balance_date'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('flats_flat_no_uq').on(t.flat_no),
    // The office's list by wing reads a page from this index.
    index('flats_wing_idx').on(t.wing, t.flat_no),
    check('flats_areas_non_negative', sql`${t.carpet_area_sqft} >= 0 and ${t.built_up_area_sqft} >= 0`),
    check('flats_construction_cost_non_negative', sql`${t.construction_cost} >= 0`),
    check(
      'flats_parking_non_negative',
      sql`${t.parking_covered} >= 0 and ${t.parking_open} >= 0 and ${t.parking_two_wheeler} >= 0`,
    ),
    check('flats_occupancy', sql`${t.occupancy} in ('owner', 'let', 'vacant')`),
  ],
);

// Admin -> Settings -> Prices: the gym plans' prices and the podium booking options' base prices (GST is added).
// A request pays the price of the moment it is made; requests already made keep their amount.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { BOOKING_OPTIONS, type BookingOption } from './hall-bookings.ts';
import { planSchema } from './memberships.ts';
import { hallPriceSchema } from './site.ts';
import { preprocess, uuid } from './validation.ts';

export const PRICES_ADMIN_TEXT = {
  amount: 'Please enter an amount in rupees, with at most 2 decimals',
  amountTooLarge: 'Please enter an amount below ₹10,00,000',
  unknownPlan: 'One of the plans no longer exists. Please reload the page.',
  saved: 'Prices Saved',
  savedDescription: 'New requests pay these prices; requests already made keep theirs.',
  saveFailed: 'Failed to save prices',
} as const;

const MAX_PRICE = 1_000_000;

/** Rupees with paise, kept as the exact decimal text the numeric(12,2) column stores; more than zero. */
const price = preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: PRICES_ADMIN_TEXT.amount }).check(
    z.regex(/^\d+(\.\d{1,2})?$/, { error: PRICES_ADMIN_TEXT.amount, abort: true }),
    z.refine((v) => Number(v) > 0, { error: PRICES_ADMIN_TEXT.amount, abort: true }),
    z.refine((v) => Number(v) < MAX_PRICE, PRICES_ADMIN_TEXT.amountTooLarge),
  ),
);

const OPTION_VALUES = BOOKING_OPTIONS.map((o) => o.value) as [BookingOption, ...BookingOption[]];

export const pricesInput = z.strictObject({
  plans: z.array(z.strictObject({ id: uuid, price_inr: price })).check(z.maxLength(50)),
  hall: z
    .array(z.strictObject({ booking_option: z.enum(OPTION_VALUES), base_inr: price }))
    .check(z.maxLength(OPTION_VALUES.length)),
});
export type PricesInput = z.input<typeof pricesInput>;

// The prices are read through the public plans and hall prices; changed on the Settings screen (settings:manage).
export const pricesAdminApi = {
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/prices',
    access: 'settings:manage',
    input: pricesInput,
    output: z.object({ plans: z.array(planSchema), hall_prices: z.array(hallPriceSchema) }),
  }),
};

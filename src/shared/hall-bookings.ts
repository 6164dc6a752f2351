// Podium (hall) booking requests: prices, options, guidelines and the booking contract (resident spec 2, 5, 9).
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { dateLabel } from './dates.ts';
import { money, reasonField, timestamp } from './schemas.ts';
import {
  byId,
  flatNo,
  isoDate,
  optionalLongText,
  phone,
  preprocess,
  text,
  VALIDATION_TEXT,
} from './validation.ts';

/**
 * GST on letting the hall: 18 % (9 % CGST + 9 % SGST), the rate for real estate services such as renting of
 * premises (SAC 9972) in Notification No. 11/2017-Central Tax (Rate). Should the rate change, it is this one
 * constant; amounts already requested keep the price they were made at.
 */
export const HALL_GST_PERCENT = 18;

/** A base price plus GST, exact to the paisa (half a paisa rounds up): 5000 -> 5900, 4999.99 -> 5899.99. */
export function withGst(base: number) {
  const paise = Math.round(base * 100);
  return (paise + Math.round((paise * HALL_GST_PERCENT) / 100)) / 100;
}
export const DECORATION_HOURS_BEFORE = 2;

export const MEMBERSHIP_TYPES = ['member', 'corporate'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/**
 * The four priced options at the society's starting prices; `price` is what the resident pays, GST included. The
 * office changes the base prices in Settings (the settings carry them as `hall_prices`).
 */
export const BOOKING_OPTIONS = [
  {
    value: 'member_half_day',
    label: 'Member - Half Day (6 hours)',
    membership: 'member',
    hours: 6,
    base: 5000,
    price: 5900,
  },
  {
    value: 'member_full_day',
    label: 'Member - Full Day (12 hours)',
    membership: 'member',
    hours: 12,
    base: 8000,
    price: 9440,
  },
  {
    value: 'corporate_half_day',
    label: 'Corporate - Half Day (6 hours)',
    membership: 'corporate',
    hours: 6,
    base: 10000,
    price: 11800,
  },
  {
    value: 'corporate_full_day',
    label: 'Corporate - Full Day (12 hours)',
    membership: 'corporate',
    hours: 12,
    base: 15000,
    price: 17700,
  },
] as const satisfies readonly {
  value: string;
  label: string;
  membership: MembershipType;
  hours: number;
  base: number;
  price: number;
}[];
export type BookingOption = (typeof BOOKING_OPTIONS)[number]['value'];
const OPTION_VALUES = BOOKING_OPTIONS.map((o) => o.value) as [BookingOption, ...BookingOption[]];

export const bookingOption = (value: BookingOption) => BOOKING_OPTIONS.find((o) => o.value === value)!;

/** One option's current price, as the settings carry it. */
export interface HallPrice {
  booking_option: string;
  base: number;
  price: number;
}
/** The current price of an option: the office's, else the starting price. */
export function hallPriceOf(prices: readonly HallPrice[] | undefined, value: BookingOption): HallPrice {
  const set = prices?.find((p) => p.booking_option === value);
  if (set) return set;
  const { base, price } = bookingOption(value);
  return { booking_option: value, base, price };
}

export const TIMINGS = [
  { value: 'morning', label: 'Morning' },
  { value: 'evening', label: 'Evening' },
  { value: 'both', label: 'Both (Morning & Evening)' },
] as const;
export type Timing = (typeof TIMINGS)[number]['value'];
export const timingLabel = (value: string) => TIMINGS.find((t) => t.value === value)?.label ?? value;

/** Two timings on the same date clash when they are equal or either is 'both'; unknown timings clash. */
export function timingsClash(a: string, b: string) {
  const known = (v: string) => TIMINGS.some((t) => t.value === v);
  if (!known(a) || !known(b)) return true;
  return a === 'both' || b === 'both' || a === b;
}

export const PAYMENT_METHODS = [
  { value: 'online', label: 'Online Transaction', reference: 'Transaction ID' },
  { value: 'cheque', label: 'Cheque', reference: 'Cheque Number' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

export const HALL_BOOKINGS_TEXT = {
  optionRequired: 'Please select a booking option',
  pastDate: 'Please choose today or a later date',
  clash: 'The podium is already booked for that date and time. Please choose another date or timing.',
  tooFarAhead: (lastDate: string) =>
    `Bookings open only up to ${dateLabel(lastDate)}. Please choose that date or an earlier one.`,
  duplicate:
    'You have already requested the podium for this date and timing. It is shown under My Bookings below.',
  cancelTooLate: (days: number) =>
    `An approved booking can be cancelled on the portal until ${days} day${days === 1 ? '' : 's'} before the event. Please contact the office.`,
  notCancellable: (status: string) => `This booking is ${status} and cannot be cancelled.`,
  cancelled: 'Booking cancelled',
  /** The portal records payments but does not move money. */
  refund: 'Any refund of the amount paid is handled by the society office.',
} as const;

// ---- the booking rules (Admin -> Settings, Hall Booking Rules) ----

/** When the office has not changed them: a year ahead, and cancelling up to a week before the event. */
export const HALL_RULE_DEFAULTS = { months_ahead: 12, cancel_cutoff_days: 7 } as const;

/** The last date that can be requested: today plus the months ahead, kept within the month (31 Jan + 1 = 28 Feb). */
export function lastBookableDate(today: string, monthsAhead: number) {
  const [y, m, d] = today.split('-').map(Number);
  const month = m - 1 + monthsAhead;
  const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The last day a resident may cancel an approved booking themselves. */
export const lastCancelDate = (eventDate: string, cutoffDays: number) => {
  const d = new Date(`${eventDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - cutoffDays);
  return d.toISOString().slice(0, 10);
};

/**
 * The dates and timings already asked for, from today to the last bookable date: approved ones block a request,
 * pending ones are shown as requested (the office decides, and approving one refuses the rest). Never who.
 */
export const availabilitySchema = z.object({
  today: z.string(),
  last_date: z.string(),
  cancel_cutoff_days: z.number().check(z.int()),
  taken: z.array(
    z.object({ event_date: z.string(), event_time: z.string(), status: z.enum(['approved', 'pending']) }),
  ),
});
export type Availability = z.output<typeof availabilitySchema>;

/** Whether an approved booking blocks this date and timing. */
export const isBlocked = (a: Availability | undefined, date: string, time: string) =>
  !!a?.taken.some(
    (t) => t.status === 'approved' && t.event_date === date && timingsClash(t.event_time, time),
  );

/** Empty input becomes null; anything else must be a whole number in range. */
export const optionalCount = (max: number) =>
  preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
    z.nullable(
      z
        .number({ error: 'Please enter a whole number' })
        .check(
          z.int('Please enter a whole number'),
          z.gte(1, 'Please enter a number of at least 1'),
          z.lte(max, `Please enter a number of at most ${max}`),
        ),
    ),
  );

export const hallBookingInput = z.strictObject({
  applicant_name: text(100),
  contact_number: phone,
  flat_no: flatNo,
  event_date: z.pipe(
    z.string({ error: VALIDATION_TEXT.required }).check(z.minLength(1, VALIDATION_TEXT.required)),
    isoDate,
  ),
  /** The function type (birthday, anniversary, ...). */
  event_name: text(100),
  booking_option: z.enum(OPTION_VALUES, { error: HALL_BOOKINGS_TEXT.optionRequired }),
  event_time: z.enum(TIMINGS.map((t) => t.value) as [Timing, ...Timing[]], {
    error: 'Please select a timing',
  }),
  payment_method: z.enum(PAYMENT_METHODS.map((m) => m.value) as [PaymentMethod, ...PaymentMethod[]], {
    error: 'Please select a payment method',
  }),
  payment_transaction_id: text(100),
  expected_guests: optionalCount(1000),
  additional_notes: optionalLongText(1000),
});
export type HallBookingInput = z.input<typeof hallBookingInput>;

export const hallBookingSchema = z.object({
  id: z.string(),
  applicant_name: z.nullable(z.string()),
  flat_no: z.nullable(z.string()),
  event_name: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  expected_guests: z.nullable(z.number().check(z.int())),
  contact_number: z.string(),
  membership_type: z.string(),
  booking_option: z.nullable(z.string()),
  payment_method: z.nullable(z.string()),
  payment_transaction_id: z.nullable(z.string()),
  amount_paid: money,
  hall_type: z.string(),
  status: z.string(),
  additional_notes: z.nullable(z.string()),
  ...reasonField,
  created_at: timestamp,
});
export type HallBooking = z.output<typeof hallBookingSchema>;

export const hallBookingsApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/hall-bookings',
    access: 'member',
    input: hallBookingInput,
    output: hallBookingSchema,
  }),
  /** The signed-in member's own bookings, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/api/hall-bookings',
    access: 'member',
    input: noInput,
    output: z.array(hallBookingSchema),
  }),
  /** Taken dates and timings (no names) and the booking rules, for the form. */
  availability: endpoint({
    method: 'GET',
    path: '/api/hall-bookings/availability',
    access: 'member',
    input: noInput,
    output: availabilitySchema,
  }),
  /** The owner withdraws a pending request, or cancels an approved booking before the cut-off. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/hall-bookings/:id/cancel',
    access: 'member',
    input: byId,
    output: hallBookingSchema,
  }),
};

// Kept apart from hall-bookings.ts so a resident's screens never download the office's side.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { dateLabel } from './dates.ts';
import { type DecisionRule, decisionEndpoints, residentFields, statusFilter } from './decisions.ts';
import { hallBookingSchema, timingLabel } from './hall-bookings.ts';
import { paymentFlagsField } from './payment-flags.ts';
import { DATE_OR_STATUS, paged, searchQuery, sortQuery, timestamp } from './schemas.ts';

// ---- the office's side: the bookings tab of Gym & Hall Management (admin spec sections 2, 4, 8) ----

export const HALL_BOOKING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type HallBookingStatus = (typeof HALL_BOOKING_STATUSES)[number];

type HallRule = DecisionRule & { from: readonly HallBookingStatus[]; to: HallBookingStatus };
/** The office's decisions on a request, keyed by the status each sets: both only while it is pending. */
export const HALL_BOOKING_DECISIONS = {
  approved: { label: 'Approve', from: ['pending'], to: 'approved' },
  rejected: { label: 'Reject', from: ['pending'], to: 'rejected', reason: 'optional' },
} as const satisfies Record<string, HallRule>;
/** Calling off an approved booking (its own endpoint), with the reason the resident is mailed. */
export const HALL_CANCEL_DECISION = {
  cancel: { label: 'Cancel Booking', from: ['approved'], to: 'cancelled', reason: 'required' },
} as const satisfies Record<string, HallRule>;
export type HallBookingDecision = keyof typeof HALL_BOOKING_DECISIONS | keyof typeof HALL_CANCEL_DECISION;

export const HALL_BOOKINGS_ADMIN_TEXT = {
  loadFailed: (message: string) => `Failed to load data: ${message}`,
  updated: (status: string) => `Hall booking ${status} successfully`,
  updateFailed: (message: string) => `Failed to update booking: ${message}`,
  notFound: 'This booking no longer exists',
  invalidDecision: 'A booking can only be approved or rejected',
  /** Approving would double-book the hall: names the approved booking in the way. */
  clash: (other: { event_name: string; event_date: string; event_time: string }) =>
    `This booking clashes with the approved booking "${other.event_name}" on ${dateLabel(other.event_date)} (${timingLabel(other.event_time)}).`,
} as const;

/** The bookings tab: a page, a search (event, applicant or resident name, phone, flat) and a status filter. */
/** The office's list sorts by date applied, status or event date (each read from an index). */
export const HALL_BOOKING_SORTS = [...DATE_OR_STATUS, 'event_date'] as const;
export const adminHallBookingsQuery = z.extend(searchQuery, {
  status: statusFilter(HALL_BOOKING_STATUSES),
  ...sortQuery(HALL_BOOKING_SORTS),
});
export type AdminHallBookingsQuery = z.input<typeof adminHallBookingsQuery>;

export const adminHallBookingSchema = z.extend(hallBookingSchema, {
  approved_at: z.nullable(timestamp),
  cancelled_at: z.nullable(timestamp),
  ...residentFields,
  ...paymentFlagsField,
});
export type AdminHallBooking = z.output<typeof adminHallBookingSchema>;

export const HALL_BOOKINGS_CANCEL_TEXT = {
  cancelled: 'Hall booking cancelled successfully',
  cancelFailed: (message: string) => `Failed to cancel booking: ${message}`,
  onlyApproved: (status: string) => `This booking is ${status}. Only an approved booking can be cancelled.`,
  rulesSaved: 'Hall booking rules saved',
  rulesFailed: (message: string) => `Failed to save hall booking rules: ${message}`,
} as const;

// ---- Hall Booking Rules: their own card in Admin -> Settings ----
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Please enter a whole number' })
    .check(
      z.int('Please enter a whole number'),
      z.gte(min, `Please enter a number of at least ${min}`),
      z.lte(max, `Please enter a number of at most ${max}`),
    );
export const hallRulesInput = z.strictObject({
  /** How many months ahead the podium can be requested. */
  months_ahead: wholeNumber(1, 36),
  /** Days before the event until which a resident may cancel an approved booking (0: until the day itself). */
  cancel_cutoff_days: wholeNumber(0, 90),
});
export type HallRulesInput = z.input<typeof hallRulesInput>;
export const hallRulesSchema = z.object({
  months_ahead: z.number().check(z.int()),
  cancel_cutoff_days: z.number().check(z.int()),
});
export type HallRules = z.output<typeof hallRulesSchema>;

export const hallBookingsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/hall-bookings',
    access: 'approvals:view',
    input: adminHallBookingsQuery,
    output: paged(adminHallBookingSchema),
  }),
  /** `POST …/:id/status`: Approve (refused with 409 when it clashes with an approved booking) or Reject. */
  ...decisionEndpoints('/api/admin/hall-bookings', HALL_BOOKING_DECISIONS, adminHallBookingSchema, {
    invalid: HALL_BOOKINGS_ADMIN_TEXT.invalidDecision,
  }),
  /** `POST …/:id/cancel`: calls off an approved booking, with a reason the resident is mailed; the slot is free again. */
  ...decisionEndpoints('/api/admin/hall-bookings', HALL_CANCEL_DECISION, adminHallBookingSchema),
  // The hall's booking rules are set on the Settings screen, not on Gym & Hall: the settings area's.
  rules: endpoint({
    method: 'GET',
    path: '/api/admin/settings/hall-bookings',
    access: 'settings:view',
    input: noInput,
    output: hallRulesSchema,
  }),
  saveRules: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/hall-bookings',
    access: 'settings:manage',
    input: hallRulesInput,
    output: hallRulesSchema,
  }),
};

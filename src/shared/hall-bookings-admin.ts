// Kept apart from hall-bookings.ts so a resident's screens never download the office's side.
import { z } from 'zod';
import { endpoint } from './contract.ts';
import { dateLabel } from './dates.ts';
import { type DecisionRule, residentFields, statusFilter } from './decisions.ts';
import { hallBookingSchema, timingLabel } from './hall-bookings.ts';
import { paymentFlagsField } from './payment-flags.ts';
import { paged, searchQuery, timestamp } from './schemas.ts';
import { uuid } from './validation.ts';

// ---- the office's side: the bookings tab of Gym & Hall Management (admin spec sections 2, 4, 8) ----

export const HALL_BOOKING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HallBookingStatus = (typeof HALL_BOOKING_STATUSES)[number];

/** The office's decisions, keyed by the status each sets: both only while the request is pending. */
export const HALL_BOOKING_DECISIONS = {
  approved: { label: 'Approve', from: ['pending'] },
  rejected: { label: 'Reject', from: ['pending'] },
} as const satisfies Record<string, DecisionRule & { from: readonly HallBookingStatus[] }>;
export type HallBookingDecision = keyof typeof HALL_BOOKING_DECISIONS;
const DECISION_VALUES = Object.keys(HALL_BOOKING_DECISIONS) as [
  HallBookingDecision,
  ...HallBookingDecision[],
];

export const HALL_BOOKING_ADMIN_TEXT = {
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
export const adminHallBookingsQuery = searchQuery.extend({ status: statusFilter(HALL_BOOKING_STATUSES) });
export type AdminHallBookingsQuery = z.input<typeof adminHallBookingsQuery>;

export const adminHallBookingSchema = hallBookingSchema.extend({
  approved_at: timestamp.nullable(),
  ...residentFields,
  ...paymentFlagsField,
});
export type AdminHallBooking = z.output<typeof adminHallBookingSchema>;

export const hallBookingDecisionInput = z.strictObject({
  id: uuid,
  status: z.enum(DECISION_VALUES, { error: HALL_BOOKING_ADMIN_TEXT.invalidDecision }),
});
export type HallBookingDecisionInput = z.input<typeof hallBookingDecisionInput>;

export const hallBookingsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/hall-bookings',
    access: 'admin',
    input: adminHallBookingsQuery,
    output: paged(adminHallBookingSchema),
  }),
  /** Approve (refused with 409 when it clashes with an approved booking) or Reject. */
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/hall-bookings/:id/status',
    access: 'admin',
    input: hallBookingDecisionInput,
    output: adminHallBookingSchema,
  }),
};

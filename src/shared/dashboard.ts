// The resident dashboard (resident spec section 2): everything but the profile in one request.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { membershipSchema } from './memberships.ts';
import { reasonField, timestamp } from './schemas.ts';

export const DASHBOARD_LIMITS = { bookings: 5, announcements: 3, recentMemberships: 2, recentBookings: 2 };

export const dashboardBookingSchema = z.object({
  id: z.string(),
  hall_type: z.string(),
  event_name: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  status: z.string(),
  additional_notes: z.nullable(z.string()),
  ...reasonField,
  created_at: timestamp,
});

export const dashboardParkingSchema = z.object({
  id: z.string(),
  vehicle_number: z.string(),
  parking_slot_requested: z.string(),
  slot_number: z.nullable(z.string()),
  vehicle_type: z.string(),
  status: z.string(),
  ...reasonField,
  created_at: timestamp,
});

export const dashboardAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.string(),
  created_at: timestamp,
});

export const dashboardSchema = z.object({
  /** All of the caller's memberships with their plan, newest first (expired ones already stored inactive). */
  memberships: z.array(membershipSchema),
  /** The caller's latest hall bookings. */
  bookings: z.array(dashboardBookingSchema),
  parking: z.array(dashboardParkingSchema),
  /** The latest active announcements. */
  announcements: z.array(dashboardAnnouncementSchema),
  /** What is live: pending or approved, not rejected, expired or past (server/platform/figures.ts). */
  /** What the caller's confirmed flat owes (below zero: an advance), and its latest due date; null: no flat's accounts. */
  dues: z.nullable(
    z.object({ outstanding_paise: z.number().check(z.int()), due_date: z.nullable(z.string()) }),
  ),
  counts: z.object({
    memberships: z.number().check(z.int()),
    bookings: z.number().check(z.int()),
    parking: z.number().check(z.int()),
  }),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export const dashboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    access: 'member',
    input: noInput,
    output: dashboardSchema,
  }),
};

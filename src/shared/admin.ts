// The back-office dashboard: its figures (one aggregate query) and the sidebar's pending badges.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { money, timestamp } from './schemas.ts';

/**
 * The headline figures (server/features/admin/figures.ts defines each once). Revenue is approved money only: gym
 * memberships approved or ended after approval, hall bookings approved. Pending is every kind of request waiting
 * for the office.
 */
export const dashboardStatsSchema = z.object({
  totalMembers: z.number().check(z.int()),
  membershipRevenue: money,
  hallRevenue: money,
  revenue: money,
  bookings: z.number().check(z.int()),
  approvedBookings: z.number().check(z.int()),
  pendingMemberships: z.number().check(z.int()),
  pendingBookings: z.number().check(z.int()),
  pendingParking: z.number().check(z.int()),
  pendingRepairs: z.number().check(z.int()),
  /** The four pending counts together. */
  pending: z.number().check(z.int()),
  generatedAt: timestamp,
});
export type DashboardStats = z.output<typeof dashboardStatsSchema>;

export const adminBadgesSchema = z.object({
  /** Parking Approval: pending parking registrations. */
  parking: z.number().check(z.int()),
  /** Gym & Hall: pending memberships plus pending hall bookings. */
  gymHall: z.number().check(z.int()),
  /** House Repair: pending house repair registrations. */
  repairs: z.number().check(z.int()),
});
export type AdminBadges = z.output<typeof adminBadgesSchema>;

// The dashboard is open to every back-office role; its figures and the sidebar's badges are the requests' (gym,
// hall, parking, house repairs), so they need approvals:view, which every role has by default.
export const adminApi = {
  /** Opening the dashboard: the figures, and an audit row saying the admin looked. */
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'approvals:view',
    input: noInput,
    output: dashboardStatsSchema,
  }),
  /** View Reports: the same figures generated afresh as a report, audited as such. */
  report: endpoint({
    method: 'POST',
    path: '/api/admin/reports',
    access: 'approvals:view',
    input: noInput,
    output: dashboardStatsSchema,
  }),
  badges: endpoint({
    method: 'GET',
    path: '/api/admin/badges',
    access: 'approvals:view',
    input: noInput,
    output: adminBadgesSchema,
  }),
};

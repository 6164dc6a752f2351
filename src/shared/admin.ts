// The back-office dashboard: its figures (one aggregate query) and the sidebar's pending badges.
import { z } from 'zod';
import { endpoint, noInput } from './contract.ts';
import { money, timestamp } from './schemas.ts';

/**
 * The headline figures (server/features/admin/figures.ts defines each once). Revenue is approved money only: gym
 * memberships approved or ended after approval, hall bookings approved. Pending is every kind of request waiting
 * for the office.
 */
export const dashboardStatsSchema = z.object({
  totalMembers: z.number().int(),
  membershipRevenue: money,
  hallRevenue: money,
  revenue: money,
  bookings: z.number().int(),
  approvedBookings: z.number().int(),
  pendingMemberships: z.number().int(),
  pendingBookings: z.number().int(),
  pendingParking: z.number().int(),
  pendingRepairs: z.number().int(),
  /** The four pending counts together. */
  pending: z.number().int(),
  generatedAt: timestamp,
});
export type DashboardStats = z.output<typeof dashboardStatsSchema>;

export const adminBadgesSchema = z.object({
  /** Parking Approval: pending parking registrations. */
  parking: z.number().int(),
  /** Gym & Hall: pending memberships plus pending hall bookings. */
  gymHall: z.number().int(),
  /** House Repair: pending house repair registrations. */
  repairs: z.number().int(),
});
export type AdminBadges = z.output<typeof adminBadgesSchema>;

export const adminApi = {
  /** Opening the dashboard: the figures, and an audit row saying the admin looked. */
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    input: noInput,
    output: dashboardStatsSchema,
  }),
  /** View Reports: the same figures generated afresh as a report, audited as such. */
  report: endpoint({
    method: 'POST',
    path: '/api/admin/reports',
    access: 'admin',
    input: noInput,
    output: dashboardStatsSchema,
  }),
  badges: endpoint({
    method: 'GET',
    path: '/api/admin/badges',
    access: 'admin',
    input: noInput,
    output: adminBadgesSchema,
  }),
};

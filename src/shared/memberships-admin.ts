// Kept apart from memberships.ts so a resident's screens never download the office's side.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { type DecisionRule, decisionEndpoints, residentFields, statusFilter } from './decisions.ts';
import { paymentFlagsField } from './payment-flags.ts';
import { DATE_OR_STATUS, money, paged, reasonField, searchQuery, sortQuery, timestamp } from './schemas.ts';

// ---- the office's side: the memberships tab of Gym & Hall Management (admin spec sections 2, 4, 8) ----

export const MEMBERSHIP_STATUSES = [
  'pending',
  'approved',
  'active',
  'rejected',
  'expired',
  'inactive',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The office's decisions, keyed by the status each sets, and the statuses each may start from. */
export const MEMBERSHIP_DECISIONS = {
  approved: { label: 'Approve', from: ['pending'], to: 'approved' },
  rejected: { label: 'Reject', from: ['pending'], to: 'rejected', reason: 'optional' },
  expired: { label: 'Mark Expired', from: ['approved', 'active'], to: 'expired' },
} as const satisfies Record<
  string,
  DecisionRule & { from: readonly MembershipStatus[]; to: MembershipStatus }
>;
export type MembershipDecision = keyof typeof MEMBERSHIP_DECISIONS;

export const MEMBERSHIPS_ADMIN_TEXT = {
  loadFailed: (message: string) => `Failed to load data: ${message}`,
  updated: (status: string) => `Membership ${status} successfully`,
  updateFailed: (message: string) => `Failed to update membership: ${message}`,
  expiredTitle: 'Memberships Updated',
  expired: (n: number) =>
    `${n} membership${n === 1 ? '' : 's'} past ${n === 1 ? 'its' : 'their'} end date set to inactive`,
  notFound: 'This membership no longer exists',
  invalidDecision: 'A membership can only be approved, rejected or marked expired',
} as const;

/** The memberships tab: a page, a search (member's or resident's name, phone, flat) and a status filter. */
export const adminMembershipsQuery = z.extend(searchQuery, {
  status: statusFilter(MEMBERSHIP_STATUSES),
  ...sortQuery(DATE_OR_STATUS),
});
export type AdminMembershipsQuery = z.input<typeof adminMembershipsQuery>;

export const adminMembershipSchema = z.object({
  id: z.string(),
  plan_name: z.string(),
  member_name: z.string(),
  member_phone: z.string(),
  member_age: z.number().check(z.int()),
  start_date: z.string(),
  end_date: z.string(),
  amount_paid: money,
  payment_transaction_id: z.nullable(z.string()),
  payment_last_4_digits: z.nullable(z.string()),
  status: z.string(),
  approved_at: z.nullable(timestamp),
  ...reasonField,
  created_at: timestamp,
  ...residentFields,
  ...paymentFlagsField,
});
export type AdminMembership = z.output<typeof adminMembershipSchema>;

export const membershipsAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/memberships',
    access: 'approvals:view',
    input: adminMembershipsQuery,
    output: paged(adminMembershipSchema),
  }),
  /** `POST …/:id/status`: Approve, Reject or Mark Expired. */
  ...decisionEndpoints('/api/admin/memberships', MEMBERSHIP_DECISIONS, adminMembershipSchema, {
    invalid: MEMBERSHIPS_ADMIN_TEXT.invalidDecision,
  }),
  /** On opening the page: memberships past their end date stored as inactive; answers how many changed. */
  expireOverdue: endpoint({
    method: 'POST',
    path: '/api/admin/memberships/expire-overdue',
    access: 'approvals:manage',
    input: noInput,
    output: z.object({ count: z.number().check(z.int()) }),
  }),
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMBERSHIP_DECISIONS,
  type MembershipDecision,
  membershipsAdminApi,
} from '@/shared/memberships-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { invalidateAdminBadges } from '../admin/badges';

const KEY = ['admin-memberships'] as const;

/**
 * One page of the memberships tab; a status from the URL that is not one of ours is refused by the server.
 * Not read before `enabled` (the page's expiry run has settled), or the first page could predate it.
 */
export const useAdminMemberships = (query: ListQuery<typeof membershipsAdminApi.list>, enabled: boolean) =>
  useQuery({ ...listQuery(KEY, membershipsAdminApi.list, query), enabled });

/** The office's decisions, all through `…/status`: Approve, Reject (with an optional reason) or Mark Expired. */
export const membershipDecisions = {
  rules: MEMBERSHIP_DECISIONS,
  queryKey: KEY,
  send: (id: string, status: MembershipDecision, reason: string | null) =>
    api(membershipsAdminApi.decide, { id, status, reason }),
};

/** The page's on-load update: overdue memberships stored as inactive; the list and badges reload when any were. */
export function useExpireOverdue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(membershipsAdminApi.expireOverdue),
    onSuccess: ({ count }) =>
      count ? Promise.all([qc.invalidateQueries({ queryKey: KEY }), invalidateAdminBadges(qc)]) : undefined,
  });
}

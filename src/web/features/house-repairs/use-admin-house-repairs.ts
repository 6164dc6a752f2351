import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { houseRepairsAdminApi, type RepairDecision } from '@/shared/house-repairs-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { invalidateAdminBadges } from '../admin/badges';

const KEY = ['admin-house-repairs'] as const;

/** One page of the table; a status from the URL that is not one of ours is refused by the server. */
export const useAdminRepairs = (query: ListQuery<typeof houseRepairsAdminApi.list>) =>
  useQuery(listQuery(KEY, houseRepairsAdminApi.list, query));

/** Approve or Reject; afterwards (also after a refusal: another admin decided first) the table and badges reload. */
export function useRepairDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: RepairDecision;
      reason: string | null;
    }) =>
      decision === 'reject'
        ? api(houseRepairsAdminApi.reject, { id, reason })
        : api(houseRepairsAdminApi.approve, { id }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), invalidateAdminBadges(qc)]),
  });
}

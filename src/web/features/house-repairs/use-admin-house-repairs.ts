import { useQuery } from '@tanstack/react-query';
import { houseRepairsAdminApi, REPAIR_DECISIONS, type RepairDecision } from '@/shared/house-repairs-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-house-repairs'] as const;

/** One page of the table; a status from the URL that is not one of ours is refused by the server. */
export const useAdminRepairs = (query: ListQuery<typeof houseRepairsAdminApi.list>) =>
  useQuery(listQuery(KEY, houseRepairsAdminApi.list, query));

/** The office's decisions, each through its own endpoint: `…/approve`, `…/reject` (with an optional reason). */
export const repairDecisions = {
  rules: REPAIR_DECISIONS,
  queryKey: KEY,
  send: (id: string, key: RepairDecision, reason: string | null) =>
    key === 'reject'
      ? api(houseRepairsAdminApi.reject, { id, reason })
      : api(houseRepairsAdminApi.approve, { id }),
};

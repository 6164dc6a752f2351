import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { houseRepairsAdminApi, REPAIR_DECISIONS, type RepairDecision } from '@/shared/house-repairs-admin';
import type { TableParams } from '@/web/components/data-table';
import { api } from '@/web/lib/api';

const KEY = ['admin-house-repairs'] as const;

/** One page of the table; a status from the URL that is not one of ours is refused by the server. */
export const useAdminRepairs = (query: TableParams<'status'>['query']) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api(houseRepairsAdminApi.list, query as Input<typeof houseRepairsAdminApi.list>),
    placeholderData: keepPreviousData,
  });

/** The office's decisions, each through its own endpoint: `…/approve`, `…/reject` (with an optional reason). */
export const repairDecisions = {
  rules: REPAIR_DECISIONS,
  queryKey: KEY,
  send: (id: string, key: RepairDecision, reason: string | null) =>
    key === 'reject'
      ? api(houseRepairsAdminApi.reject, { id, reason })
      : api(houseRepairsAdminApi.approve, { id }),
};

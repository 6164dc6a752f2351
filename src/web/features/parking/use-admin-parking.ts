import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PARKING_DECISIONS,
  type ParkingDecision,
  parkingAdminApi,
  parkingExportFileName,
} from '@/shared/parking-admin';
import type { TableParams } from '@/web/components/table-params';
import { api, download } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { societyToday } from '@/web/lib/utils';
import { invalidateAdminBadges } from '../admin/badges';

const KEY = ['admin-parking'] as const;
export type ParkingFilter = 'status';

/** One page of the table; a status from the URL that is not one of ours is refused by the server. */
export const useAdminParking = (query: ListQuery<typeof parkingAdminApi.list>) =>
  useQuery(listQuery(KEY, parkingAdminApi.list, query));

/** The office's decisions, each through its own endpoint: `…/approve`, `…/reject` (with an optional reason). */
export const parkingDecisions = {
  rules: PARKING_DECISIONS,
  queryKey: KEY,
  send: (id: string, key: ParkingDecision, reason: string | null) =>
    key === 'reject' ? api(parkingAdminApi.reject, { id, reason }) : api(parkingAdminApi.approve, { id }),
};

/** Delete (not a decision: the row goes); afterwards (also after a refusal) the table and badges reload. */
export function useParkingRemove() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(parkingAdminApi.remove, { id }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), invalidateAdminBadges(qc)]),
  });
}

/** Every row matching the table's search and status, as the server's CSV, saved under today's name. */
export const exportParking = ({ q, status }: Pick<TableParams<ParkingFilter>['query'], 'q' | 'status'>) =>
  download(parkingAdminApi.export, { q, status }, parkingExportFileName(societyToday()));

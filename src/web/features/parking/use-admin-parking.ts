import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ParkingDecision, parkingAdminApi, parkingExportFileName } from '@/shared/parking-admin';
import type { TableParams } from '@/web/components/data-table';
import { api, download } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';
import { societyToday } from '@/web/lib/utils';
import { invalidateAdminBadges } from '../admin/badges';

const KEY = ['admin-parking'] as const;
export type ParkingFilter = 'status';

/** One page of the table; a status from the URL that is not one of ours is refused by the server. */
export const useAdminParking = (query: ListQuery<typeof parkingAdminApi.list>) =>
  useQuery(listQuery(KEY, parkingAdminApi.list, query));

export type ParkingChange = { id: string; action: ParkingDecision | 'remove'; reason?: string | null };

/** Approve, Reject or Delete; afterwards (also after a refusal: the row has moved on) the table and badges reload. */
export function useParkingChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason = null }: ParkingChange) =>
      action === 'reject'
        ? api(parkingAdminApi.reject, { id, reason })
        : api(parkingAdminApi[action], { id }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), invalidateAdminBadges(qc)]),
  });
}

/** Every row matching the table's search and status, as the server's CSV, saved under today's name. */
export const exportParking = ({ q, status }: TableParams<ParkingFilter>['query']) =>
  download(parkingAdminApi.export, { q, status }, parkingExportFileName(societyToday()));

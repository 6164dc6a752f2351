import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementsAdminApi } from '@/shared/announcements-admin';
import type { Input } from '@/shared/contract';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-announcements'] as const;

/** One page of the office's list; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminAnnouncements = (query: ListQuery<typeof announcementsAdminApi.list>) =>
  useQuery(listQuery(KEY, announcementsAdminApi.list, query));

type Write = (typeof announcementsAdminApi)['create' | 'update' | 'deactivate' | 'activate'];

/** A write; afterwards the office list, the residents' list and the dashboard's latest notices refetch. */
export function useAnnouncementWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () =>
      Promise.all(
        [KEY, ['announcements'], ['dashboard']].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}

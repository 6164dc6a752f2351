import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementsAdminApi } from '@/shared/announcements-admin';
import type { Input } from '@/shared/contract';
import type { TableParams } from '@/web/components/data-table';
import { api } from '@/web/lib/api';

const KEY = ['admin-announcements'] as const;

/** One page of the office's list; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminAnnouncements = (query: TableParams<'status'>['query']) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api(announcementsAdminApi.list, query as Input<typeof announcementsAdminApi.list>),
    placeholderData: keepPreviousData,
  });

type Write = (typeof announcementsAdminApi)['create' | 'update' | 'deactivate' | 'activate'];

/** A write; afterwards the office list, the residents' list and the dashboard's latest notices refetch. */
export function useAnnouncementWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api<Write>(endpoint, input as never),
    onSuccess: () =>
      Promise.all(
        [KEY, ['announcements'], ['dashboard']].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { profilesAdminApi } from '@/shared/profiles';
import type { TableParams } from '@/web/components/data-table';
import { api } from '@/web/lib/api';

const KEY = ['admin-profiles'] as const;

/** One page of the table; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminProfiles = (query: TableParams<'flat'>['query']) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api(profilesAdminApi.list, query as Input<typeof profilesAdminApi.list>),
    placeholderData: keepPreviousData,
  });

/** The screen's writes; each refreshes the table. */
type Write = (typeof profilesAdminApi)['update' | 'setFlatConfirmation' | 'setAdminRole' | 'inviteStaff'];

export function useProfileWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api<Write>(endpoint, input as never),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

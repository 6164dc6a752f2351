import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { profilesAdminApi } from '@/shared/profiles';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-profiles'] as const;

/** One page of the table; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminProfiles = (query: ListQuery<typeof profilesAdminApi.list>) =>
  useQuery(listQuery(KEY, profilesAdminApi.list, query));

/** The screen's writes; each refreshes the table. */
type Write = (typeof profilesAdminApi)['update' | 'setFlatConfirmation' | 'setAdminRole' | 'inviteStaff'];

export function useProfileWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { rolesAdminApi } from '@/shared/roles';
import { useAuth } from '@/web/app/auth';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-roles'] as const;

export const useRoles = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: () => api(rolesAdminApi.list) });

/** One page of the role holders' table. */
export const useRoleHolders = (query: ListQuery<typeof rolesAdminApi.holders>) =>
  useQuery(listQuery([...KEY, 'holders'], rolesAdminApi.holders, query));

type Write = (typeof rolesAdminApi)['setReach' | 'grant' | 'revoke'];

/** The screen's writes; each refreshes the roles and their holders, and the person's own reach (it may be theirs). */
export function useRolesWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), auth.refresh()]),
  });
}

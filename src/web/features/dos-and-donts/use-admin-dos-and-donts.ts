import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { dosAndDontsAdminApi } from '@/shared/dos-and-donts-admin';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-dos-and-donts'] as const;

/** One page of the office's list; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminDosAndDonts = (query: ListQuery<typeof dosAndDontsAdminApi.list>) =>
  useQuery(listQuery([...KEY, 'list'], dosAndDontsAdminApi.list, query));

/** Every category in use: the form's suggestions and the table's filter. */
export const useDosCategories = () =>
  useQuery({ queryKey: [...KEY, 'categories'], queryFn: () => api(dosAndDontsAdminApi.categories) });

type Write = (typeof dosAndDontsAdminApi)['create' | 'update' | 'deactivate' | 'activate'];

/** A write; afterwards the office list, its categories and the residents' page refetch. */
export function useDosWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () =>
      Promise.all([KEY, ['dos-and-donts']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

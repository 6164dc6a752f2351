import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { dosAndDontsAdminApi } from '@/shared/dos-and-donts-admin';
import type { TableParams } from '@/web/components/data-table';
import { api } from '@/web/lib/api';

const KEY = ['admin-dos-and-donts'] as const;

/** One page of the office's list; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminDosAndDonts = (query: TableParams<'status' | 'category'>['query']) =>
  useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: () => api(dosAndDontsAdminApi.list, query as Input<typeof dosAndDontsAdminApi.list>),
    placeholderData: keepPreviousData,
  });

/** Every category in use: the form's suggestions and the table's filter. */
export const useDosCategories = () =>
  useQuery({ queryKey: [...KEY, 'categories'], queryFn: () => api(dosAndDontsAdminApi.categories) });

type Write = (typeof dosAndDontsAdminApi)['create' | 'update' | 'deactivate' | 'activate'];

/** A write; afterwards the office list, its categories and the residents' page refetch. */
export function useDosWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api<Write>(endpoint, input as never),
    onSuccess: () =>
      Promise.all([KEY, ['dos-and-donts']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

// The office's inventory queries and writes. Every write refetches the item table and the open usage ledger,
// since a usage changes the item's stock and Used Qty.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { inventoryAdminApi } from '@/shared/inventory';
import type { TableParams } from '@/web/components/data-table';
import { api } from '@/web/lib/api';

const KEY = ['admin-inventory'] as const;
const USAGE_PAGE = 20;

export const useInventory = (query: TableParams<'category'>['query']) =>
  useQuery({
    queryKey: [...KEY, 'items', query],
    queryFn: () => api(inventoryAdminApi.list, query as Input<typeof inventoryAdminApi.list>),
    placeholderData: keepPreviousData,
  });

/** The item as it stands and its usage history, newest first, a page at a time ('Show more'). */
export const useUsageHistory = (id: string) =>
  useInfiniteQuery({
    queryKey: [...KEY, 'usage', id],
    queryFn: ({ pageParam }) => api(inventoryAdminApi.usage, { id, page: pageParam, pageSize: USAGE_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

type Write = (typeof inventoryAdminApi)[
  | 'create'
  | 'update'
  | 'remove'
  | 'recordUsage'
  | 'updateUsage'
  | 'removeUsage'];

export function useInventoryWrite<E extends Write>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<E>) => api<Write>(endpoint, input as never),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

// The office's inventory queries and writes. Every write refetches the item table and the open usage ledger,
// since a usage changes the item's stock and Used Qty.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { inventoryAdminApi } from '@/shared/inventory';
import { api } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-inventory'] as const;
const USAGE_PAGE = 20;

export const useInventory = (query: ListQuery<typeof inventoryAdminApi.list>) =>
  useQuery(listQuery([...KEY, 'items'], inventoryAdminApi.list, query));

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
    mutationFn: (input: Input<E>) => api(endpoint, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

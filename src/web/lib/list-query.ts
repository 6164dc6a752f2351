// The query of an admin table's list, typed by the list endpoint: the table's filter names must be the endpoint's.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Endpoint, Input } from '@/shared/contract';
import type { TableParams } from '@/web/components/table-params';
import { apiFromUrl } from './api';

/** The filters a list endpoint takes besides page, page size, search and order. */
type FiltersOf<E extends Endpoint> = Exclude<
  keyof Input<E> & string,
  'page' | 'pageSize' | 'q' | 'sort' | 'dir'
>;
/** The columns a list endpoint sorts by (none for a list without `sort`). */
type SortOf<E extends Endpoint> = Input<E> extends { sort?: infer S } ? Extract<S, string> : never;

/** A table's URL query (page, page size, search, filters and order) for the list endpoint E. */
export type ListQuery<E extends Endpoint> = TableParams<FiltersOf<E>, SortOf<E>>['query'];

/**
 * One page of a table: the URL's query goes to the endpoint as it stands; a filter value that is not one of the
 * endpoint's is refused by the server, and the table shows that error. The previous page stays while the next loads.
 */
export const listQuery = <E extends Endpoint>(key: readonly unknown[], e: E, query: ListQuery<E>) =>
  queryOptions({
    queryKey: [...key, query],
    queryFn: () => apiFromUrl(e, query),
    placeholderData: keepPreviousData,
  });

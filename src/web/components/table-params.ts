// A back-office list's page, page size, search text, filters and order, read from and written to the URL's search
// params, so a reload or a shared link shows the same view; `DataTable` (data-table.tsx) draws the list from them.
import { SORT_DIRECTIONS, type SortDirection } from '@/shared/schemas';
import { useSearchParams } from '@/web/lib/router';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** The columns a list can be sorted by (as its endpoint's `sort` names them) and its default order. */
export interface TableSorting<S extends string> {
  columns: readonly S[];
  sort: S;
  dir: SortDirection;
}

export interface TableParams<F extends string = string, S extends string = never> {
  page: number;
  pageSize: number;
  q: string;
  filters: Record<F, string>;
  /** The column the list is sorted by (none for a list that does not sort), and the direction. */
  sort: S | null;
  dir: SortDirection;
  /**
   * The list endpoint's input: page, pageSize, q, the set filters (empty ones left out), and the order when it is
   * not the default one.
   */
  query: { page: number; pageSize: number; q?: string; sort?: S; dir?: SortDirection } & Partial<
    Record<F, string>
  >;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSearch(q: string): void;
  setFilter(name: F, value: string): void;
  /**
   * Sorts by a column: ascending first, then descending; then (for a column other than the default one) back to
   * the list's default order.
   */
  setSort(column: S): void;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Page, page size, search, the named filters and the order, read from and written to the URL's search params. */
export function useTableParams<F extends string = never, S extends string = never>(
  filterNames: readonly F[] = [],
  sorting?: TableSorting<S>,
): TableParams<F, S> {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const sizeParam = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const q = params.get('q') ?? '';
  const filters = Object.fromEntries(filterNames.map((f) => [f, params.get(f) ?? ''])) as Record<F, string>;
  // An order the list does not offer (an old link) is the default one.
  const sortParam = sorting?.columns.find((c) => c === params.get('sort'));
  const dirParam = SORT_DIRECTIONS.find((d) => d === params.get('dir'));
  const sort = sortParam ?? sorting?.sort ?? null;
  const dir = dirParam ?? sorting?.dir ?? 'asc';

  /** Writes some params (empty values removed); any change other than the page goes back to page 1. */
  const update = (changes: Record<string, string | number>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!('page' in changes)) next.delete('page');
        for (const [k, v] of Object.entries(changes)) {
          if (v === '' || (k === 'page' && v === 1)) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace },
    );

  const query = {
    page,
    pageSize,
    ...(q ? { q } : {}),
    ...(sort && (sortParam || dirParam) ? { sort, dir } : {}),
    ...Object.fromEntries(filterNames.filter((f) => filters[f]).map((f) => [f, filters[f]])),
  } as TableParams<F, S>['query'];

  return {
    page,
    pageSize,
    q,
    filters,
    sort,
    dir,
    query,
    setPage: (p) => update({ page: p }),
    setPageSize: (size) => update({ pageSize: size === DEFAULT_PAGE_SIZE ? '' : size }),
    setSearch: (text) => update({ q: text.trim() }, true),
    setFilter: (name, value) => update({ [name]: value }),
    setSort: (column) => {
      const next: SortDirection = column === sort && dir === 'asc' ? 'desc' : 'asc';
      // Another column's third click (descending, then back) returns to the list's own order.
      const back = column === sort && dir === 'desc' && column !== sorting?.sort;
      const isDefault = back || (column === sorting?.sort && next === sorting.dir);
      update(isDefault ? { sort: '', dir: '' } : { sort: column, dir: next });
    },
  };
}

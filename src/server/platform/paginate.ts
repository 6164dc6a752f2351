import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import type { DATE_OR_STATUS, SortDirection } from '../../shared/schemas.ts';
import type { TtlCache } from './cache.ts';

/** A page request, as parsed by the shared `pageQuery`. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The app's read cache for each database handle (app.ts registers it); a transaction has none. */
const countCaches = new WeakMap<object, TtlCache<unknown>>();

export function cacheCounts(db: object, cache: TtlCache<unknown>) {
  countCaches.set(db, cache);
}

type CountQuery = Promise<{ total: number }[]> & { toSQL?: () => { sql: string; params: unknown[] } };

/** A count, kept with the app's cached reads when `db` has them (see paginate). */
export function countOf(db: object, counting: CountQuery): Promise<number> {
  const cache = countCaches.get(db);
  const statement = counting.toSQL?.();
  const count = async () => (await counting)[0].total;
  if (!cache || !statement) return count();
  return cache.memo(`count:${statement.sql}:${JSON.stringify(statement.params)}`, count);
}

/**
 * One page of rows and the total, read together: the shape every paged endpoint answers with. The total of a
 * list's filter is counted once and then kept with the app's cached reads (emptied by any change this process
 * makes, at most a few seconds old for another process's), so paging through a list of a million rows does not
 * count them all again on every page.
 */
export async function paginate<T>(
  db: object,
  { page, pageSize }: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => CountQuery,
) {
  const [items, count] = await Promise.all([rows(pageSize, (page - 1) * pageSize), countOf(db, total())]);
  return { items, total: count, page, pageSize };
}

/**
 * How a list may be sorted: for each sortable column, what it orders by (the keys of an index that reads rows in
 * that order, so a page is read from the index rather than sorted from every row) and its direction when the
 * client names the column alone.
 */
export type SortColumns<C extends string> = Record<C, { by: (AnyColumn | SQL)[]; dir: SortDirection }>;

/** The request lists: by date (their `*_created_idx`) or by status (their `*_status_idx`: status, then date). */
export const dateOrStatus = (t: {
  created_at: AnyColumn;
  status: AnyColumn;
}): SortColumns<(typeof DATE_OR_STATUS)[number]> => ({
  created_at: { by: [t.created_at], dir: 'desc' },
  status: { by: [t.status, t.created_at], dir: 'asc' },
});

/**
 * The ORDER BY of one page: the client's column (else `fallback`, the list's default order) in the client's
 * direction (else the column's own), every key in that one direction so a single index scan serves it, and the
 * id last, so pages never skip or repeat rows that tie.
 */
export function sortOrder<C extends string>(
  query: { sort?: C; dir?: SortDirection },
  columns: SortColumns<C>,
  fallback: C,
  id: AnyColumn,
): SQL[] {
  const column = columns[query.sort ?? fallback];
  const order = (query.dir ?? column.dir) === 'asc' ? asc : desc;
  return [...column.by, id].map((key) => order(key));
}

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

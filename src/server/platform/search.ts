import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/**
 * The admin tables' free-text search: the text appears, in any case, in at least one of the columns.
 * The searched text's own % and _ match literally rather than as wildcards.
 */
export function containsText(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

// Schema pieces several features share: pagination, timestamps, money and form booleans.
import * as z from 'zod/mini';

/** Paginated lists share one shape. */
export const pageQuery = z.strictObject({
  page: z._default(
    z.coerce
      .number({ error: 'Page must be a whole number from 1 to 10000' })
      .check(
        z.int('Page must be a whole number from 1 to 10000'),
        z.gte(1, 'Page must be a whole number from 1 to 10000'),
        z.lte(10_000, 'Page must be a whole number from 1 to 10000'),
      ),
    1,
  ),
  pageSize: z._default(
    z.coerce
      .number({ error: 'Page size must be a whole number from 1 to 100' })
      .check(
        z.int('Page size must be a whole number from 1 to 100'),
        z.gte(1, 'Page size must be a whole number from 1 to 100'),
        z.lte(100, 'Page size must be a whole number from 1 to 100'),
      ),
    20,
  ),
});
/** Admin tables: a page plus an optional free-text search; each feature extends it with its filters. */
export const searchQuery = z.extend(pageQuery, {
  q: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search text must be less than 100 characters'))),
    z.transform((v) => v || undefined),
  ),
});
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/**
 * An admin table's order: `sort`, one of the columns the list may be sorted by (those an index reads in order),
 * and `dir`. Both optional: without them the list keeps its default order.
 */
export const sortQuery = <const C extends readonly [string, ...string[]]>(columns: C) => ({
  sort: z.optional(z.enum(columns, { error: `Sort by one of: ${columns.join(', ')}` })),
  dir: z.optional(z.enum(SORT_DIRECTIONS, { error: 'Sort direction must be asc or desc' })),
});
/** The request lists (feedback and the approvals) sort by their date or their status, each read from an index. */
export const DATE_OR_STATUS = ['created_at', 'status'] as const;
/** Office lists of items that are retired rather than deleted: show all, the active or the inactive ones. */
export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export const activeFilter = z._default(
  z.enum(ACTIVE_FILTERS, { error: 'Please choose a status from the list' }),
  'all',
);

export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });

/** A checkbox sent as JSON true/false or as a multipart 'true'/'false' string. */
export const formBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
]);

/** Timestamps leave the server as ISO strings. */
export const timestamp = z.pipe(
  z.union([z.date(), z.string()]),
  z.transform((v) => (v instanceof Date ? v.toISOString() : v)),
);
/** numeric(12,2) columns arrive as strings and leave as numbers of rupees. */
export const money = z.pipe(z.union([z.string(), z.number()]), z.transform(Number));

/** The name in a file route: one the server could have stored (storedName in server/storage), in a folder where the
 * bucket has them. `..` anywhere is no such name, so it never reaches the storage's path check. */
export const storedFileName = (folders: 'no folder' | 'folder') =>
  z
    .string()
    .check(
      z.regex(
        folders === 'folder'
          ? /^(?!.*\.\.)([A-Za-z0-9_-]+\/)?[A-Za-z0-9._-]{1,120}$/
          : /^(?!.*\.\.)[A-Za-z0-9._-]{1,120}$/,
        'No file has this name',
      ),
    );

/**
 * The office's reason for a rejection or cancellation as a request's readers get it: null unless it gave one
 * (the rule for writing it is in decisions.ts; this is here so residents' pages need not load that).
 */
export const reasonField = { decision_reason: z.nullable(z.string()) };

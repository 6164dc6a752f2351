// Column helpers every table file shares.
import { type SQL, sql } from 'drizzle-orm';
import { customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A payment reference as the claims compare it (shared/payment-references.ts, normaliseReference): upper-case, no
 * whitespace. The approval lists' "reused reference" flag looks rows up by it, through an index on this expression.
 */
export const normalisedReference = (column: unknown): SQL =>
  sql`upper(regexp_replace(${column}, '\\s', '', 'g'))`;

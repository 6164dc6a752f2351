import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { MIGRATIONS as migrationsFolder } from '../paths.ts';
import type { Database } from './client.ts';

/** Any number stable across processes: the key of the lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 7_203_118_461;

/**
 * Applies the committed SQL migrations; safe to run on every start. Several processes starting together on one
 * PostgreSQL take turns (an advisory lock), so each migration runs once and the others find it applied.
 */
export async function migrate(database: Database) {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept their own driver's database.
  const db = database.db as any;
  if (database.kind !== 'postgres') return migratePglite(db, { migrationsFolder });
  const lock = await (db.$client as pg.Pool).connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

// One Drizzle database over either embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { startDurablePglite } from './durable-pglite.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The database, usable at once: queries made before the embedded database has started wait for it, and
 * `started` settles when it has (or failed to). PostgreSQL's pool connects on its first query.
 */
export function startDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Database & { started: Promise<void> } {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ended (a restart, a failover, a dropped database): the pool discards it and
    // connects again when next needed. Unhandled, this event would end the whole process.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // numeric stays a string (exact money); date stays 'YYYY-MM-DD'.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end(), started: Promise.resolve() };
  }
  let client: PGlite;
  let started: Promise<void>;
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    ({ client, started } = startDurablePglite(dir));
  } else {
    client = new PGlite(); // in memory, for tests
    started = client.waitReady;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), started };
}

/** The database once it has started. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  const { started, ...database } = startDatabase(opts);
  await started;
  return database;
}

/** A unique constraint refused the row (PostgreSQL 23505), whichever layer wrapped the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

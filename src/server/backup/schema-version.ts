// The schema version an archive carries: the latest migration applied to the database, as the migrator records it
// (its journal timestamp) and as db/migrations/meta/_journal.json names it.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, Db, Tx } from '../db/client.ts';
import { MIGRATIONS as migrationsFolder } from '../paths.ts';
import { BackupError, type SchemaVersion } from './format.ts';
import { rowsOf } from './tables.ts';

/** The migrations this version of the portal has, oldest first. */
export async function knownVersions(): Promise<SchemaVersion[]> {
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The latest applied migration, or null for a database nothing has been applied to. */
export async function appliedVersion(db: Db | Tx): Promise<SchemaVersion | null> {
  const [{ present }] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present) return null;
  const [last] = await rowsOf<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const when = Number(last.when);
  const known = (await knownVersions()).find((v) => v.when === when);
  if (!known)
    throw new BackupError(
      'The database was set up by a newer version of the portal than this one. Use that version (or newer).',
    );
  return known;
}

/** Where an archive's schema stands among this version's migrations; refuses one it does not know. */
export async function positionOf(schema: SchemaVersion) {
  const known = await knownVersions();
  const index = known.findIndex((v) => v.when === schema.when);
  const latest = known[known.length - 1];
  if (index === -1 && schema.when > latest.when)
    throw new BackupError(
      `The backup's database schema (${schema.tag}) is newer than this version of the portal knows (latest ${latest.tag}). Update the portal, then restore.`,
    );
  if (index === -1)
    throw new BackupError(
      `The backup's database schema (${schema.tag}) is not one of this portal's migrations: it was not made by this portal.`,
    );
  return index;
}

/** Applies the migrations up to and including `index` (not beyond), in one transaction. */
export async function migrateTo(database: Database, index: number) {
  const migrations = readMigrationFiles({ migrationsFolder }).slice(0, index + 1);
  // biome-ignore lint/suspicious/noExplicitAny: the migrator's own entry point takes the driver's database; its step does the same for a chosen list.
  const db = database.db as any;
  await db.dialect.migrate(migrations, db.session, { migrationsFolder });
}

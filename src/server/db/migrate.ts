import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../../db/migrations', import.meta.url));

/** Applies the committed SQL migrations; safe to run on every start. */
export async function migrate(database: Database) {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept their own driver's database.
  const db = database.db as any;
  if (database.kind === 'postgres') await migratePg(db, { migrationsFolder });
  else await migratePglite(db, { migrationsFolder });
}

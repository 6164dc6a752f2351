// Opens the database the way the server does, for operator scripts; refuses while a server holds the folder.
import { existsSync } from 'node:fs';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { lockDataDir } from '../../src/server/db/lock.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { ensureReferenceData } from '../../src/server/db/reference-data.ts';

export async function openForScript() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(database);
  await ensureReferenceData(database.db, config.SOCIETY_TIMEZONE);
  return {
    config,
    database,
    async close() {
      await database.close();
      unlock();
    },
  };
}

/** Runs a script body with the database, printing a clean message instead of a stack on failure. */
export async function runScript(body: (opened: Awaited<ReturnType<typeof openForScript>>) => Promise<void>) {
  let opened: Awaited<ReturnType<typeof openForScript>> | undefined;
  try {
    opened = await openForScript();
    await body(opened);
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await opened?.close();
  }
}

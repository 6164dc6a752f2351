// npm run restore -- <file>: loads an archive made by npm run backup into an empty database (embedded in DATA_DIR,
// or the PostgreSQL of DATABASE_URL) and its files into the configured storage. This is how a society moves from the
// embedded database to a PostgreSQL server.
import { existsSync } from 'node:fs';
import { BackupError, describeCounts } from '../../src/server/backup/format.ts';
import { progressLine } from '../../src/server/backup/progress.ts';
import { restoreBackup } from '../../src/server/backup/restore.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { lockDataDir } from '../../src/server/db/lock.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const started = Date.now();
const progress = progressLine('Restoring');
try {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const restored = await restoreBackup(file, { database, config }, progress.update);
    progress.done();
    const into = config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${config.DATA_DIR}`;
    console.log(
      `Restored ${file} (made ${restored.header.created_at}, schema ${restored.header.schema.tag}) into ${into}, files: ${config.STORAGE}: ${describeCounts(restored)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log('Residents sign in with their passwords as before. Start the server with npm start.');
  } finally {
    await database.close();
    unlock();
  }
} catch (err) {
  progress.done();
  console.error(err instanceof BackupError ? err.message : `The restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}

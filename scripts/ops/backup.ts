// npm run backup [-- <file or folder>]: one archive of the database (embedded or PostgreSQL) and every stored file.
// Default folder: BACKUP_DIR (DATA_DIR/backups). While an embedded server runs, it makes the backup for us.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readArchive } from '../../src/server/backup/archive-reader.ts';
import {
  archiveName,
  type backupIntoFolder,
  writeArchiveFile,
  writeBackup,
} from '../../src/server/backup/backup.ts';
import { BackupError, type Counts, describeCounts, megabytes } from '../../src/server/backup/format.ts';
import { progressLine } from '../../src/server/backup/progress.ts';
import { requestBackup } from '../../src/server/backup/socket.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { lockDataDir } from '../../src/server/db/lock.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const started = Date.now();
const progress = progressLine('Backing up');
try {
  const config = loadConfig();
  const arg = process.argv[2];
  const folder = config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups');
  // A folder (existing, or named with a trailing slash) gets a new archive named for the time; anything else is the file.
  const path = !arg
    ? join(folder, archiveName())
    : arg.endsWith('/') || (existsSync(arg) && statSync(arg).isDirectory())
      ? join(arg, archiveName())
      : arg;

  let made: Awaited<ReturnType<typeof backupIntoFolder>>;
  const served = config.DATABASE_URL ? null : await requestBackup(config.DATA_DIR);
  if (served) {
    console.error('A server is running on this data folder: it makes the backup.');
    // The archive is checked as it arrives, section by section, so a backup the server could not finish is refused.
    made = await writeArchiveFile(path, async (out) => {
      const check = new PassThrough();
      served.pipe(check);
      const [, read] = await Promise.all([
        pipeline(served, out),
        readArchive(check, { progress: progress.update }),
      ]);
      return read as Counts;
    });
  } else {
    if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'pglite')))
      throw new BackupError(
        `There is no embedded database in ${config.DATA_DIR}: nothing to back up (set DATA_DIR or DATABASE_URL).`,
      );
    const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      made = await writeArchiveFile(path, (out) => writeBackup({ database, config }, out, progress.update));
    } finally {
      await database.close();
      unlock();
    }
  }
  progress.done();
  console.log(
    `Backup written: ${made.path} (${megabytes(made.bytes)}; ${describeCounts(made.counts)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  progress.done();
  console.error(err instanceof BackupError ? err.message : `The backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}

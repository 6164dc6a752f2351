// Making a backup: one consistent snapshot of every table and every stored file, written as one archive file.

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import { BUCKETS, type Bucket, type Storage, storageFor } from '../storage/storage.ts';
import { ArchiveWriter } from './archive-writer.ts';
import { BackupError, type Counts } from './format.ts';
import { appliedVersion } from './schema-version.ts';
import { backupTables, rowsOf } from './tables.ts';

export interface BackupSource {
  database: Database;
  config: Pick<Config, 'DATA_DIR' | 'STORAGE'>;
}

/** Rows fetched from the database at a time. */
const FETCH_ROWS = 1000;

/**
 * Writes an archive of the database and its files into `out`. The rows come from one read-only snapshot (a
 * REPEATABLE READ transaction on PostgreSQL, which does not hold up other processes; on the embedded database its
 * one connection is held for the rows). Files in the database are read in that same snapshot; files on disk are
 * never changed once written, so they are read after it, which keeps the embedded server's pause to the rows.
 */
export async function writeBackup(source: BackupSource, out: Writable, onProgress?: (c: Counts) => void) {
  const writer = new ArchiveWriter(out, onProgress);
  try {
    const filesLeft = await source.database.db.transaction(
      async (tx) => {
        const schema = await appliedVersion(tx);
        if (!schema) throw new BackupError('The database is empty: the portal has never been started on it.');
        await writer.header(source.database.kind, schema);
        for (const table of await backupTables(tx)) {
          const [{ n }] = await rowsOf<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
          );
          await writer.table(table.name, table.columns, n, rowsOfTable(tx, table.name));
        }
        const storage = storageFor(source.config, tx as unknown as Db);
        const files = await storedFiles(storage);
        if (source.config.STORAGE === 'disk') return files;
        await copyFiles(writer, storage, files);
        return [];
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await copyFiles(writer, storageFor(source.config, source.database.db), filesLeft);
    return await writer.finish();
  } catch (err) {
    writer.abort(err as Error);
    throw err;
  }
}

async function* rowsOfTable(tx: Tx, table: string) {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
  );
  for (;;) {
    const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
    if (!rows.length) break;
    yield rows.map((r) => r.row);
  }
  await tx.execute(sql`close backup_rows`);
}

export async function storedFiles(storage: Storage) {
  const files: { bucket: Bucket; name: string }[] = [];
  // One bucket at a time: inside a transaction the database storage has one connection.
  for (const bucket of BUCKETS) for (const name of await storage.list(bucket)) files.push({ bucket, name });
  return files;
}

async function copyFiles(writer: ArchiveWriter, storage: Storage, files: { bucket: Bucket; name: string }[]) {
  for (const { bucket, name } of files) {
    const bytes = await storage.open(bucket, name);
    // Gone since it was listed: deleted after the snapshot, along with its row.
    if (bytes) await writer.file(bucket, name, bytes);
  }
}

/** backup-2026-07-01T03-00-00.000Z.jsonl.gz: sorts by time, and says when it was made. */
const ARCHIVE_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3}Z)\.jsonl\.gz$/;
export const archiveName = (at = new Date()) => `backup-${at.toISOString().replace(/:/g, '-')}.jsonl.gz`;

/**
 * Writes an archive to `path` under a temporary name, synced and renamed once complete: a backup that fails (a
 * full disk, a stopped server) leaves no half-written file under the real name, and nothing at all.
 */
export async function writeArchiveFile(path: string, produce: (out: Writable) => Promise<Counts>) {
  const dir = dirname(path);
  const partial = `${path}.partial`;
  let out: WriteStream | undefined;
  const closed = () => (out && !out.closed ? once(out, 'close').catch(() => {}) : undefined);
  try {
    await mkdir(dir, { recursive: true });
    // flush: the bytes are on the disk before the rename makes them the backup.
    out = createWriteStream(partial, { flags: 'wx', flush: true });
    const counts = await produce(out);
    await closed();
    await rename(partial, path);
    return { path, counts, bytes: (await stat(path)).size };
  } catch (err) {
    out?.destroy();
    await closed();
    if (out) await rm(partial, { force: true });
    const code = (err as NodeJS.ErrnoException).code ?? '';
    throw code in FILE_SYSTEM_REASONS ? notWritable(dir, err as NodeJS.ErrnoException) : err;
  }
}

const FILE_SYSTEM_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'it is not a folder',
};

function notWritable(dir: string, err: NodeJS.ErrnoException) {
  return new BackupError(
    `Cannot write a backup into ${dir}: ${FILE_SYSTEM_REASONS[err.code ?? ''] ?? err.message}. Nothing was written. Choose a folder this user can write to (BACKUP_DIR, or npm run backup -- <folder>).`,
  );
}

/** A new archive in `dir`, named for its time. */
export const backupIntoFolder = (dir: string, source: BackupSource, onProgress?: (c: Counts) => void) =>
  writeArchiveFile(join(dir, archiveName()), (out) => writeBackup(source, out, onProgress));

async function archivesIn(dir: string) {
  const names = await readdir(dir).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return names.filter((n) => ARCHIVE_NAME.test(n)).sort();
}

/** Keeps the newest `keep` archives in `dir`; returns how many older ones it removed. */
export async function pruneBackups(dir: string, keep: number) {
  const old = (await archivesIn(dir)).slice(0, -keep);
  await Promise.all(old.map((name) => rm(join(dir, name), { force: true })));
  return old.length;
}

/** When the newest archive in `dir` was made, or null. */
export async function newestBackupAt(dir: string) {
  const newest = (await archivesIn(dir)).at(-1);
  const m = newest?.match(ARCHIVE_NAME);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}`) : null;
}

// Restoring an archive into an empty database of either kind: the migrations up to the archive's schema, every row
// in one transaction, every file through the Storage interface, then the rest of this version's migrations. A
// refusal or a failure part-way leaves the database without a row of it and the storage without a file of it.
import { createReadStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { type Bucket, storageFor } from '../storage/storage.ts';
import { readArchive, readHeader } from './archive-reader.ts';
import { storedFiles } from './backup.ts';
import { BackupError, type Counts } from './format.ts';
import { appliedVersion, migrateTo, positionOf } from './schema-version.ts';
import { backupTables, resetSequences, rowsOf } from './tables.ts';

export interface RestoreTarget {
  database: Database;
  config: Pick<Config, 'DATA_DIR' | 'STORAGE'>;
}

/**
 * What a server's first start writes by itself (the default plans and settings, its daily job runs): a database
 * holding only these still counts as empty, and the archive's rows replace them.
 */
const STARTUP_TABLES = new Set(['membership_plans', 'society_settings', 'job_runs']);

export async function restoreBackup(path: string, target: RestoreTarget, onProgress?: (c: Counts) => void) {
  const header = await readHeader(createReadStream(path));
  const version = await positionOf(header.schema);
  await refuseUnlessEmpty(target, version);
  await migrateTo(target.database, version);

  const written: { bucket: Bucket; name: string }[] = [];
  let restored: Awaited<ReturnType<typeof readArchive>>;
  try {
    restored = await target.database.db.transaction(async (tx) => {
      const tables = new Map((await backupTables(tx)).map((t) => [t.name, new Set(t.columns)]));
      for (const table of STARTUP_TABLES)
        if (tables.has(table)) await tx.execute(sql`delete from ${sql.identifier(table)}`);
      const storage = storageFor(target.config, tx as unknown as Db);
      const counts = await readArchive(createReadStream(path), {
        async rows(table, columns, rows) {
          const known = tables.get(table);
          const missing = known ? columns.filter((c) => !known.has(c)) : [table];
          if (missing.length)
            throw new BackupError(
              `The backup does not match this database's tables (${known ? `${table}: no column ${missing.join(', ')}` : `no table ${table}`}).`,
            );
          const list = sql.join(
            columns.map((c) => sql.identifier(c)),
            sql`, `,
          );
          const id = sql.identifier(table);
          await tx
            .execute(
              sql`insert into ${id} (${list}) select ${list} from jsonb_populate_recordset(null::${id}, ${`[${rows.join(',')}]`}::jsonb)`,
            )
            .catch((err) => {
              throw new BackupError(`The rows of ${table} could not be restored: ${rootMessage(err)}`);
            });
        },
        async file(bucket, name, bytes) {
          written.push({ bucket, name });
          await storage.put(bucket, name, bytes);
        },
        progress: onProgress,
      });
      await resetSequences(tx);
      return counts;
    });
  } catch (err) {
    // Files in the database went with the rolled-back transaction; files on disk are removed here.
    const storage = storageFor(target.config, target.database.db);
    await Promise.all(written.map((f) => storage.remove(f.bucket, f.name).catch(() => {})));
    throw err;
  }
  await migrate(target.database);
  return restored;
}

async function refuseUnlessEmpty(target: RestoreTarget, version: number) {
  const db = target.database.db;
  const applied = await appliedVersion(db);
  if (applied && (await positionOf(applied)) > version)
    throw new BackupError(
      `This database has already been set up by a newer version of the portal (${applied.tag}) than the one that made the backup. Restore into a new, empty database.`,
    );
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    if (STARTUP_TABLES.has(name)) continue;
    const [{ any }] = await rowsOf<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(name)}) as any`,
    );
    if (any) filled.push(name);
  }
  if (filled.length)
    throw new BackupError(
      `This database is not empty (it has rows in ${filled.join(', ')}). A backup is restored into an empty database only: create a new one and point DATABASE_URL at it, or set DATA_DIR to a new folder.`,
    );
  if (target.config.STORAGE === 'disk' && (await storedFiles(storageFor(target.config, db))).length)
    throw new BackupError(
      `The file storage (${target.config.DATA_DIR}/files) already holds files. A backup is restored into empty storage only: set DATA_DIR to a new folder.`,
    );
}

function rootMessage(err: unknown) {
  let e = err as Error;
  while (e.cause instanceof Error) e = e.cause;
  return e.message;
}

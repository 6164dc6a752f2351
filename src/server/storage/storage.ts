// File storage behind one interface: on the local disk under DATA_DIR (the embedded default), or in the database
// (STORAGE=database, the default with DATABASE_URL), so that any of several server processes serves any file.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileChunks } from '../db/schema.ts';

export const BUCKETS = ['gallery', 'documents', 'maintenance-invoices', 'repair-invoices'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface Storage {
  /** Stores a new file; a name already taken is refused (stored names are never reused). */
  put(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  /** The whole file, for small ones (gallery images); null when missing. */
  get(bucket: Bucket, name: string): Promise<Buffer | null>;
  /** The file as a stream, for downloads: memory stays flat however large the file and however many readers. */
  open(bucket: Bucket, name: string): Promise<Readable | null>;
  remove(bucket: Bucket, name: string): Promise<void>;
  /** Every stored name in a bucket, sorted (for backups). */
  list(bucket: Bucket): Promise<string[]>;
  /** Whether files can be stored now (for /api/health). */
  ready(): Promise<boolean>;
}

/** A stored name the server chooses: optional prefix, random id, extension. Never a client's name. */
export function storedName(ext: string, prefix = '') {
  const safePrefix = prefix.replace(/[^A-Za-z0-9_-]/g, '');
  return `${safePrefix ? `${safePrefix}/` : ''}${Date.now()}-${randomUUID()}.${ext}`;
}

const SAFE_NAME = /^([A-Za-z0-9_-]+\/)?[A-Za-z0-9._-]+$/;

function checkName(bucket: Bucket, name: string) {
  if (!BUCKETS.includes(bucket) || !SAFE_NAME.test(name) || name.includes('..'))
    throw new Error('Bad file name');
}

/** The configured storage (config.ts has already refused STORAGE=database without DATABASE_URL). */
export const storageFor = (config: { DATA_DIR: string; STORAGE: 'disk' | 'database' }, db: Db) =>
  config.STORAGE === 'database' ? databaseStorage(db) : localDiskStorage(join(config.DATA_DIR, 'files'));

export function localDiskStorage(root: string): Storage {
  const pathOf = (bucket: Bucket, name: string) => {
    checkName(bucket, name);
    return join(root, bucket, name);
  };
  return {
    async put(bucket, name, bytes) {
      const path = pathOf(bucket, name);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(bucket, name) {
      return readFile(pathOf(bucket, name)).catch(() => null);
    },
    async open(bucket, name) {
      const path = pathOf(bucket, name);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? createReadStream(path) : null;
    },
    async remove(bucket, name) {
      await rm(pathOf(bucket, name), { force: true });
    },
    async list(bucket) {
      checkName(bucket, 'x');
      const dir = join(root, bucket);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      });
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
        .filter((name) => SAFE_NAME.test(name))
        .sort();
    },
    async ready() {
      await mkdir(root, { recursive: true }).catch(() => {});
      return access(root, constants.W_OK).then(
        () => true,
        () => false,
      );
    },
  };
}

/** Rows of at most this size: a download holds one chunk at a time. */
export const CHUNK_BYTES = 256 * 1024;

export function databaseStorage(db: Db): Storage {
  const chunk = async (bucket: Bucket, name: string, seq: number) => {
    const [row] = await db
      .select({ bytes: fileChunks.bytes })
      .from(fileChunks)
      .where(and(eq(fileChunks.bucket, bucket), eq(fileChunks.name, name), eq(fileChunks.seq, seq)));
    return row?.bytes ?? null;
  };
  return {
    async put(bucket, name, bytes) {
      checkName(bucket, name);
      const rows = [];
      for (let seq = 0; seq === 0 || seq * CHUNK_BYTES < bytes.length; seq++)
        rows.push({ bucket, name, seq, bytes: bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES) });
      // One statement: all of the file or none of it (the primary key refuses a name already taken).
      await db.insert(fileChunks).values(rows);
    },
    async get(bucket, name) {
      checkName(bucket, name);
      const rows = await db
        .select({ bytes: fileChunks.bytes })
        .from(fileChunks)
        .where(and(eq(fileChunks.bucket, bucket), eq(fileChunks.name, name)))
        .orderBy(asc(fileChunks.seq));
      return rows.length ? Buffer.concat(rows.map((r) => r.bytes)) : null;
    },
    async open(bucket, name) {
      checkName(bucket, name);
      const first = await chunk(bucket, name, 0);
      if (!first) return null;
      return Readable.from(
        (async function* () {
          let next: Buffer | null = first;
          for (let seq = 1; next; seq++) {
            yield next;
            next = next.length < CHUNK_BYTES ? null : await chunk(bucket, name, seq);
          }
        })(),
        { objectMode: false },
      );
    },
    async remove(bucket, name) {
      checkName(bucket, name);
      await db.delete(fileChunks).where(and(eq(fileChunks.bucket, bucket), eq(fileChunks.name, name)));
    },
    async list(bucket) {
      checkName(bucket, 'x');
      const rows = await db
        .select({ name: fileChunks.name })
        .from(fileChunks)
        .where(and(eq(fileChunks.bucket, bucket), eq(fileChunks.seq, 0)));
      // Sorted here, as on disk: the database's collation may order names differently.
      return rows.map((r) => r.name).sort();
    },
    async ready() {
      return db
        .select({ seq: fileChunks.seq })
        .from(fileChunks)
        .limit(1)
        .then(
          () => true,
          () => false,
        );
    },
  };
}

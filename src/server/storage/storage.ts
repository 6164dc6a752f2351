// File storage behind one interface: local disk under DATA_DIR now; an S3-compatible store can implement it later.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const BUCKETS = ['gallery', 'documents', 'maintenance-invoices', 'repair-invoices'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface Storage {
  put(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  get(bucket: Bucket, name: string): Promise<Buffer | null>;
  remove(bucket: Bucket, name: string): Promise<void>;
}

/** A stored name the server chooses: optional prefix, random id, extension. Never a client's name. */
export function storedName(ext: string, prefix = '') {
  const safePrefix = prefix.replace(/[^A-Za-z0-9_-]/g, '');
  return `${safePrefix ? `${safePrefix}/` : ''}${Date.now()}-${randomUUID()}.${ext}`;
}

const SAFE_NAME = /^([A-Za-z0-9_-]+\/)?[A-Za-z0-9._-]+$/;

/** The configured storage: files under DATA_DIR/files. */
export const storageFor = (config: { DATA_DIR: string }) => localDiskStorage(join(config.DATA_DIR, 'files'));

export function localDiskStorage(root: string): Storage {
  const pathOf = (bucket: Bucket, name: string) => {
    if (!BUCKETS.includes(bucket) || !SAFE_NAME.test(name) || name.includes('..'))
      throw new Error('Bad file name');
    return join(root, bucket, name);
  };
  return {
    async put(bucket, name, bytes) {
      const path = pathOf(bucket, name);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(bucket, name) {
      try {
        return await readFile(pathOf(bucket, name));
      } catch {
        return null;
      }
    },
    async remove(bucket, name) {
      await rm(pathOf(bucket, name), { force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { CHUNK_BYTES, databaseStorage, localDiskStorage, type Storage } from './storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pieces(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return parts;
}

const kinds: [string, () => Storage][] = [
  ['disk', () => localDiskStorage(mkdtempSync(join(tmpdir(), 'storage-test-')))],
  ['database', () => databaseStorage(t.database.db)],
];

describe.each(kinds)('%s storage', (_kind, make) => {
  it('gives back exactly what was stored, whole or streamed, for every size', async () => {
    const storage = make();
    for (const size of [0, 1, CHUNK_BYTES, 3 * CHUNK_BYTES + 17]) {
      const bytes = randomBytes(size);
      const name = `size-${size}.pdf`;
      await storage.put('maintenance-invoices', name, bytes);
      expect((await storage.get('maintenance-invoices', name))?.equals(bytes)).toBe(true);
      const parts = await pieces((await storage.open('maintenance-invoices', name))!);
      expect(Buffer.concat(parts).equals(bytes)).toBe(true);
      // A download holds at most one chunk at a time.
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(CHUNK_BYTES);
    }
  });

  it('answers null for a missing file and keeps buckets apart', async () => {
    const storage = make();
    await storage.put('documents', 'abc/only-here.png', Buffer.from('x'));
    expect(await storage.get('documents', 'abc/missing.png')).toBeNull();
    expect(await storage.open('documents', 'abc/missing.png')).toBeNull();
    expect(await storage.get('gallery', 'abc/only-here.png')).toBeNull();
  });

  it('refuses to overwrite a stored name and removes a file', async () => {
    const storage = make();
    await storage.put('gallery', 'once.webp', Buffer.from('first'));
    await expect(storage.put('gallery', 'once.webp', Buffer.from('second'))).rejects.toThrow();
    expect((await storage.get('gallery', 'once.webp'))?.toString()).toBe('first');
    await storage.remove('gallery', 'once.webp');
    expect(await storage.get('gallery', 'once.webp')).toBeNull();
    await storage.remove('gallery', 'once.webp'); // removing twice is fine
  });

  it('refuses names that could leave the bucket', async () => {
    const storage = make();
    for (const name of ['../secret', 'a/b/c.pdf', '/etc/passwd', 'a b.pdf', '..'])
      await expect(storage.put('documents', name, Buffer.from('x'))).rejects.toThrow('Bad file name');
  });
});

describe('STORAGE setting', () => {
  it('defaults to the database with DATABASE_URL and to the disk without', () => {
    expect(loadConfig({}).STORAGE).toBe('disk');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).STORAGE).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', STORAGE: 'disk' }).STORAGE).toBe('disk');
  });

  it('refuses database storage without a database server, and unknown values', () => {
    expect(() => loadConfig({ STORAGE: 'database' })).toThrow('STORAGE: database needs DATABASE_URL');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('STORAGE: must be disk or database');
  });
});

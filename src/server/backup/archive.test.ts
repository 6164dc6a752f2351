// The archive and its refusals: a truncated, edited, foreign or newer archive and a non-empty database are refused
// with a message saying so, and leave the target as it was (no row, no file); a backup to a folder it cannot write
// leaves nothing. Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
import { createHook } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { storageFor } from '../storage/storage.ts';
import { createTestApp, freshDatabase, signUpResident, type TestApp } from '../test/harness.ts';
import { readArchive } from './archive-reader.ts';
import { backupIntoFolder, newestBackupAt, pruneBackups, storedFiles, writeArchiveFile } from './backup.ts';
import { BackupError, FORMAT_VERSION } from './format.ts';
import { restoreBackup } from './restore.ts';
import { appliedVersion } from './schema-version.ts';

const PDF = Buffer.from(`%PDF-1.4\n${'% an invoice line\n'.repeat(20_000)}%%EOF\n`);
const tmp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

let source: TestApp;
let archive: string;
beforeAll(async () => {
  source = await createTestApp();
  await signUpResident(source);
  await source.app.ctx.storage.put('maintenance-invoices', 'A-101_M-1_1.pdf', PDF);
  archive = (await backupIntoFolder(tmp('portal-backups-'), source.app.ctx)).path;
}, 60_000);
afterAll(() => source?.close());

/** The archive's text, changed by `edit` and compressed again (a valid gzip file with other content). */
const edited = (edit: (text: string) => string) => {
  const file = join(tmp('portal-edited-'), 'edited.jsonl.gz');
  writeFileSync(file, gzipSync(edit(gunzipSync(readFileSync(archive)).toString('utf8'))));
  return file;
};
const withBytes = (bytes: Buffer) => {
  const file = join(tmp('portal-damaged-'), 'damaged.jsonl.gz');
  writeFileSync(file, bytes);
  return file;
};

describe('reading an archive', () => {
  it('holds the header, every table, the stored files and a trailer that checks out', async () => {
    const seen: string[] = [];
    const read = await readArchive(Readable.from(readFileSync(archive)), {
      async rows(table) {
        if (!seen.includes(table)) seen.push(table);
      },
      async file(bucket, name, bytes) {
        seen.push(`${bucket}/${name}`);
        expect(bytes.equals(PDF)).toBe(true);
      },
    });
    expect(read.header).toMatchObject({ format: 'society-portal-backup', version: FORMAT_VERSION });
    expect(read.header.schema.tag).toMatch(/^\d{4}_/);
    expect(read).toMatchObject({ files: 1, file_bytes: PDF.length });
    expect(read.tables).toBeGreaterThan(20);
    // Parents before the rows that reference them.
    expect(seen.indexOf('users')).toBeLessThan(seen.indexOf('profiles'));
    expect(seen).toContain('maintenance-invoices/A-101_M-1_1.pdf');
  });
});

describe('making an archive', () => {
  // A zlib stream (compression on the thread pool) in the server's process left it in the slow state for good
  // (docs/performance.md): the backup compresses on its own thread, in gzip members that a reader joins.
  it('compresses off the thread pool, and a multi-member archive reads back whole', async () => {
    const app = await createTestApp();
    try {
      const scan = randomBytes(3 * 1024 * 1024); // incompressible: several members of the archive
      await app.app.ctx.storage.put('documents', 'scan.pdf', scan);
      // zlib's objects (made by the synchronous API too), and the callbacks of work they sent to the thread pool.
      const zlibs = new Set<number>();
      let poolCallbacks = 0;
      const hook = createHook({
        init: (id, type) => void (type === 'ZLIB' && zlibs.add(id)),
        before: (id) => void (zlibs.has(id) && poolCallbacks++),
      }).enable();
      const made = await backupIntoFolder(tmp('portal-members-'), app.app.ctx).finally(() => hook.disable());
      expect(zlibs.size).toBeGreaterThan(1);
      expect(poolCallbacks).toBe(0);
      let read: Buffer | undefined;
      const counts = await readArchive(Readable.from(readFileSync(made.path)), {
        async file(_bucket, _name, bytes) {
          read = bytes;
        },
      });
      expect(counts.files).toBe(1);
      expect(read?.equals(scan)).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('restoring', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let config: ReturnType<typeof loadConfig>;
  beforeEach(async () => {
    target = await freshDatabase();
    config = loadConfig({
      DATA_DIR: tmp('portal-target-'),
      ...(target.url ? { DATABASE_URL: target.url } : {}),
    });
  });
  // Dropped at the end, long after their connections closed: a forced drop racing a closing pool fails that pool.
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await target.database.close();
    drops.push(target.drop);
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  const restore = (file: string) => restoreBackup(file, { database: target.database, config });
  /** The target holds no row of the archive and no file (or, refused before its migrations, nothing at all). */
  const untouched = async () => {
    if (!(await appliedVersion(target.database.db))) return;
    expect(await target.database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    expect(await storedFiles(storageFor(config, target.database.db))).toEqual([]);
  };
  const refused = async (file: string, message: RegExp) => {
    const err = await restore(file).then(
      () => null,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(BackupError);
    expect(err!.message).toMatch(message);
    await untouched();
  };

  it('refuses a truncated archive and keeps nothing of it', async () => {
    const bytes = readFileSync(archive);
    await refused(withBytes(bytes.subarray(0, Math.floor(bytes.length * 0.6))), /is truncated/);
  });

  it('refuses an archive with one compressed byte changed', async () => {
    const bytes = Buffer.from(readFileSync(archive));
    bytes[Math.floor(bytes.length / 2)] ^= 0x55;
    await refused(withBytes(bytes), /is damaged|is truncated/);
  });

  it('refuses an edited row, a changed file and a removed section by their checksums', async () => {
    await refused(
      edited((t) => t.replace(/"email": "resident/, '"email": "intruder')),
      /damaged: the rows of users do not match their checksum/,
    );
    await refused(
      edited((t) => t.replace(/^(JVBERi0xLjQK)/m, 'JVBERi0xLjUK')),
      /damaged: the file maintenance-invoices\/A-101_M-1_1.pdf does not match its checksum/,
    );
    await refused(
      edited((t) => t.replace(/^\{"table":"feedback".*\n\{"end":"table".*\n/m, '')),
      /damaged: it holds \d+ tables, its trailer says/,
    );
  });

  it('refuses a file that is not an archive of the portal', async () => {
    await refused(
      withBytes(Buffer.from('%PDF-1.4\nnot a backup\n')),
      /not a backup archive of the members portal/,
    );
    await refused(withBytes(gzipSync('{"format":"something-else"}\n')), /not a backup archive/);
    await refused(withBytes(Buffer.alloc(0)), /not a backup archive/);
  });

  it('refuses an archive of a newer format or a newer schema', async () => {
    await refused(
      edited((t) => t.replace(`"version":${FORMAT_VERSION}`, `"version":${FORMAT_VERSION + 1}`)),
      /made by a newer version of the portal/,
    );
    await refused(
      edited((t) =>
        t.replace(
          /"schema":\{"tag":"[^"]+","when":\d+\}/,
          '"schema":{"tag":"9999_future","when":99999999999999}',
        ),
      ),
      /schema \(9999_future\) is newer than this version of the portal knows/,
    );
  });

  it('restores into an empty database, then refuses to restore over it', async () => {
    const restored = await restore(archive);
    expect(restored).toMatchObject({ files: 1, file_bytes: PDF.length });
    expect(await target.database.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    const err = await restore(archive).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/This database is not empty \(it has rows in .*users/);
    expect(await target.database.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
  });
});

describe('the backup folder', () => {
  it('says clearly when it cannot write there, and leaves nothing', async () => {
    const blocker = join(tmp('portal-blocked-'), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const err = await backupIntoFolder(join(blocker, 'backups'), source.app.ctx).catch((e: Error) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect((err as Error).message).toMatch(
      /^Cannot write a backup into .*a-file\/backups: it is not a folder\. Nothing was written/,
    );
  });

  it('leaves no half-written file when the backup fails part-way', async () => {
    const dir = tmp('portal-partial-');
    const err = await writeArchiveFile(join(dir, 'x.jsonl.gz'), async (out) => {
      out.write(Buffer.alloc(64 * 1024, 1));
      throw new Error('the database went away');
    }).catch((e: Error) => e);
    expect((err as Error).message).toBe('the database went away');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps the newest BACKUP_KEEP archives and knows when the newest was made', async () => {
    const dir = tmp('portal-keep-');
    const names = ['2026-05-01T03-00-00.000Z', '2026-05-02T03-00-00.000Z', '2026-05-03T03-00-00.000Z'];
    for (const n of names) writeFileSync(join(dir, `backup-${n}.jsonl.gz`), 'x');
    mkdirSync(join(dir, 'not-a-backup'));
    expect(await pruneBackups(dir, 2)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([
      'backup-2026-05-02T03-00-00.000Z.jsonl.gz',
      'backup-2026-05-03T03-00-00.000Z.jsonl.gz',
      'not-a-backup',
    ]);
    expect(await newestBackupAt(dir)).toEqual(new Date('2026-05-03T03:00:00.000Z'));
    expect(await newestBackupAt(join(dir, 'missing'))).toBeNull();
  });
});

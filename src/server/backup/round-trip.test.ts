// How a society moves to a server: the embedded database (files on disk) → an archive → the PostgreSQL of
// TEST_DATABASE_URL (files in the database), as in CI; without it, into a second embedded database. Every row and
// every file arrives, and the residents sign in on the new database with their old passwords.
import { createReadStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { documentsApi } from '../../shared/documents.ts';
import { FEEDBACK_CATEGORIES, feedbackApi } from '../../shared/feedback.ts';
import { parkingApi } from '../../shared/parking.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { storageFor } from '../storage/storage.ts';
import { callerOf } from '../test/client.ts';
import {
  cookieOf,
  createTestApp,
  freshDatabase,
  PASSWORD,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../test/harness.ts';
import { readArchive } from './archive-reader.ts';
import { backupIntoFolder, storedFiles } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { backupTables, rowsOf } from './tables.ts';

const CATEGORY = FEEDBACK_CATEGORIES[0];
const PDF = Buffer.from('%PDF-1.4\n% RC copy that moves to the server\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300_000, 7),
]);

/** Every row of a table as PostgreSQL's JSON, in UTC, sorted: equal on both sides when nothing was lost. */
const dump = (database: Database, table: string) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const rows = await rowsOf<{ row: string }>(
      tx,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
    return rows.map((r) => r.row);
  });

describe('PGlite → archive → PostgreSQL', () => {
  let source: TestApp;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let targetConfig: ReturnType<typeof loadConfig>;
  let archive: string;
  let resident: Awaited<ReturnType<typeof signUpResident>>;
  let rcCopy: string;

  beforeAll(async () => {
    // The source is the embedded database whatever TEST_DATABASE_URL says: that is what a society moves from.
    const url = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    source = await createTestApp();
    if (url) process.env.TEST_DATABASE_URL = url;
    target = await freshDatabase();
    targetConfig = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-restored-')),
      ...(target.url ? { DATABASE_URL: target.url } : {}),
      AUTH_SECRET: 'another-secret-on-the-new-server-0123456789',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    });

    const admin = await signUpAdmin(source);
    resident = await signUpResident(source, { name: 'Asha Rao' });
    const registered = await source.as(resident).upload(
      parkingApi.register,
      {
        owner_name: 'Asha Rao',
        flat_no: resident.flat_no,
        contact_number: '9820012345',
        vehicles: JSON.stringify([
          { car_number: 'mh01ab1234', slot_type: 'owned_covered', slot_number: 'G-12' },
        ]),
      },
      { field: 'rc_copy', name: 'rc.pdf', bytes: PDF },
    );
    expect(registered.statusCode, registered.body).toBe(201);
    rcCopy = registered.json()[0].rc_copy_url!;
    await source.app.ctx.storage.put('gallery', 'thumbs/sea-view.png', PNG);
    const feedback = await source.as(resident).call(feedbackApi.submit, {
      name: 'Asha Rao',
      subject: 'Lift',
      category: CATEGORY,
      message: 'The lift in B wing stops between floors — “again”.',
    });
    expect(feedback.statusCode, feedback.body).toBeLessThan(300);
    expect(admin.cookie).toBeTruthy();

    const made = await backupIntoFolder(mkdtempSync(join(tmpdir(), 'portal-backups-')), {
      database: source.database,
      config: source.app.ctx.config,
    });
    archive = made.path;
    await restoreBackup(archive, { database: target.database, config: targetConfig });
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    await target?.database.close();
    await target?.drop();
  });

  it('leaves the same rows in every table', async () => {
    const tables = await backupTables(source.database.db);
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'accounts', 'profiles', 'feedback']),
    );
    for (const { name } of tables) {
      const rows = await dump(source.database, name);
      expect(await dump(target.database, name), name).toEqual(rows);
    }
    const { rows } = await readArchive(createReadStream(archive));
    expect(rows).toBeGreaterThan(8);
  });

  it('leaves the same files, now in the target storage', async () => {
    const from = source.app.ctx.storage;
    const to = storageFor(targetConfig, target.database.db);
    const files = await storedFiles(from);
    expect(files).toEqual(
      expect.arrayContaining([
        { bucket: 'documents', name: rcCopy },
        { bucket: 'gallery', name: 'thumbs/sea-view.png' },
      ]),
    );
    expect(await storedFiles(to)).toEqual(files);
    for (const { bucket, name } of files)
      expect((await to.get(bucket, name))?.equals((await from.get(bucket, name))!)).toBe(true);
  });

  it('lets a resident sign in with the old password, and serves their file', async () => {
    const app = await buildApp(targetConfig, { database: target.database, serveWeb: false });
    try {
      const signIn = (password: string) =>
        callerOf(app, null).call(accountApi.signIn, { email: resident.email, password });
      const wrong = await signIn('Not-the-password#1');
      expect(wrong.statusCode).toBe(401);
      const signedIn = await signIn(PASSWORD);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const download = await callerOf(app, { cookie: cookieOf(signedIn) }).call(documentsApi.file, {
        name: rcCopy,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

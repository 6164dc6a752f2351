// The daily backup: into BACKUP_DIR, the oldest beyond BACKUP_KEEP removed, its time on the settings screen's
// System Information; BACKUP_DIR=off turns it off.
import { createReadStream, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { siteAdminApi } from '../../shared/site-admin.ts';
import { loadConfig } from '../config.ts';
import { jobRuns } from '../db/schema.ts';
import { createTestApp, signUpAdmin, type TestApp } from '../test/harness.ts';
import { readArchive } from './archive-reader.ts';
import { startBackups } from './daily.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

const lastBackup = async (app: TestApp) => {
  const admin = await signUpAdmin(app);
  const res = await app.as(admin).call(siteAdminApi.systemStatus);
  expect(res.statusCode).toBe(200);
  return res.json().backup.last_at;
};

describe('the daily backup', () => {
  it('writes an archive into BACKUP_DIR, keeps the newest BACKUP_KEEP, and the settings screen shows its time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-daily-'));
    for (const day of ['01', '02'])
      writeFileSync(join(dir, `backup-2026-05-${day}T03-00-00.000Z.jsonl.gz`), 'an older backup');
    t = await createTestApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    const before = Date.now();
    startBackups(t.app);
    let run: typeof jobRuns.$inferSelect | undefined;
    for (let i = 0; i < 200 && !run?.finished_at; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [run] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'backup'));
    }
    expect(run?.result).toMatch(
      /^backup-.*\.jsonl\.gz, .* MB: \d+ tables, .* rows, 0 files \(0\.0 MB\); 1 older removed$/,
    );

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toBe('backup-2026-05-02T03-00-00.000Z.jsonl.gz');
    const made = await readArchive(createReadStream(join(dir, files[1])));
    expect(made.tables).toBeGreaterThan(20);

    const shown = await lastBackup(t);
    expect(new Date(shown!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(shown!).getTime()).toBeLessThanOrEqual(Date.now());
  }, 90_000);

  it('is off with BACKUP_DIR=off: no backup, and none shown', async () => {
    expect(loadConfig({ BACKUP_DIR: 'off' }).BACKUP_DIR).toBeNull();
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).BACKUP_DIR).toBe('/srv/portal/backups');
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    t = await createTestApp({ BACKUP_DIR: 'off' });
    startBackups(t.app);
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'backup'))).toEqual([]);
    expect(await lastBackup(t)).toBeNull();
  });
});

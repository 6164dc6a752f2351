// npm run backup and npm run restore as an operator runs them: a backup while the embedded server runs (the server
// makes it, and keeps answering), one after it stopped, a restore into a new database (PostgreSQL when
// TEST_DATABASE_URL is set), and the refusals as one clear line with exit code 1.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { freshDatabase, PASSWORD } from '../test/harness.ts';
import { startServer } from '../test/server-process.ts';
import { socketPath } from './socket.ts';

const run = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/ops/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      out: err.stdout + err.stderr,
    }),
  );

const target = await freshDatabase();
afterAll(() => target.drop());

describe('npm run backup and npm run restore', () => {
  it('back up a running embedded server and restore into a new database', async () => {
    await target.database.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    const out = mkdtempSync(join(tmpdir(), 'portal-cli-out-'));
    const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: 'off' });
    const signUp = await fetch(`${server.url}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        flat_no: 'A-101',
        password: PASSWORD,
      }),
    });
    expect(signUp.status).toBe(200);

    const live = await run('backup', [join(out, 'live.jsonl.gz')], { DATA_DIR: dataDir });
    expect(live.out).toMatch(/A server is running on this data folder: it makes the backup\./);
    expect(live.out).toMatch(/Backup written: .*live\.jsonl\.gz \(.* MB; \d+ tables, \d+ rows, 0 files/);
    expect(live.code).toBe(0);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(socketPath(dataDir))).toBe(false);
    const stopped = await run('backup', [`${out}/`], { DATA_DIR: dataDir });
    expect(stopped.code, stopped.out).toBe(0);
    expect(readdirSync(out).filter((f) => f.startsWith('backup-'))).toHaveLength(1);

    const newDir = mkdtempSync(join(tmpdir(), 'portal-cli-new-'));
    const into: Record<string, string> = target.url ? { DATABASE_URL: target.url } : { DATA_DIR: newDir };
    const restored = await run('restore', [join(out, 'live.jsonl.gz')], into);
    expect(restored.out).toMatch(/Restored .*live\.jsonl\.gz \(made .*, schema \d{4}_\w+\) into /);
    expect(restored.code).toBe(0);
    const check = await openDatabase({ databaseUrl: target.url, dataDir: newDir });
    expect(await check.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    await check.close();

    const again = await run('restore', [join(out, 'live.jsonl.gz')], into);
    expect(again).toEqual({
      code: 1,
      out: expect.stringMatching(
        /^(Restoring: .*\n)?This database is not empty \(it has rows in .*users.*\n$/,
      ),
    });

    const bytes = readFileSync(join(out, 'live.jsonl.gz'));
    writeFileSync(join(out, 'cut.jsonl.gz'), bytes.subarray(0, bytes.length - 40));
    const empty = { DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-cli-empty-')) };
    const cut = await run('restore', [join(out, 'cut.jsonl.gz')], empty);
    expect(cut).toEqual({
      code: 1,
      out: expect.stringMatching(/^(Restoring: .*\n)?The backup archive is truncated: .*\n$/),
    });
    expect(await run('restore', [], empty)).toEqual({
      code: 2,
      out: 'Usage: npm run restore -- <backup file>\n',
    });
  }, 300_000);
});

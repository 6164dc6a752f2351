// npm run admin:grant as an operator runs it, while the server runs: on the embedded database the running server
// grants the role (it holds the database), on PostgreSQL (TEST_DATABASE_URL) the script does; either way the server
// keeps answering, a second grant says so, and an unknown address is one clear line with exit code 1.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { userRoles, users } from '../db/schema.ts';
import { freshDatabase, PASSWORD } from '../test/harness.ts';
import { startServer } from '../test/server-process.ts';

const grant = (email: string, env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/ops/admin-grant.ts', email], {
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

describe('npm run admin:grant while the server runs', () => {
  it('grants the role through the running server, which keeps serving', async () => {
    await target.database.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-grant-'));
    const env: Record<string, string> = target.url
      ? { DATABASE_URL: target.url, DATA_DIR: dataDir }
      : { DATA_DIR: dataDir };
    const server = await startServer({ ...env, BACKUP_DIR: 'off' });
    try {
      const signUp = await fetch(`${server.url}/api/account/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Meera Iyer',
          email: 'meera@example.com',
          phone: '9876543210',
          flat_no: 'A-101',
          password: PASSWORD,
        }),
      });
      expect(signUp.status).toBe(200);

      const granted = await grant('Meera@Example.com', env);
      expect(granted.out).toContain('meera@example.com is now a chairman.');
      if (!target.url)
        expect(granted.out).toContain('A server is running on this data folder: it grants the role.');
      expect(granted.code).toBe(0);
      expect(await grant('meera@example.com', env)).toMatchObject({
        code: 0,
        out: expect.stringContaining('meera@example.com is already a chairman.'),
      });
      expect(await grant('nobody@example.com', env)).toMatchObject({
        code: 1,
        out: expect.stringContaining(
          'No account with the e-mail nobody@example.com. The person must sign up first.',
        ),
      });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const check = await openDatabase({ databaseUrl: target.url, dataDir });
    const roles = await check.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.user_id))
      .where(eq(users.email, 'meera@example.com'));
    await check.close();
    expect(roles).toEqual([{ role: 'chairman' }]);
  }, 300_000);
});

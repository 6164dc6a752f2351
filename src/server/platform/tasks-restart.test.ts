// A task whose server process stops: stopped (SIGTERM) while the office's task runs, the process marks the task
// failed, with why, before it exits; killed (SIGKILL), the server started again on the same data does so. The kill
// runs on the embedded database only: there the next start knows every older task is dead (one process per data
// folder); on PostgreSQL a stopped heartbeat is the sign, tested in tasks.test.ts without waiting out its half
// minute here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { outboxApi } from '../../shared/outbox.ts';
import { type Task, tasksAdminApi } from '../../shared/tasks.ts';
import { openDatabase } from '../db/client.ts';
import { backgroundTasks } from '../db/schema.ts';
import { httpCallerOf } from '../test/client.ts';
import { freshDatabase } from '../test/harness.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';
import { startSmtp, verificationLink } from '../test/smtp.ts';
import { ABANDONED } from './tasks.ts';

const ADMIN = 'restart.office@example.com';
const BOUNCING = 'restart.resident@example.com';
const PASSWORD = 'Sea-View#2026';

const smtp = await startSmtp([BOUNCING]);
const started: ServerProcess[] = [];
const dropped: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of started) s.child.kill('SIGTERM');
  await Promise.all(started.map((s) => s.exited));
  await smtp.close();
  await Promise.all(dropped.map((drop) => drop()));
});

/** A server on data of its own, its office signed in, and the office's task running (its mail waits a minute). */
async function serverWithRunningTask() {
  const fresh = await freshDatabase();
  await fresh.database.close();
  dropped.push(fresh.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-task-stop-'));
  const env = {
    DATA_DIR: dataDir,
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    BACKUP_DIR: 'off',
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // A refused mail waits a minute before its next try: the task is still running when the process stops.
    MAIL_RETRY_SECONDS: '60,60,60',
  };
  const server = await startServer(env);
  started.push(server);
  const signUp = (email: string) =>
    httpCallerOf(server.url, null).call(accountApi.signUp, {
      name: 'Restart Test',
      email,
      phone: '9876543210',
      flat_no: 'D-404',
      password: PASSWORD,
    });
  expect((await signUp(BOUNCING)).status).toBe(200);
  expect((await signUp(ADMIN)).status).toBe(200);
  const link = verificationLink(smtp.received, ADMIN);
  const verified = await httpCallerOf(server.url, null).open(link.pathname + link.search);
  const cookie = verified.headers
    .getSetCookie()
    .find((c) => c.startsWith('society.session_token='))!
    .split(';')[0];
  const start = await httpCallerOf(server.url, { cookie }).call(outboxApi.retryFailed);
  expect(start.status).toBe(200);
  const task = (await start.json()) as Task;
  expect(task.status).toBe('running');
  return { env, server, cookie, task, dataDir, url: fresh.url };
}

describe('a task whose server process stops', () => {
  it('is marked failed by the process stopping on SIGTERM', async () => {
    const { server, task, dataDir, url } = await serverWithRunningTask();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const database = await openDatabase(url ? { databaseUrl: url } : { dataDir });
    try {
      const [row] = await database.db.select().from(backgroundTasks).where(eq(backgroundTasks.id, task.id));
      expect(row).toMatchObject({ status: 'failed', error: ABANDONED });
      expect(row.finished_at).not.toBeNull();
    } finally {
      await database.close();
    }
  }, 240_000);

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'is marked failed when the server starts again after a SIGKILL',
    async () => {
      const { env, server, cookie, task } = await serverWithRunningTask();
      server.child.kill('SIGKILL');
      await server.exited;
      const second = await startServer(env);
      started.push(second);
      const office = httpCallerOf(second.url, { cookie });
      const after = await vi.waitFor(
        async () => {
          const read = (await (await office.call(tasksAdminApi.get, { id: task.id })).json()) as Task;
          expect(read.status).toBe('failed');
          return read;
        },
        { timeout: 10_000 },
      );
      expect(after.error).toBe(ABANDONED);
      expect(after.finished_at).not.toBeNull();
    },
    240_000,
  );
});

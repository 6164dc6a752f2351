// A task whose server process died: killed (SIGKILL) while the office's task runs, the server started again on the
// same data shows that task as failed, with why, rather than running for ever. On the embedded database only:
// there the next start knows every older task is dead (one process per data folder); on PostgreSQL a stopped
// heartbeat is the sign, tested in tasks.test.ts without waiting out its half minute here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { outboxApi } from '../../shared/outbox.ts';
import { type Task, tasksAdminApi } from '../../shared/tasks.ts';
import { httpCallerOf } from '../test/client.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';
import { startSmtp, verificationLink } from '../test/smtp.ts';
import { ABANDONED } from './tasks.ts';

const ADMIN = 'restart.office@example.com';
const BOUNCING = 'restart.resident@example.com';
const PASSWORD = 'Sea-View#2026';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a task of a process that died', () => {
  const started: ServerProcess[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterAll(async () => {
    for (const s of started) s.child.kill('SIGTERM');
    await Promise.all(started.map((s) => s.exited));
    await smtp?.close();
  });

  it('is marked failed when the server starts again', async () => {
    smtp = await startSmtp([BOUNCING]);
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-task-restart-')),
      BACKUP_DIR: 'off',
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // A refused mail waits a minute before its next try: the task is still running when the process is killed.
      MAIL_RETRY_SECONDS: '60,60,60',
    };
    const first = await startServer(env);
    started.push(first);
    const signUp = (email: string) =>
      httpCallerOf(first.url, null).call(accountApi.signUp, {
        name: 'Restart Test',
        email,
        phone: '9876543210',
        flat_no: 'D-404',
        password: PASSWORD,
      });
    expect((await signUp(BOUNCING)).status).toBe(200);
    expect((await signUp(ADMIN)).status).toBe(200);
    const link = verificationLink(smtp.received, ADMIN);
    const verified = await httpCallerOf(first.url, null).open(link.pathname + link.search);
    const cookie = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith('society.session_token='))!
      .split(';')[0];

    const start = await httpCallerOf(first.url, { cookie }).call(outboxApi.retryFailed);
    expect(start.status).toBe(200);
    const task = (await start.json()) as Task;
    expect(task.status).toBe('running');

    first.child.kill('SIGKILL');
    await first.exited;
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
  }, 240_000);
});

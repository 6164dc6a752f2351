// A large statement's import whose server is killed half-way (SIGKILL): started again on the same data, the server
// marks the task abandoned and reads the stored statement again in a new task, to the end; the lines stored before
// the kill are not stored or matched twice, and the statement imported once more adds nothing. On the embedded
// database only: there the next start knows at once that every older task is dead (on PostgreSQL a stopped
// heartbeat is the sign, after half a minute; platform/tasks.test.ts tests it).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import { flatsAdminApi } from '../../../shared/flats-admin.ts';
import {
  reconciliationAdminApi as api,
  IMPORT_TASK,
  importOfTask,
  type StatementReading,
} from '../../../shared/reconciliation-admin.ts';
import { type Task, tasksAdminApi } from '../../../shared/tasks.ts';
import { ABANDONED } from '../../platform/tasks.ts';
import { httpCallerOf } from '../../test/client.ts';
import { type ServerProcess, startServer } from '../../test/server-process.ts';
import { startSmtp, verificationLink } from '../../test/smtp.ts';

const ADMIN = 'restart.treasurer@example.com';
const FLATS = 10;
/** Thirty batches: the kill comes while most are still to be read. */
const LINES = 30_000;
/** The flats' credits and the unknown payers' (every line k of FLATS… not a multiple of 4). */
const CREDITS =
  FLATS + Array.from({ length: LINES - FLATS }, (_, i) => FLATS + i).filter((k) => k % 4).length;

const smtp = await startSmtp();
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) s.child.kill('SIGTERM');
  await Promise.all(started.map((s) => s.exited));
  await smtp.close();
});

/** Flats A-101… each naming itself in one UPI credit; the rest unknown payers' credits and debits, one in four. */
function statement() {
  const lines = ['Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance'];
  for (let i = 1; i <= FLATS; i++)
    lines.push(
      `20/11/26,UPI-R KUMAR-rk${i}@okhdfcbank-HDFC0001234-43309900${String(i).padStart(4, '0')}-A${100 + i} MAINT,43309900${String(i).padStart(4, '0')},,,${1000 + i}.00,`,
    );
  for (let k = FLATS; k < LINES; k++) {
    const date = `${String(1 + (k % 28)).padStart(2, '0')}/10/26`;
    const amount = (100 + k / 100).toFixed(2);
    lines.push(
      k % 4 === 0
        ? `${date},NEFT DR-VENDOR ${k},N${k},,${amount},,`
        : `${date},IMPS-5${String(k).padStart(11, '0')}-V NAIR-SBI-NA,5${String(k).padStart(11, '0')},,,${amount},`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a large import whose server is killed', () => {
  it('goes on after the restart, storing and matching each line once', async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-import-kill-')),
      BACKUP_DIR: 'off',
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    };
    const first = await startServer(env);
    started.push(first);
    const signUp = await httpCallerOf(first.url, null).call(accountApi.signUp, {
      name: 'Restart Treasurer',
      email: ADMIN,
      phone: '9876543210',
      flat_no: 'A-999',
      password: 'Sea-View#2026',
    });
    expect(signUp.status).toBe(200);
    const link = verificationLink(smtp.received, ADMIN);
    const verified = await httpCallerOf(first.url, null).open(link.pathname + link.search);
    const cookie = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith('society.session_token='))!
      .split(';')[0];
    const office = (url: string) => httpCallerOf(url, { cookie });
    for (let i = 1; i <= FLATS; i++) {
      const res = await office(first.url).call(flatsAdminApi.create, {
        wing: 'A',
        flat_no: `A-${100 + i}`,
        carpet_area_sqft: '650',
        built_up_area_sqft: '',
        construction_cost: '',
        occupancy: 'owner',
        parking_covered: '0',
        parking_open: '0',
        parking_two_wheeler: '0',
        opening_balance: String(1000 + i),
        opening_balance_date: '2026-04-01',
      });
      expect(res.status, await res.text()).toBe(201);
    }

    const upload = async (url: string) => {
      const res = await office(url).upload(
        api.importStatement,
        {},
        {
          field: 'file',
          name: 'year.csv',
          bytes: statement(),
        },
      );
      expect(res.status, await res.clone().text()).toBe(202);
      return (await res.json()) as StatementReading;
    };
    const taskOf = async (url: string, id: string) =>
      (await (await office(url).call(tasksAdminApi.get, { id })).json()) as Task;

    // Killed once some batches are stored and most are not.
    const reading = await upload(first.url);
    await vi.waitFor(
      async () => {
        const task = await taskOf(first.url, reading.task.id);
        expect(task.done).toBeGreaterThan(0);
        expect(task.done).toBeLessThan(LINES / 2);
      },
      { timeout: 60_000, interval: 100 },
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(env);
    started.push(second);
    const resumed = await vi.waitFor(
      async () => {
        const [latest] = (await (
          await office(second.url).call(tasksAdminApi.recent, { kind: IMPORT_TASK, limit: 1 })
        ).json()) as Task[];
        expect(latest.id).not.toBe(reading.task.id);
        expect(latest.status).toBe('done');
        return latest;
      },
      { timeout: 120_000, interval: 250 },
    );
    expect(await taskOf(second.url, reading.task.id)).toMatchObject({ status: 'failed', error: ABANDONED });
    expect(resumed.label).toBe(reading.task.label);
    expect(importOfTask(reading, resumed)).toMatchObject({
      lines_read: LINES,
      lines_new: LINES,
      duplicates: 0,
      credits_new: CREDITS,
      matched: FLATS,
      left: CREDITS - FLATS,
    });
    const listed = async (show: 'all' | 'proposed') =>
      (await (await office(second.url).call(api.credits, { show, pageSize: 1 })).json()).total;
    expect(await listed('all')).toBe(CREDITS);
    expect(await listed('proposed')).toBe(FLATS);

    // The same statement once more: every line is one already imported.
    const again = await upload(second.url);
    const done = await vi.waitFor(
      async () => {
        const task = await taskOf(second.url, again.task.id);
        expect(task.status).toBe('done');
        return task;
      },
      { timeout: 120_000, interval: 250 },
    );
    expect(importOfTask(again, done)).toMatchObject({ lines_new: 0, duplicates: LINES, matched: 0 });
    expect(await listed('all')).toBe(CREDITS);
  }, 300_000);
});

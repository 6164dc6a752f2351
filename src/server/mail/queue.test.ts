// The mail queue, in real time on a real database: a rolled-back transaction queues nothing, the pace holds, two
// senders on one database send each mail once, and a refusing SMTP server gives retries, then a failed mail the
// office sees and can send again (one, or all of them as a task with progress).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { outboxApi } from '../../shared/outbox.ts';
import { type Task, tasksAdminApi } from '../../shared/tasks.ts';
import { mailOutbox } from '../db/schema.ts';
import { auditsOf } from '../test/fixtures.ts';
import {
  ADMIN_EMAIL,
  cookieOf,
  createTestApp,
  PASSWORD,
  type Resident,
  type TestApp,
} from '../test/harness.ts';
import { startSmtp, verificationLink } from '../test/smtp.ts';
import type { Mail } from './mailer.ts';
import { queueMails, startMailSender } from './queue.ts';

const mails = (prefix: string, n: number): Mail[] =>
  Array.from({ length: n }, (_, i) => ({
    to: `${prefix}${i}@example.com`,
    subject: `Maintenance bill ${i + 1}`,
    text: `Your bill ${i + 1} is ready.`,
  }));

const rowsTo = (t: TestApp, to: string[]) =>
  t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));

describe('the mail queue without SMTP (the outbox)', () => {
  let t: TestApp;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    // 120 a minute: one every half second.
    t = await createTestApp({ MAIL_PER_MINUTE: '120' });
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
  afterAll(() => t.close());

  it('queues nothing from a transaction that rolls back, and stores what a committed one queued', async () => {
    const rolledBack = mails('rolled.back', 3);
    const committed = mails('committed', 1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMails(tx, rolledBack, { batch: 'run-1' });
        throw new Error('the bill run failed half-way');
      }),
    ).rejects.toThrow('half-way');
    await t.database.db.transaction((tx) => queueMails(tx, committed, { batch: 'run-2' }));
    stops.push(startMailSender(t.app.ctx));

    await vi.waitFor(
      async () => expect((await rowsTo(t, ['committed0@example.com']))[0]?.status).toBe('stored'),
      { timeout: 5_000 },
    );
    const [stored] = await rowsTo(t, ['committed0@example.com']);
    expect(stored).toMatchObject({ batch: 'run-2', attempts: 1, error: null, next_attempt_at: null });
    expect(
      await rowsTo(
        t,
        rolledBack.map((m) => m.to),
      ),
    ).toEqual([]);
  });

  it('keeps the pace: five mails at 120 a minute go out half a second apart, and two senders send each once', async () => {
    const batch = mails('paced', 5);
    await queueMails(t.database.db, batch);
    // Two senders on one database, as two server processes would run them.
    stops.push(startMailSender(t.app.ctx), startMailSender(t.app.ctx));
    const storedAt = new Map<string, number>();
    const started = Date.now();
    await vi.waitFor(
      async () => {
        for (const row of await rowsTo(
          t,
          batch.map((m) => m.to),
        ))
          if (row.status === 'stored' && !storedAt.has(row.to)) storedAt.set(row.to, Date.now());
        expect(storedAt.size).toBe(5);
      },
      { timeout: 10_000, interval: 20 },
    );
    const times = [...storedAt.values()].sort((a, b) => a - b);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    // Four intervals of 500 ms from the first to the last (less a little for how often the test looks), and no
    // two mails together; the test sees each a little late at times, so one gap alone may look shorter.
    expect(times[4] - times[0]).toBeGreaterThan(1_900);
    for (const gap of gaps) expect(gap).toBeGreaterThan(250);
    expect(times[4] - started).toBeLessThan(5_000);
    const rows = await rowsTo(
      t,
      batch.map((m) => m.to),
    );
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('the mail queue with a refusing SMTP server', () => {
  const refuse = ['flat.a101@example.com'];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let office: Resident;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    smtp = await startSmtp(refuse);
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_PER_MINUTE: '6000',
      // Retries a fifth of a second apart, so four attempts take under a second.
      MAIL_RETRY_SECONDS: '0.2,0.2,0.2',
    });
    office = await signUpOverSmtp(ADMIN_EMAIL);
    stop = startMailSender(t.app.ctx);
  });
  afterAll(async () => {
    await stop();
    await t.close();
    await smtp.close();
  });

  /** Signs up through the verification link the SMTP server received (sent mails keep no links in the outbox). */
  async function signUpOverSmtp(email: string): Promise<Resident> {
    const flat_no = 'A-1';
    await t.as(null).call(accountApi.signUp, {
      name: 'Queue Test',
      email,
      phone: '9876543210',
      flat_no,
      password: PASSWORD,
    });
    const link = verificationLink(smtp.received, email);
    const verified = await t.as(null).inject('GET', link.pathname + link.search);
    return { email, cookie: cookieOf(verified), flat_no };
  }

  it('retries a refused mail, then marks it failed with the error, in the office list', async () => {
    await queueMails(t.database.db, [
      { to: 'flat.a101@example.com', subject: 'Maintenance bill MB/2026-27/0001', text: 'Your bill.' },
      { to: 'flat.a102@example.com', subject: 'Maintenance bill MB/2026-27/0002', text: 'Your bill.' },
    ]);
    await vi.waitFor(
      async () => {
        const res = await t.as(office).call(outboxApi.list, { status: 'failed' });
        expect(res.json().items).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    const failed = (await t.as(office).call(outboxApi.list, { status: 'failed' })).json();
    expect(failed.items[0]).toMatchObject({
      to: 'flat.a101@example.com',
      subject: 'Maintenance bill MB/2026-27/0001',
      status: 'failed',
      attempts: 4,
      next_attempt_at: null,
    });
    expect(failed.items[0].error).toContain('Mailbox unavailable');
    expect(smtp.refusals.filter((a) => a === 'flat.a101@example.com')).toHaveLength(4);

    const sent = (await t.as(office).call(outboxApi.list, { status: 'sent', q: 'MB/2026-27' })).json();
    expect(sent.items.map((m: { to: string }) => m.to)).toEqual(['flat.a102@example.com']);
    expect(smtp.received.filter((r) => r.to.includes('flat.a102@example.com'))).toHaveLength(1);
  });

  it('sends one failed mail again when the office asks, and refuses to resend one that did not fail', async () => {
    const [failed] = (await t.as(office).call(outboxApi.list, { status: 'failed' })).json().items;
    refuse.length = 0;
    const res = await t.as(office).call(outboxApi.retry, { id: failed.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'queued', attempts: 0 });
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
        expect(row.status).toBe('sent');
      },
      { timeout: 5_000 },
    );
    expect(smtp.received.filter((r) => r.to.includes('flat.a101@example.com'))).toHaveLength(1);
    const [audited] = await auditsOf(t, 'id', failed.id);
    expect(audited).toMatchObject({
      action: 'mail_sent_again',
      details: { id: failed.id, to: 'flat.a101@example.com' },
    });

    const again = await t.as(office).call(outboxApi.retry, { id: failed.id });
    expect(again.statusCode).toBe(400);
    expect(again.error().message).toBe('Only a failed mail can be sent again.');
    const resident = await signUpOverSmtp('resident.queue@example.com');
    expect((await t.as(resident).call(outboxApi.retry, { id: failed.id })).statusCode).toBe(403);
  });

  it('sends every failed mail again as a task whose progress the office reads until it is done', async () => {
    refuse.push('flat.b201@example.com');
    const batch = [
      ...mails('flat.c', 3),
      { to: 'flat.b201@example.com', subject: 'Bill', text: 'Your bill.' },
    ];
    refuse.push(...batch.slice(0, 3).map((m) => m.to));
    await queueMails(t.database.db, batch);
    await vi.waitFor(
      async () =>
        expect((await t.as(office).call(outboxApi.list, { status: 'failed' })).json().items).toHaveLength(4),
      { timeout: 10_000 },
    );
    // Three addresses now accept their mail; one still refuses it.
    refuse.splice(0, refuse.length, 'flat.b201@example.com');
    const start = await t.as(office).call(outboxApi.retryFailed);
    expect(start.statusCode).toBe(200);
    const task: Task = start.json();
    expect(task).toMatchObject({
      kind: 'outbox.resend-failed',
      status: 'running',
      label: 'Sending 4 failed mails again',
    });

    const finished = await vi.waitFor(
      async () => {
        const res = await t.as(office).call(tasksAdminApi.get, { id: task.id });
        expect(res.json().status).toBe('done');
        return res.json() as Task;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(finished).toMatchObject({ total: 4, done: 3, failed: 1 });
    expect(finished.failures).toEqual([
      { what: 'flat.b201@example.com', why: expect.stringContaining('Mailbox unavailable') },
    ]);
    expect(finished.finished_at).not.toBeNull();
    const recent = (await t.as(office).call(tasksAdminApi.recent, { kind: 'outbox.resend-failed' })).json();
    expect(recent[0].id).toBe(task.id);

    // Nothing left to resend but the one that failed again; with none at all, a clear refusal.
    refuse.length = 0;
    await t.as(office).call(outboxApi.retryFailed);
    await vi.waitFor(
      async () =>
        expect((await t.as(office).call(outboxApi.list, { status: 'failed' })).json().items).toHaveLength(0),
      { timeout: 10_000 },
    );
    const none = await t.as(office).call(outboxApi.retryFailed);
    expect(none.statusCode).toBe(400);
    expect(none.error().message).toBe('There are no failed mails to send again.');
  });
});

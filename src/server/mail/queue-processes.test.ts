// Two server processes on one PostgreSQL, both sending the queue: every mail reaches the SMTP server exactly once,
// and together they keep to one pace. Runs where PostgreSQL is (TEST_DATABASE_URL, as in CI).
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { freshDatabase } from '../test/harness.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';
import { startSmtp } from '../test/smtp.ts';
import { queueMails } from './queue.ts';

const MAILS = 20;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the mail queue sent by two processes on one PostgreSQL',
  () => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let started: ServerProcess[] = [];
    beforeAll(async () => {
      fresh = await freshDatabase();
      smtp = await startSmtp();
      const env = {
        DATABASE_URL: fresh.url!,
        DATA_DIR: '/nonexistent-data-dir',
        BACKUP_DIR: 'off',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // One mail every 100 ms, for both processes together.
        MAIL_PER_MINUTE: '600',
      };
      const starts = await Promise.allSettled([startServer(env), startServer(env)]);
      started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      for (const s of starts) if (s.status === 'rejected') throw s.reason;
    }, 300_000);
    afterAll(async () => {
      for (const s of started) s.child.kill('SIGTERM');
      await Promise.all(started.map((s) => s.exited));
      await smtp?.close();
      await fresh?.database.close();
      await fresh?.drop();
    });

    it('sends each queued mail once, at the pace of one process', async () => {
      const to = Array.from({ length: MAILS }, (_, i) => `flat${i}@example.com`);
      await fresh.database.db.transaction((tx) =>
        queueMails(
          tx,
          to.map((address, i) => ({ to: address, subject: `Bill ${i}`, text: 'Your maintenance bill.' })),
          { batch: 'two-processes' },
        ),
      );
      await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(MAILS), {
        timeout: 30_000,
        interval: 100,
      });
      // A moment more, for a second copy that would come late.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.flatMap((r) => r.to).sort()).toEqual([...to].sort());

      const times = smtp.received.map((r) => r.at).sort((a, b) => a - b);
      expect(times[MAILS - 1] - times[0]).toBeGreaterThanOrEqual((MAILS - 1) * 100 - 100);
      const rows = await fresh.database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, to));
      expect(rows).toHaveLength(MAILS);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    });
  },
);

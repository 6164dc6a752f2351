// The mail queue: mails written with the transaction that causes them (a bill run's hundreds of mails, reminders),
// then sent in the background by every server process at one shared pace (MAIL_PER_MINUTE), each mail by one
// process only, a failure retried after the waits of MAIL_RETRY_SECONDS and then marked failed for the office.
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailOutbox, mailPace } from '../db/schema.ts';
import type { TaskReport } from '../platform/tasks.ts';
import type { Mail } from './mailer.ts';

/**
 * How long a taken mail is left to its sender before another process may take it: long enough for a slow SMTP
 * server, short enough that a mail whose process died goes out the same hour.
 */
const LEASE_SECONDS = 10 * 60;
/** How often an idle sender looks for due mails; a mail queued by this process wakes it at once. */
const IDLE_MS = 5_000;
/**
 * A sender is woken while the mails are still inside the queuing transaction, which another connection cannot see
 * until it commits: when a woken sender finds nothing, it looks again after these waits before going idle.
 */
const AFTER_WAKE_MS = [50, 200, 1_000];
/** How long a stopping server waits for the mail it is sending (the rest stay queued for the next start). */
const STOP_WAIT_MS = 10_000;
const PACE_ID = 'mail';
/** Rows per insert: far under PostgreSQL's 65,535 parameters at 7 columns a row. */
const INSERT_CHUNK = 1_000;

/** The senders of this process, woken when it queues mails. */
const sleepers = new Set<() => void>();

/**
 * Queues mails inside the caller's transaction: they exist only if it commits, so a rolled-back run sends nothing.
 * `batch` names what queued them (e.g. a bill run). Returns their ids, for a task to follow (followDelivery).
 * A sender in this process looks at once; one in another process (or after the commit) within IDLE_MS.
 */
export async function queueMails(tx: Db | Tx, mails: Mail[], opts: { batch?: string } = {}) {
  const ids: string[] = [];
  for (let i = 0; i < mails.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insert(mailOutbox)
      .values(
        mails.slice(i, i + INSERT_CHUNK).map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          links: m.links ?? [],
          status: 'queued',
          attempts: 0,
          next_attempt_at: sql`now()`,
          batch: opts.batch ?? null,
        })),
      )
      .returning({ id: mailOutbox.id });
    ids.push(...rows.map((r) => r.id));
  }
  if (ids.length) wakeSenders();
  return ids;
}

function wakeSenders() {
  for (const wake of sleepers) wake();
}

type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Takes the next due mail if the pace allows one now: the mail is leased to this process and its attempt
 * counted. Returns the mail; or how many milliseconds to wait, for the pace or for the next retry; or null when
 * nothing is queued.
 */
async function takeDue(db: Db, intervalSeconds: number): Promise<QueuedMail | number | null> {
  return db.transaction(async (tx) => {
    // SKIP LOCKED: a mail another process is taking this moment is not waited for, nor taken twice.
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.next_attempt_at, sql`now()`)))
      .orderBy(asc(mailOutbox.next_attempt_at))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) {
      // A retry due sooner than the idle look is waited for exactly.
      const [next] = await tx
        .select({
          wait: sql<
            string | null
          >`extract(epoch from min(${mailOutbox.next_attempt_at}) - clock_timestamp()) * 1000`,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'queued'));
      return next?.wait == null ? null : Math.min(IDLE_MS, Math.max(10, Math.ceil(Number(next.wait))));
    }
    // The pace's slot: a second process updating it at the same moment waits, then finds it moved on.
    const [slot] = await tx
      .update(mailPace)
      .set({
        next_at: sql`greatest(${mailPace.next_at}, now()) + make_interval(secs => ${intervalSeconds}::float8)`,
      })
      .where(and(eq(mailPace.id, PACE_ID), lte(mailPace.next_at, sql`now()`)))
      .returning({ id: mailPace.id });
    if (!slot) {
      const [pace] = await tx
        .select({ wait: sql<string>`extract(epoch from ${mailPace.next_at} - clock_timestamp()) * 1000` })
        .from(mailPace)
        .where(eq(mailPace.id, PACE_ID));
      return Math.max(10, Math.ceil(Number(pace?.wait ?? 0)));
    }
    const [mail] = await tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        next_attempt_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return mail;
  });
}

/** Delivers one taken mail and records the outcome: sent, stored, a retry later, or failed after the last try. */
async function sendTaken(ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'mailer'>, mail: QueuedMail) {
  const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'queued'));
  try {
    const status = await ctx.mailer.deliver({ ...mail, html: mail.html ?? undefined });
    await ctx.db
      .update(mailOutbox)
      .set({ status, error: null, next_attempt_at: null, ...(status === 'sent' ? { links: [] } : {}) })
      .where(mine);
  } catch (err) {
    const waits = ctx.config.MAIL_RETRY_SECONDS;
    const wait = waits[mail.attempts - 1];
    const error = String(err).slice(0, 1000);
    ctx.log.warn({ err, mail: { id: mail.id, to: mail.to }, attempt: mail.attempts }, 'queued mail failed');
    await ctx.db
      .update(mailOutbox)
      .set(
        wait === undefined
          ? { status: 'failed', error, next_attempt_at: null }
          : { error, next_attempt_at: sql`now() + make_interval(secs => ${wait}::float8)` },
      )
      .where(mine);
  }
}

/**
 * Sends queued mails from this process until the returned stop function is called (at shutdown). Every process
 * runs one; together they keep to MAIL_PER_MINUTE.
 */
export function startMailSender(ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'mailer'>) {
  const intervalSeconds = 60 / ctx.config.MAIL_PER_MINUTE;
  let stopping = false;
  let wake = () => {};
  /** Looks still to make after a wake that found nothing yet (AFTER_WAKE_MS). */
  let lookAgain: number[] = [];
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(woken);
        resolve();
      };
      const woken = () => {
        lookAgain = [...AFTER_WAKE_MS];
        done();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = done;
      sleepers.add(woken);
    });
  const run = async () => {
    await ctx.db.insert(mailPace).values({ id: PACE_ID }).onConflictDoNothing();
    while (!stopping) {
      let pause = 0;
      try {
        const taken = await takeDue(ctx.db, intervalSeconds);
        if (taken === null) pause = lookAgain.shift() ?? IDLE_MS;
        else if (typeof taken === 'number') pause = taken;
        else await sendTaken(ctx, taken);
      } catch (err) {
        ctx.log.error({ err }, 'mail queue: could not take the next mail');
        pause = IDLE_MS;
      }
      if (pause && !stopping) await sleep(pause);
    }
  };
  const running = run().catch((err) => ctx.log.error({ err }, 'mail queue stopped'));
  return async () => {
    stopping = true;
    wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(timer);
  };
}

/** Puts failed mails back in the queue with a full set of attempts (all of them, or those of `id`); their ids. */
export async function requeueFailed(db: Db | Tx, id?: string) {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, next_attempt_at: sql`now()` })
    .where(and(eq(mailOutbox.status, 'failed'), id ? eq(mailOutbox.id, id) : undefined))
    .returning({ id: mailOutbox.id });
  if (rows.length) wakeSenders();
  return rows.map((r) => r.id);
}

/**
 * Waits until every one of these mails has been sent (or stored) or has failed for good, telling `report` as they
 * do: how a task shows the progress of the mails it queued, whichever process sends them.
 */
export async function followDelivery(db: Db, ids: string[], report: TaskReport, pollMs = 1_000) {
  report.total(ids.length);
  const mine = inArray(mailOutbox.id, ids);
  let done = 0;
  const failed = new Set<string>();
  while (done + failed.size < ids.length) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const [delivered] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(mine, inArray(mailOutbox.status, ['sent', 'stored'])));
    report.succeeded(delivered.n - done);
    done = delivered.n;
    const failures = await db
      .select({ id: mailOutbox.id, to: mailOutbox.to, error: mailOutbox.error })
      .from(mailOutbox)
      .where(and(mine, eq(mailOutbox.status, 'failed')));
    for (const f of failures)
      if (!failed.has(f.id)) {
        failed.add(f.id);
        report.failed(f.to, f.error ?? 'Unknown error');
      }
  }
}

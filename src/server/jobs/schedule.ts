// Scheduled jobs run once per period across every server process on one database: a run starts by inserting its
// (job, period) row, and only the process whose insert lands does the work. Each process looks every hour and at
// start, so a day missed while every server was down is caught up at the next start.
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../shared/dates.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Runs `work` for this period unless a process has already claimed it; returns whether this call ran it. A
 * failed run gives its claim back, so the next look tries again.
 */
export async function runOnce(db: Db, job: string, period: string, work: () => Promise<string>) {
  const claimed = await db.insert(jobRuns).values({ job, period }).onConflictDoNothing().returning();
  if (!claimed.length) return false;
  const mine = and(eq(jobRuns.job, job), eq(jobRuns.period, period));
  try {
    const result = await work();
    await db.update(jobRuns).set({ finished_at: new Date(), result }).where(mine);
    return true;
  } catch (err) {
    await db.delete(jobRuns).where(mine);
    throw err;
  }
}

/** Runs a job once a day (the society's day) across all processes. Returns a stop function. */
export const startDailyJob = (
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  job: string,
  work: () => Promise<string>,
) => startJob(ctx, job, HOUR_MS, () => todayIn(ctx.config.SOCIETY_TIMEZONE), work);

/**
 * Runs a job once per `everyMs` slot (a quarter of an hour, say; periods named by the slot's start) across all
 * processes, each process looking every slot. Returns a stop function.
 */
export const startPeriodicJob = (
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  job: string,
  everyMs: number,
  work: () => Promise<string>,
) =>
  startJob(ctx, job, everyMs, () => new Date(Math.floor(Date.now() / everyMs) * everyMs).toISOString(), work);

function startJob(
  ctx: Pick<AppContext, 'db' | 'log'>,
  job: string,
  lookEveryMs: number,
  periodNow: () => string,
  work: () => Promise<string>,
) {
  const look = async () => {
    try {
      const period = periodNow();
      if (await runOnce(ctx.db, job, period, work)) ctx.log.info({ job, period }, 'scheduled job ran');
    } catch (err) {
      ctx.log.error({ err, job }, 'scheduled job failed');
    }
  };
  const first = look();
  const timer = setInterval(look, lookEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await first;
  };
}

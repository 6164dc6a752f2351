// Memberships past their end date are stored as inactive: daily here, and on every dashboard load.
import { and, eq, lt, ne } from 'drizzle-orm';
import { todayIn } from '../../shared/dates.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Marks memberships whose end date is before today (in the society's time zone) as inactive: one member's
 * (on their dashboard load) or everyone's (the daily run). Returns how many changed.
 */
export async function expireMemberships(
  db: Db,
  timeZone: string,
  opts: { userId?: string; now?: Date } = {},
) {
  const today = todayIn(timeZone, opts.now);
  const rows = await db
    .update(memberships)
    .set({ status: 'inactive' })
    .where(
      and(
        lt(memberships.end_date, today),
        ne(memberships.status, 'inactive'),
        opts.userId ? eq(memberships.user_id, opts.userId) : undefined,
      ),
    )
    .returning({ id: memberships.id });
  return rows.length;
}

/** Runs the expiry now and every 24 hours; the timer never keeps the process alive. Returns a stop function. */
export function startExpiryJob(ctx: Pick<AppContext, 'db' | 'config' | 'log'>) {
  const run = async () => {
    try {
      const count = await expireMemberships(ctx.db, ctx.config.SOCIETY_TIMEZONE);
      if (count) ctx.log.info({ count }, 'memberships expired');
    } catch (err) {
      ctx.log.error({ err }, 'membership expiry failed');
    }
  };
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// Memberships past their end date are stored as inactive: daily (once across all processes), and on every
// dashboard load.
import { and, eq, lt, ne } from 'drizzle-orm';
import { todayIn } from '../../shared/dates.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema.ts';
import { startDailyJob } from './schedule.ts';

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

/** The daily expiry of everyone's memberships, once a day across all server processes. */
export const startExpiryJob = (ctx: Pick<AppContext, 'db' | 'config' | 'log'>) =>
  startDailyJob(ctx, 'expire-memberships', async () => {
    const count = await expireMemberships(ctx.db, ctx.config.SOCIETY_TIMEZONE);
    return `${count} expired`;
  });

// Fixed-window counters kept in the database, so limits survive restarts and hold across processes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Counts one attempt in a single statement (so parallel requests cannot slip past the check) and returns
 * the milliseconds to wait when the window already holds `max` attempts, or 0. An ended window restarts at 1.
 */
export async function takeAttempt(db: Db, key: string, max: number, windowMs: number): Promise<number> {
  const expired = sql`${rateLimits.window_start} < now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${rateLimits.window_start} end`,
      },
    })
    .returning({ count: rateLimits.count, window_start: rateLimits.window_start });
  if (row.count <= max) return 0;
  return Math.max(1, row.window_start.getTime() + windowMs - Date.now());
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

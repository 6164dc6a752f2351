// Fixed-window counters kept in the database, so limits survive restarts and hold across processes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** Milliseconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfterMs(db: Db, key: string, max: number, windowMs: number): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return 0;
  const resetAt = row.window_start.getTime() + windowMs;
  return row.count >= max && resetAt > Date.now() ? resetAt - Date.now() : 0;
}

/** Counts one attempt; a window that has ended starts again at 1. */
export async function countAttempt(db: Db, key: string, windowMs: number) {
  const expired = sql`${rateLimits.window_start} < now() - make_interval(secs => ${windowMs / 1000})`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${rateLimits.window_start} end`,
      },
    });
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates.ts';
import { jobRuns } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startExpiryJob } from './expire-memberships.ts';
import { runOnce } from './schedule.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('scheduled jobs', () => {
  it('runs a period once however many callers race for it', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return 'done';
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => runOnce(t.database.db, 'race', 'p1', work)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'race'));
    expect(row.result).toBe('done');
    expect(row.finished_at).not.toBeNull();
    // The next period runs again.
    expect(await runOnce(t.database.db, 'race', 'p2', work)).toBe(true);
  });

  it('gives a failed run back, so the next look retries it', async () => {
    const failing = () => Promise.reject(new Error('disk full'));
    await expect(runOnce(t.database.db, 'flaky', 'p1', failing)).rejects.toThrow('disk full');
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'flaky'))).toHaveLength(0);
    expect(await runOnce(t.database.db, 'flaky', 'p1', async () => 'ok')).toBe(true);
  });

  it('runs the daily expiry once when two server processes start on one database', async () => {
    const stops = [startExpiryJob(t.app.ctx), startExpiryJob(t.app.ctx)];
    await Promise.all(stops.map((stop) => stop()));
    const rows = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'expire-memberships'));
    expect(rows).toEqual([expect.objectContaining({ period: todayIn('Asia/Kolkata'), result: '0 expired' })]);
  });
});

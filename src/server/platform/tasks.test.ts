// Background tasks: progress the office reads while a task runs (saved in batches, the same on every read), the
// failures kept but capped, a task that throws, and a task left running by a process that died.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Task, tasksAdminApi } from '../../shared/tasks.ts';
import { backgroundTasks } from '../db/schema.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';
import {
  ABANDONED,
  defineTask,
  failAbandonedTasks,
  MAX_FAILURES,
  startTask,
  startTaskSweeper,
} from './tasks.ts';

/** Counts `items` one by one, every third a failure, each `step` ms apart; waits for `gate` before the last. */
const counting = defineTask(
  'test.counting',
  async (_ctx, input: { items: number; step: number; gate: Promise<void> }, report) => {
    report.total(input.items);
    for (let i = 1; i <= input.items; i++) {
      if (i === input.items) await input.gate;
      await new Promise((resolve) => setTimeout(resolve, input.step));
      if (i % 3 === 0) report.failed(`Flat A-${i}`, 'No carpet area in the register');
      else report.succeeded();
    }
  },
);
const broken = defineTask('test.broken', async (_ctx, _input: null, report) => {
  report.total(10);
  report.succeeded(2);
  throw new Error('The PDF library could not start');
});

describe('background tasks', () => {
  let t: TestApp;
  let office: Resident;
  beforeAll(async () => {
    t = await createTestApp();
    office = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const read = async (id: string) => {
    const res = await t.as(office).call(tasksAdminApi.get, { id });
    expect(res.statusCode).toBe(200);
    return res.json() as Task;
  };

  it('shows the same progress to every read while it runs, then the result with its failures capped', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const row = await startTask(
      t.app.ctx,
      counting,
      { items: 90, step: 5, gate },
      {
        label: 'Counting flats',
        startedBy: null,
      },
    );
    expect(row.status).toBe('running');

    // Stopped before its last item: what was saved is what every read (a reload, another tab) shows.
    const midway = await vi.waitFor(
      async () => {
        const task = await read(row.id);
        expect(task.done + task.failed).toBe(89);
        return task;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(midway).toMatchObject({ status: 'running', total: 90, done: 60, failed: 29, finished_at: null });
    expect(await read(row.id)).toEqual(midway);
    const [latest] = (await t.as(office).call(tasksAdminApi.recent, { kind: 'test.counting' })).json();
    expect(latest).toEqual(midway);

    open();
    const finished = await vi.waitFor(
      async () => {
        const task = await read(row.id);
        expect(task.status).toBe('done');
        return task;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(finished).toMatchObject({ total: 90, done: 60, failed: 30, error: null, label: 'Counting flats' });
    expect(finished.failures).toHaveLength(MAX_FAILURES);
    expect(finished.failures[0]).toEqual({ what: 'Flat A-3', why: 'No carpet area in the register' });
    expect(finished.finished_at).not.toBeNull();
  });

  it('records a task that throws as failed, with why and what it had done', async () => {
    const row = await startTask(t.app.ctx, broken, null, { label: 'Broken', startedBy: null });
    const task = await vi.waitFor(
      async () => {
        const read1 = await read(row.id);
        expect(read1.status).toBe('failed');
        return read1;
      },
      { timeout: 5_000 },
    );
    expect(task).toMatchObject({ total: 10, done: 2, error: 'The PDF library could not start' });
  });

  it('marks failed a task whose process stopped saving it, and leaves a live one running', async () => {
    const [dead, live] = await t.database.db
      .insert(backgroundTasks)
      .values([
        {
          kind: 'test.orphan',
          label: 'Dead',
          status: 'running',
          heartbeat_at: sql`now() - interval '2 minutes'`,
        },
        { kind: 'test.orphan', label: 'Live', status: 'running' },
      ])
      .returning();
    await failAbandonedTasks(t.database.db);
    expect(await read(dead.id)).toMatchObject({ status: 'failed', error: ABANDONED });
    expect((await read(dead.id)).finished_at).not.toBeNull();
    expect((await read(live.id)).status).toBe('running');
  });

  it('on the embedded database, fails at start every task saved before this process started', async () => {
    const [left] = await t.database.db
      .insert(backgroundTasks)
      .values({
        kind: 'test.orphan',
        label: 'Left by a crash',
        status: 'running',
        heartbeat_at: sql`now() - interval '1 second'`,
      })
      .returning();
    // As if this process had started just now, after the crash.
    const stop = startTaskSweeper(t.app.ctx, new Date());
    await stop();
    const [row] = await t.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.id, left.id));
    // One process per data folder on PGlite: a task not saved since this start is dead. On PostgreSQL another
    // process may be running it, so only a stopped heartbeat counts.
    expect(row.status).toBe(t.app.ctx.database.kind === 'pglite' ? 'failed' : 'running');
  });

  it('lets only the office read tasks, and answers 404 for an unknown one', async () => {
    const resident = await signUpResident(t);
    const [any] = (await t.as(office).call(tasksAdminApi.recent, { kind: 'test.counting' })).json();
    expect((await t.as(resident).call(tasksAdminApi.get, { id: any.id })).statusCode).toBe(403);
    expect((await t.as(null).call(tasksAdminApi.get, { id: any.id })).statusCode).toBe(401);
    const missing = await t
      .as(office)
      .call(tasksAdminApi.get, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

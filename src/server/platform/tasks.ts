// Long steps the office starts (making a bill run's PDFs, following its mails): each runs in the server process
// that started it, apart from the request, and saves its progress to background_tasks about once a second, so the
// office may close the page and any process shows the same progress after a reload. A task whose process died
// (its heartbeat stopped) is marked failed; a kind that can go on from where it stopped says how (`resume`), and
// the one process that marked it starts it again.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TaskFailure } from '../../shared/tasks.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { backgroundTasks } from '../db/schema.ts';

/** How often a running task saves its progress (and so shows it is alive). */
const SAVE_MS = 1_000;
/** A running task not saved for this long belongs to a process that died. */
const STALE_SECONDS = 30;
/** The failures a task keeps (what and why); the count goes on past them. */
export const MAX_FAILURES = 20;
export const ABANDONED = 'The server stopped before this task finished.';
/** Before any task of this process could start: on the embedded database, older running tasks are dead ones. */
const PROCESS_STARTED = new Date();

/** What a running task tells about its progress; saved in batches, not one write per item. */
export interface TaskReport {
  /** How many items the task has in all, once it knows. */
  total(n: number): void;
  succeeded(n?: number): void;
  failed(what: string, why: string): void;
  /** Sets figures of the kind's own (shown beside done and failed), by name. */
  figures(values: Record<string, number>): void;
  /** Saves the progress now: a task of a few large steps shows each one, not only what the second's save caught. */
  save(): Promise<unknown>;
}

type TaskContext = Pick<AppContext, 'db' | 'config' | 'log' | 'mailer'>;

export interface TaskKind<I> {
  kind: string;
  run(ctx: TaskContext, input: I, report: TaskReport, taskId: string): Promise<void>;
}

/**
 * What a kind does when one of its tasks is found abandoned: typically starts a task again for what is left. Its
 * input is not stored, so the kind finds its work again from the label and the database.
 */
export type Resume = (
  ctx: AppContext,
  abandoned: { id: string; label: string; started_by: string | null },
) => Promise<unknown>;
const kinds = new Map<string, Resume | undefined>();
/** The tasks running in this process, marked failed when it stops (they cannot go on without it). */
const runningHere = new Set<string>();

/** Declares a kind of task; only server code starts one (there is no endpoint that runs a given kind). */
export function defineTask<I>(
  kind: string,
  run: TaskKind<I>['run'],
  opts: { resume?: Resume } = {},
): TaskKind<I> {
  if (kinds.has(kind)) throw new Error(`task kind ${kind} is defined twice`);
  kinds.set(kind, opts.resume);
  return { kind, run };
}

/** Starts a task in this process and returns its row at once; the task goes on after the request has answered. */
export async function startTask<I>(
  ctx: TaskContext,
  task: TaskKind<I>,
  input: I,
  opts: { label: string; startedBy: string | null },
) {
  const [row] = await ctx.db
    .insert(backgroundTasks)
    .values({ kind: task.kind, label: opts.label, status: 'running', started_by: opts.startedBy })
    .returning();
  void execute(ctx, task, input, row.id);
  return row;
}

async function execute<I>(ctx: TaskContext, task: TaskKind<I>, input: I, id: string) {
  let saving: Promise<unknown> = Promise.resolve();
  const progress = {
    total: 0,
    done: 0,
    failed: 0,
    failures: [] as TaskFailure[],
    figures: {} as Record<string, number>,
  };
  const report: TaskReport = {
    total: (n) => {
      progress.total = n;
    },
    succeeded: (n = 1) => {
      progress.done += n;
    },
    failed: (what, why) => {
      progress.failed += 1;
      if (progress.failures.length < MAX_FAILURES)
        progress.failures.push({ what: what.slice(0, 200), why: why.slice(0, 500) });
    },
    figures: (values) => {
      progress.figures = { ...progress.figures, ...values };
    },
    save: () => {
      saving = saving
        .then(() => save())
        .catch((err) => ctx.log.error({ err, task: id }, 'task progress not saved'));
      return saving;
    },
  };
  const save = (finish?: { status: 'done' | 'failed'; error?: string }) =>
    ctx.db
      .update(backgroundTasks)
      .set({
        ...progress,
        failures: [...progress.failures],
        heartbeat_at: sql`now()`,
        ...(finish ? { status: finish.status, error: finish.error ?? null, finished_at: sql`now()` } : {}),
      })
      .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.status, 'running')));
  runningHere.add(id);
  const timer = setInterval(() => void report.save(), SAVE_MS);
  timer.unref();
  let outcome: { status: 'done' | 'failed'; error?: string };
  try {
    await task.run(ctx, input, report, id);
    outcome = { status: 'done' };
  } catch (err) {
    ctx.log.error({ err, task: id, kind: task.kind }, 'task failed');
    outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
  clearInterval(timer);
  await saving;
  await save(outcome).catch((err) => ctx.log.error({ err, task: id }, 'task result not saved'));
  runningHere.delete(id);
}

/**
 * Marks failed the tasks whose process stopped saving them; `before`: also every task saved before then. Returns
 * the tasks it marked: another process marking the same moment waits for the row, then finds it failed already.
 */
export function failAbandonedTasks(db: Db, before?: Date) {
  const stale = sql`${backgroundTasks.heartbeat_at} < now() - make_interval(secs => ${STALE_SECONDS})`;
  return db
    .update(backgroundTasks)
    .set({ status: 'failed', error: ABANDONED, finished_at: sql`now()` })
    .where(
      and(
        inArray(backgroundTasks.status, ['queued', 'running']),
        before ? sql`(${stale} or ${lt(backgroundTasks.heartbeat_at, before)})` : stale,
      ),
    )
    .returning({
      id: backgroundTasks.id,
      kind: backgroundTasks.kind,
      label: backgroundTasks.label,
      started_by: backgroundTasks.started_by,
    });
}

/**
 * At start and every half minute, fails the tasks of processes that died, and resumes those of a kind that can
 * go on. The embedded database has one process (the data folder is locked), so there every task saved before
 * this start is a dead one, at once. Stopping it (at shutdown) fails the tasks still running in this process, so
 * no one waits for them.
 */
export function startTaskSweeper(ctx: AppContext, startedAt = PROCESS_STARTED) {
  const sweep = async (before?: Date) => {
    try {
      for (const task of await failAbandonedTasks(ctx.db, before))
        await kinds
          .get(task.kind)?.(ctx, task)
          .catch((err) => ctx.log.error({ err, task }, 'abandoned task not resumed'));
    } catch (err) {
      ctx.log.error({ err }, 'abandoned tasks not marked');
    }
  };
  const first = sweep(ctx.database.kind === 'pglite' ? startedAt : undefined);
  const timer = setInterval(() => void sweep(), STALE_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await first;
    if (!runningHere.size) return;
    // A finished task's own last save (status running → done) is not overwritten: only running ones change.
    await ctx.db
      .update(backgroundTasks)
      .set({ status: 'failed', error: ABANDONED, finished_at: sql`now()` })
      .where(and(inArray(backgroundTasks.id, [...runningHere]), eq(backgroundTasks.status, 'running')))
      .catch((err) => ctx.log.error({ err }, 'running tasks not marked at shutdown'));
  };
}

export const taskById = (db: Db, id: string) =>
  db
    .select()
    .from(backgroundTasks)
    .where(eq(backgroundTasks.id, id))
    .then((rows) => rows[0]);

/** The latest tasks of a kind, newest first. */
export const recentTasks = (db: Db, kind: string, limit: number) =>
  db
    .select()
    .from(backgroundTasks)
    .where(eq(backgroundTasks.kind, kind))
    .orderBy(desc(backgroundTasks.started_at))
    .limit(limit);

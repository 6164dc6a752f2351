// Long steps of the back-office (a bill run's PDFs and mails) and their progress, read by the office while they
// run. Tasks are started only by the server code of their feature; these endpoints only read them.
import * as z from 'zod/mini';
import { endpoint } from './contract.ts';
import { timestamp } from './schemas.ts';
import { byId } from './validation.ts';

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const taskFailureSchema = z.object({ what: z.string(), why: z.string() });
export type TaskFailure = z.output<typeof taskFailureSchema>;

export const taskSchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  status: z.enum(TASK_STATUSES),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  /** The first failures only (capped); `failed` counts them all. */
  failures: z.array(taskFailureSchema),
  /** Figures of the task's kind beyond done and failed, by name (a statement's credits matched and left). */
  figures: z.record(z.string(), z.number()),
  /** Why the task as a whole stopped, when it failed. */
  error: z.nullable(z.string()),
  started_at: timestamp,
  finished_at: z.nullable(timestamp),
});
export type Task = z.output<typeof taskSchema>;

export const isFinished = (task: Pick<Task, 'status'>) => task.status === 'done' || task.status === 'failed';

// A shared lookup: the progress of the bill runs' and statement imports' tasks (accounts) and of the mail outbox's
// resends (settings). accounts:view lets each of those screens draw: by default every role that reaches the
// outbox reaches the accounts too.
export const tasksAdminApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/tasks/:id',
    access: 'accounts:view',
    input: byId,
    output: taskSchema,
  }),
  /** The latest tasks of one kind, newest first: how a screen finds its task again after a reload. */
  recent: endpoint({
    method: 'GET',
    path: '/api/admin/tasks',
    access: 'accounts:view',
    input: z.strictObject({
      kind: z.string().check(z.trim(), z.minLength(1, 'Choose a kind of task'), z.maxLength(100)),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 5),
    }),
    output: z.array(taskSchema),
  }),
};

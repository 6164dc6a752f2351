// Platform tables: audit log, mail outbox (and its queue), rate limits, stored files, file chunks, job runs,
// background tasks.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea, createdAt, id } from './columns.ts';

export const securityAuditLog = pgTable(
  'security_audit_log',
  {
    id: id(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resource: text('resource'),
    details: jsonb('details'),
    severity: text('severity').notNull().default('low'),
    created_at: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.created_at)],
);

/**
 * Every mail the portal sent, stored or will send. Immediate mails (sign-up, password reset, decisions) are written
 * once sent; queued mails (mail/queue.ts) wait here as `queued` until a sender takes them, then become `sent`
 * (SMTP), `stored` (no SMTP) or, after their last attempt, `failed`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('stored'),
    error: text('error'),
    /** Deliveries tried so far (an immediate mail is tried once). */
    attempts: integer('attempts').notNull().default(1),
    /** A queued mail is due from this time: its first try, a retry after a failure, or a taken mail's lease. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    /** What queued it, e.g. a task's id: lets that task follow its mails. */
    batch: text('batch'),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_batch_idx').on(t.batch),
    index('mail_outbox_created_idx').on(t.created_at),
  ],
);

/**
 * The queue's pace, shared by every server process: one row whose time is when the next mail may go. A sender
 * takes that slot by moving it on by one interval, so all processes together keep to MAIL_PER_MINUTE.
 */
export const mailPace = pgTable('mail_pace', {
  id: text('id').primaryKey(),
  next_at: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Every stored private file, so a download can be checked against its owner. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    original_name: text('original_name'),
    /** An image the server re-encoded on upload: the only kind of private file shown inline. */
    reencoded: boolean('reencoded').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_bucket_name_uq').on(t.bucket, t.name)],
);

/**
 * Uploaded files when they live in the database (STORAGE=database, the default on PostgreSQL), so every server
 * process serves every file. Split into chunks so a download streams one chunk at a time.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.name, t.seq] })],
);

/** One row per run of a scheduled job and period: inserting it is the claim, so each period runs once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/**
 * A long step the office started (platform/tasks.ts): it runs in the process that started it and records its
 * progress here as it goes, so any process can show it and a reload finds it again.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: id(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The first failures (what and why), capped so a run of thousands stays a small row. */
    failures: jsonb('failures').$type<{ what: string; why: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** Figures of the kind's own beyond done and failed (a statement's credits matched and left), by name. */
    figures: jsonb('figures').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Why the task as a whole stopped, when it failed. */
    error: text('error'),
    started_by: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Written with every progress save: a running task whose heartbeat stops belonged to a process that died. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('background_tasks_kind_idx').on(t.kind, t.started_at)],
);

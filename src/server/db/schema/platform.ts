// Platform tables: audit log, mail outbox, rate limits, stored files, file chunks, job runs.
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

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  status: text('status').notNull().default('stored'),
  error: text('error'),
  created_at: createdAt(),
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

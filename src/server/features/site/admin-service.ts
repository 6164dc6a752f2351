// The office's settings screen: saving the Society Information form, and the System Information block
// measured on each request (database, mail, file storage, backup).
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { settingsInput, systemStatusSchema } from '../../../shared/site-admin.ts';
import { lastBackupAt } from '../../backup/daily.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { mailOutbox, societySettings } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { BUCKETS } from '../../storage/storage.ts';
import { databaseAnswers } from './service.ts';

type SettingsInput = z.output<typeof settingsInput>;

/**
 * Saves the form. The header, footer, receipts and mails read the settings per request, so they change at
 * once. The audit row names each changed field with its old and new value.
 */
export function saveSettings(ctx: AppContext, admin: SessionUser, input: SettingsInput) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(societySettings).for('update');
    const [saved] = await tx
      .insert(societySettings)
      .values({ ...DEFAULT_SETTINGS, ...input })
      .onConflictDoUpdate({ target: societySettings.id, set: { ...input, updated_at: sql`now()` } })
      .returning();
    const changes = Object.fromEntries(
      (Object.keys(input) as (keyof SettingsInput)[])
        .filter((field) => before?.[field] !== input[field])
        .map((field) => [field, { from: before?.[field] ?? null, to: input[field] }]),
    );
    await audit(tx, {
      userId: admin.id,
      action: 'settings_updated',
      resource: 'society_settings',
      details: { changes },
      severity: 'medium',
    });
    return saved;
  });
}

export async function systemStatus(ctx: AppContext): Promise<z.input<typeof systemStatusSchema>> {
  const [reachable, lastFailure, buckets, lastBackup] = await Promise.all([
    databaseAnswers(ctx.db).catch(() => false),
    lastMailFailure(ctx).catch(() => null),
    storageUsage(ctx).catch((err) => {
      ctx.log.warn({ err }, 'could not measure file storage');
      return null;
    }),
    lastBackupAt(ctx).catch((err) => {
      ctx.log.warn({ err }, 'could not find the last backup');
      return null;
    }),
  ]);
  return {
    checked_at: new Date(),
    database: { kind: ctx.database.kind, location: databaseLocation(ctx), reachable },
    mail: {
      mode: ctx.config.SMTP_URL ? 'smtp' : 'outbox',
      server: ctx.config.SMTP_URL ? new URL(ctx.config.SMTP_URL).host : null,
      last_failure: lastFailure,
    },
    storage: { location: storageRoot(ctx), buckets },
    backup: { last_at: lastBackup },
  };
}

/** Where the data lives, without credentials. */
function databaseLocation(ctx: AppContext) {
  if (ctx.database.kind === 'pglite') return resolve(ctx.config.DATA_DIR, 'pglite');
  if (!ctx.config.DATABASE_URL) return 'PostgreSQL server';
  const url = new URL(ctx.config.DATABASE_URL);
  return `${url.host}${url.pathname}`;
}

async function lastMailFailure(ctx: AppContext) {
  const [row] = await ctx.db
    .select({ at: mailOutbox.created_at, subject: mailOutbox.subject, error: mailOutbox.error })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return row
    ? { at: row.at, subject: row.subject, error: (row.error ?? 'Unknown error').slice(0, 500) }
    : null;
}

// Files live on local disk under DATA_DIR/files, one folder per bucket (see storage/storage.ts).
const storageRoot = (ctx: AppContext) => resolve(ctx.config.DATA_DIR, 'files');

/**
 * Files and bytes per bucket, measured on disk: stored_files records only the uploaded documents (invoice
 * PDFs and gallery images are referenced from their own tables), and the disk is what actually takes space.
 */
const storageUsage = (ctx: AppContext) =>
  Promise.all(
    BUCKETS.map(async (bucket) => ({ bucket, ...(await folderUsage(join(storageRoot(ctx), bucket))) })),
  );

async function folderUsage(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err) => {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  });
  const files = entries.filter((e) => e.isFile());
  const sizes = await Promise.all(files.map(async (e) => (await stat(join(e.parentPath, e.name))).size));
  return { files: files.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

// What a running server does for backups: the daily backup into BACKUP_DIR (once a day across every process, the
// oldest beyond BACKUP_KEEP removed), and on the embedded database the backups (and admin grants) `npm run backup` and
// `npm run admin:grant` ask it for.
import { basename } from 'node:path';
import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { jobRuns } from '../db/schema.ts';
import { startDailyJob } from '../jobs/schedule.ts';
import { backupIntoFolder, newestBackupAt, pruneBackups } from './backup.ts';
import { describeCounts, megabytes } from './format.ts';
import { serveDataFolderSocket } from './socket.ts';

const JOB = 'backup';

/** Call before the app listens; the backups start once its database is ready, and stop when it closes. */
export function startBackups(app: FastifyInstance) {
  const { ctx } = app;
  const stops: (() => Promise<void>)[] = [];
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    await Promise.all(stops.map((stop) => stop()));
  });
  const dir = ctx.config.BACKUP_DIR;
  app.databaseReady.then(
    () => {
      if (closed) return;
      if (dir)
        stops.push(
          startDailyJob(ctx, JOB, async () => {
            const made = await backupIntoFolder(dir, ctx);
            const removed = await pruneBackups(dir, ctx.config.BACKUP_KEEP);
            return `${basename(made.path)}, ${megabytes(made.bytes)}: ${describeCounts(made.counts)}; ${removed} older removed`;
          }),
        );
      if (ctx.database.kind === 'pglite') stops.push(serveDataFolderSocket(ctx));
    },
    () => {}, // main.ts reports a database that could not start
  );
}

/**
 * The time of the newest backup: the newest archive in BACKUP_DIR (daily or made with npm run backup), or the
 * last daily run of any process (on several machines its archive is on that machine's disk).
 */
export async function lastBackupAt(ctx: Pick<AppContext, 'db' | 'config'>) {
  const [inFolder, [run]] = await Promise.all([
    ctx.config.BACKUP_DIR ? newestBackupAt(ctx.config.BACKUP_DIR) : null,
    ctx.db
      .select({ at: max(jobRuns.finished_at) })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, JOB), isNotNull(jobRuns.finished_at))),
  ]);
  const times = [inFolder, run?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}

// Reads the configuration, opens the database, listens; on SIGTERM or SIGINT stops gracefully.
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { startBackups } from './backup/daily.ts';
import { loadConfig } from './config.ts';
import { lockDataDir } from './db/lock.ts';
import { startDueDateRemindersJob } from './jobs/due-date-reminders.ts';
import { startEscalationJob } from './jobs/escalate-feedback.ts';
import { startExpiryJob } from './jobs/expire-memberships.ts';
import { startOfficeDigestJob } from './jobs/office-digest.ts';
import { startMailSender } from './mail/queue.ts';
import { startTaskSweeper } from './platform/tasks.ts';

/** How long requests in flight may take to finish once the server is told to stop. */
const DRAIN_MS = 10_000;

if (existsSync('.env')) process.loadEnvFile('.env');

let config: ReturnType<typeof loadConfig>;
let unlock = () => {};
try {
  config = loadConfig();
  if (!config.DATABASE_URL) unlock = lockDataDir(config.DATA_DIR);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

function cannotStart(err: Error): never {
  // An unreachable DATABASE_URL, say: one clear line (the driver's own reason) rather than a stack trace.
  while (err.cause instanceof Error) err = err.cause;
  const unreachable = /^E[A-Z]+$/.test((err as NodeJS.ErrnoException).code ?? '');
  const hint = unreachable ? ' (check that the PostgreSQL server in DATABASE_URL is reachable)' : '';
  console.error(`The server could not start: ${err.message}${hint}`);
  unlock();
  process.exit(1);
}

// Listening comes before the database has started and migrated: pages and their files are answered at once,
// requests to /api wait for it.
const app = await buildApp(config, { early: true }).catch(cannotStart);
if (config.DATABASE_URL && !config.AUTH_SECRET)
  app.log.warn('AUTH_SECRET is not set: sessions made by this process are not accepted by any other process');
let stopExpiry = async () => {};
let stopDigest = async () => {};
let stopReminders = async () => {};
let stopEscalation = async () => {};
let stopMailSender = async () => {};
let stopTaskSweeper = async () => {};
startBackups(app);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing the requests in flight, then stopping`);
  // A database still starting is let finish first: one closed half-started would need recovery at the next start.
  await app.databaseReady.catch(() => {});
  // Stop accepting; answer what has arrived (up to DRAIN_MS), then close the database and the data folder lock.
  const drained = setTimeout(() => {
    app.log.warn(`requests still running after ${DRAIN_MS / 1000} s: closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  await stopExpiry();
  await stopDigest();
  await stopReminders();
  await stopEscalation();
  // The mail being sent is let finish; the queued ones wait in the database for the next start.
  await stopMailSender();
  await stopTaskSweeper();
  await app.close();
  clearTimeout(drained);
  unlock();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
await app.databaseReady.catch(cannotStart);
if (!stopping) stopExpiry = startExpiryJob(app.ctx);
if (!stopping) stopDigest = startOfficeDigestJob(app.ctx);
if (!stopping) stopReminders = startDueDateRemindersJob(app.ctx);
if (!stopping) stopEscalation = startEscalationJob(app.ctx);
if (!stopping) stopTaskSweeper = startTaskSweeper(app.ctx);
if (!stopping) stopMailSender = startMailSender(app.ctx);
app.log.info(
  `Members portal at ${config.publicUrl} (database: ${config.DATABASE_URL ? 'PostgreSQL' : `embedded, ${config.DATA_DIR}`}; files: ${config.STORAGE}; mail: ${config.SMTP_URL ? 'SMTP' : 'outbox, links in this log'})`,
);

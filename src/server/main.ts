// Reads the configuration, opens the database, listens.
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { lockDataDir } from './db/lock.ts';
import { startExpiryJob } from './jobs/expire-memberships.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

let unlock = () => {};
try {
  if (!config.DATABASE_URL) unlock = lockDataDir(config.DATA_DIR);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const app = await buildApp(config);
const stopExpiry = startExpiryJob(app.ctx);
const stop = async () => {
  stopExpiry();
  await app.close();
  unlock();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Members portal at ${config.publicUrl} (database: ${config.DATABASE_URL ? 'PostgreSQL' : `embedded, ${config.DATA_DIR}`}; mail: ${config.SMTP_URL ? 'SMTP' : 'outbox, links in this log'})`,
);

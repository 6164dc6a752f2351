// The context every feature's routes receive (context.ts), built once per app.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth/auth.ts';
import { type CachedSession, sessionResolver } from './auth/session.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { TtlCache } from './platform/cache.ts';
import { cacheCounts } from './platform/paginate.ts';
import { storageFor } from './storage/storage.ts';

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR. */
function authSecret(config: Config) {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The context, and the caches a state-changing request empties (http/policies/fresh-after-writes.ts). */
export function createAppContext(config: Config, database: Database, log: FastifyBaseLogger) {
  const db = database.db;
  const mailer = createMailer({
    db,
    log,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `Members Portal <no-reply@${new URL(config.publicUrl).hostname}>`,
  });
  const auth = createAuth({ db, config, secret: authSecret(config), mailer, log });
  const sessions = new TtlCache<CachedSession | null>({ maxEntries: 10_000 });
  const cache = new TtlCache<unknown>({ maxEntries: 2_000 });
  cacheCounts(db, cache);
  const ctx: AppContext = {
    config,
    database,
    db,
    auth,
    mailer,
    storage: storageFor(config, db),
    log,
    routes: [],
    sessionUser: sessionResolver(auth, db, sessions),
    cache,
  };
  return { ctx, caches: [sessions, cache] };
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { type Database, startDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { ensureReferenceData } from '../../db/reference-data.ts';

export interface DatabaseStartOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  /** Return before the database has started and migrated: requests to /api wait for it. */
  early?: boolean;
}

/**
 * Opens (or takes) the database, migrates it and writes its reference data. `app.databaseReady` says when that is
 * done, or why it could not be; `isReady()` answers the same without waiting.
 */
export async function startDatabaseFor(app: FastifyInstance, config: Config, opts: DatabaseStartOptions) {
  const opened = opts.database
    ? null
    : startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const database: Database = opts.database ?? opened!;
  const databaseReady = (opened?.started ?? Promise.resolve())
    .then(() => migrate(database))
    .then(() => ensureReferenceData(database.db, config.SOCIETY_TIMEZONE));
  app.decorate('databaseReady', databaseReady);
  let ready = false;
  databaseReady.then(
    () => (ready = true),
    () => {}, // the caller handles the failure
  );
  if (opts.early) {
    // Once ready, one boolean per request; a callback hook, as this runs on every request.
    app.addHook('onRequest', (req, _reply, done) => {
      if (ready || !req.url.startsWith('/api/')) return done();
      databaseReady.then(() => done(), done);
    });
  } else await databaseReady;
  if (!opts.database) app.addHook('onClose', () => database.close());
  return { database, isReady: () => ready };
}

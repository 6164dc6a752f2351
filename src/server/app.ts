// buildApp(config): the whole server as a Fastify instance, used by main.ts and by the tests. It composes the
// policies in http/policies/ (each says why it exists); their order is the order their hooks run in.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { featureRoutes } from './features/index.ts';
import { multipartUploads } from './http/multipart.ts';
import { openApiRoutes } from './http/openapi.ts';
import { startDatabaseFor } from './http/policies/database-start.ts';
import { answerErrors, answerFrameworkError } from './http/policies/error-answers.ts';
import { dropCachesAfterWrites } from './http/policies/fresh-after-writes.ts';
import { closeConnectionsWhenStopping } from './http/policies/graceful-close.ts';
import { requestLogging } from './http/policies/logging.ts';
import { mailedLinkPages } from './http/policies/mailed-links.ts';
import { compressAnswers, requestIdAndNoStore } from './http/policies/response-headers.ts';
import { sameOriginWrites } from './http/policies/same-origin.ts';
import { sendSecurityHeaders } from './http/policies/security-headers.ts';
import { serveWebApp } from './http/policies/web-app.ts';

export interface BuildOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  /** Serve the built web app from dist/web when it exists. */
  serveWeb?: boolean;
  /**
   * Return before the database has started and migrated (npm start): pages and files can be served at once, and
   * requests to /api wait for it; `app.databaseReady` says when it is, or why it could not be.
   */
  early?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    databaseReady: Promise<void>;
  }
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestLogging(config),
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    trustProxy: config.TRUST_PROXY,
    // While stopping, a request that reached us on a kept-alive connection is answered, not refused with a 503;
    // closeConnectionsWhenStopping closes its connection after the answer.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  });

  const { database, isReady } = await startDatabaseFor(app, config, opts);
  closeConnectionsWhenStopping(app);
  const { ctx, caches } = createAppContext(config, database, app.log);
  app.decorate('ctx', ctx);
  dropCachesAfterWrites(app, caches);

  sendSecurityHeaders(app, config);
  await compressAnswers(app);
  await app.register(cookie);
  await multipartUploads(app);
  requestIdAndNoStore(app);
  sameOriginWrites(app, config);
  answerErrors(app);

  mailedLinkPages(app, ctx);
  await app.register(async (api) => featureRoutes(api, ctx));
  await app.register(async (api) => openApiRoutes(api, ctx));
  await serveWebApp(app, ctx, { serveWeb: opts.serveWeb !== false, isReady });
  return app;
}

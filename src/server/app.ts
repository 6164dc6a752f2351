// buildApp(config): the whole server as a Fastify instance, used by main.ts and by the tests.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino from 'pino';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../shared/contract.ts';
import { createAuth, RESET_CALLBACK, VERIFIED_CALLBACK } from './auth/auth.ts';
import { type CachedSession, requestHeaders, sessionResolver } from './auth/session.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, startDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ensureReferenceData } from './db/reference-data.ts';
import { activeGallery } from './features/gallery/service.ts';
import { featureRoutes } from './features/index.ts';
import { browserSettings } from './features/site/settings.ts';
import { AppError, validationError } from './http/errors.ts';
import { openApiRoutes } from './http/openapi.ts';
import { pageAt, pagePreloads } from './http/page-preloads.ts';
import { PRERENDERED_PATHS, prerenderer } from './http/prerender.ts';
import { securityHeaders } from './http/security-headers.ts';
import { type PageData, webPage } from './http/web-page.ts';
import { createMailer } from './mail/mailer.ts';
import { WEB_DIST } from './paths.ts';
import { sharedValue, TtlCache } from './platform/cache.ts';
import { cacheCounts } from './platform/paginate.ts';
import { storageFor } from './storage/storage.ts';

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

let stdoutLog: pino.DestinationStream | undefined;
/**
 * Standard output, written asynchronously (flushed on exit): a reader that falls behind (a pipe, a log collector)
 * never freezes the server, where a synchronous write retries by sleeping the whole process. Past 16 MB waiting,
 * lines are dropped rather than memory grown.
 */
function logStream() {
  stdoutLog ??= pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 });
  return stdoutLog;
}

/**
 * One flat log line per request, when it is answered: Fastify's default writes two, each through the request and
 * reply serializers, which cost the busiest reads about 5 % of their throughput. `ip` is the client's address
 * (through a trusted proxy, the one it reports).
 */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    const line = {
      method: req.method,
      url: req.url,
      statusCode: reply.statusCode,
      ip: req.ip,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      stream: logStream(),
    },
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(),
    bodyLimit: 256 * 1024,
    trustProxy: config.TRUST_PROXY,
    // While stopping, a request that reached us on a kept-alive connection is answered, not refused with a 503;
    // the hook below closes its connection after the answer.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Router-level refusals (an over-long or undecodable path) answer like every other error, echoing nothing.
    frameworkErrors: (err, _req, res) => {
      const reply = res as unknown as FastifyReply;
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: ApiErrorBody = {
        error: {
          code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
          message: tooLong ? 'The address is too long' : 'The address could not be read',
        },
      };
      reply.code(tooLong ? 414 : 400).send(body);
    },
  });

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
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const db = database.db;
  const mailer = createMailer({
    db,
    log: app.log,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `Members Portal <no-reply@${new URL(config.publicUrl).hostname}>`,
  });
  const auth = createAuth({ db, config, secret: authSecret(config), mailer, log: app.log });
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
    log: app.log,
    routes: [],
    sessionUser: sessionResolver(auth, db, sessions),
    cache,
  };
  app.decorate('ctx', ctx);

  // Whatever a state-changing request did (a sign-out, a password change, an admin removed, settings saved…),
  // this process's cached sessions and reads are dropped before its answer leaves: every later request here sees
  // it. Other processes see it when their entries expire (CACHE_TTL_MS).
  app.addHook('onSend', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    sessions.clear();
    cache.clear();
  });

  const secure = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(secure);
    done();
  });
  // Answers over 1 kB go out compressed when the browser accepts it (brotli at a fast level, or gzip); static
  // files come pre-compressed from the build (below). Request bodies are taken as sent, never inflated.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers carry members' data: no shared or browser cache keeps them unless a route says otherwise.
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // State-changing requests must come from our own pages (cookies are SameSite=Lax as a second line).
  app.addHook('onRequest', async (req) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const allowed = new Set([new URL(config.publicUrl).origin, `${req.protocol}://${req.headers.host}`]);
    if (!allowed.has(origin))
      throw new AppError(403, 'BAD_ORIGIN', 'Requests from other sites are not allowed');
  });

  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    let e: AppError;
    if (err instanceof AppError) e = err;
    else if (err instanceof ZodError) e = validationError(err);
    else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      e = new AppError(413, 'TOO_LARGE', 'The request is too large');
    else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      e = new AppError(400, 'BAD_JSON', 'The request body is not valid JSON');
    else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      e = new AppError(415, 'MEDIA_TYPE', 'Unsupported content type');
    else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      e = new AppError(
        err.statusCode,
        err.code ?? 'BAD_REQUEST',
        err.statusCode === 400 ? 'The request could not be read' : err.message,
      );
    else e = new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
    if (e.status >= 500) req.log.error({ err }, 'request failed');
    const body: ApiErrorBody = {
      error: { code: e.code, message: e.message, ...(e.fields ? { fields: e.fields } : {}) },
    };
    reply.status(e.status).send(body);
  });

  // Only the two links we mail are served by the auth library; everything else goes through our rules.
  const linkPages = {
    '/api/auth/verify-email': VERIFIED_CALLBACK,
    '/api/auth/reset-password/:token': RESET_CALLBACK,
  };
  for (const [url, page] of Object.entries(linkPages)) {
    app.get(url, async (req, reply) => {
      const response = await auth.handler(
        new Request(new URL(req.url, config.publicUrl), { method: 'GET', headers: requestHeaders(req) }),
      );
      // A person who clicked a mailed link belongs on the auth page, never on the library's JSON: a damaged
      // link (no token, no callback) goes there with the error, like a wrong token; a good link whose
      // callback was cut off still verifies and goes there too.
      if (response.status >= 400) {
        const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
        const code = typeof body?.code === 'string' ? body.code : 'INVALID_TOKEN';
        return reply.redirect(`${page}&error=${encodeURIComponent(code)}`);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.redirect(response.headers.get('location') ?? page);
    });
  }

  await app.register(async (api) => featureRoutes(api, ctx));
  await app.register(async (api) => openApiRoutes(api, ctx));

  const webBuilt = opts.serveWeb !== false && existsSync(join(WEB_DIST, 'index.html'));
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // The build's manifest is for the server (http/page-preloads.ts), not for visitors.
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      // The build writes .br and .gz beside each compressible file (scripts/build/precompress.ts).
      preCompressed: true,
      // @fastify/static 9 hands setHeaders the raw response, not Fastify's reply.
      setHeaders(res, path) {
        // Hashed names under /assets never change; a page must be asked for again to find the new ones.
        const cacheControl = path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : path.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.setHeader('cache-control', cacheControl);
      },
    });
  }
  const indexHtml = webBuilt ? readFileSync(join(WEB_DIST, 'index.html'), 'utf8') : null;
  const manifestFile = join(WEB_DIST, '.vite/manifest.json');
  const preloadsFor = pagePreloads(
    webBuilt && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {},
  );

  const loadPrerender = prerenderer(app.log);

  // What a page's first paint needs (http/web-page.ts). While the database is still starting, a page goes
  // without the settings and the gallery and asks for them itself, and is drawn in the browser alone.
  const pageData = async (url: string): Promise<PageData> => {
    const pathname = url.split('?')[0];
    if (!ready) return { settings: null, gallery: null, modules: preloadsFor(pathname), body: null };
    const settings = await sharedValue(ctx.cache, 'settings', () => browserSettings(ctx));
    const gallery =
      pageAt(pathname) === null ? await sharedValue(ctx.cache, 'gallery', () => activeGallery(db)) : null;
    const render = PRERENDERED_PATHS.includes(pathname) ? await loadPrerender() : null;
    // Kept with the settings and the gallery it was drawn from, and dropped with them.
    const body = render
      ? await sharedValue(ctx.cache, `first-paint:${pathname}`, async () =>
          render(pathname, { settings, gallery }),
        )
      : null;
    // A page drawn here paints with the stylesheet alone: its chunks, downloading beside it, would only slow that
    // down, so they wait until the app asks for them.
    return { settings, gallery, modules: body ? [] : preloadsFor(pathname), body };
  };

  app.setNotFoundHandler(async (req, reply) => {
    // HEAD answers as GET does, without the body (Node's response drops it for a HEAD request).
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (req.url.startsWith('/api/') || req.url === '/api' || !page || !indexHtml) {
      const body: ApiErrorBody = { error: { code: 'NOT_FOUND', message: 'Not found' } };
      return reply.status(404).send(body);
    }
    // Every other page is the web app; its router shows the 404 page for unknown paths.
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(webPage(indexHtml, await pageData(req.url)));
  });

  return app;
}

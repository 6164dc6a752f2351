// The built web app: its files, and its pages (every path that is not an API route or a file).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../../shared/contract.ts';
import { sessionApi } from '../../../shared/session.ts';
import type { AppContext } from '../../context.ts';
import { activeGallery } from '../../features/gallery/service.ts';
import { requestLocale } from '../../features/language/service.ts';
import { browserSettings } from '../../features/site/settings.ts';
import { WEB_DIST } from '../../paths.ts';
import { sharedValue } from '../../platform/cache.ts';
import { cataloguePreloads, pageAt, pagePreloads } from '../page-preloads.ts';
import { PRERENDERED_PATHS, prerenderer } from '../prerender.ts';
import { serveWebManifest } from '../web-manifest.ts';
import { type PageData, webPage } from '../web-page.ts';

/** The built files under `root` (dist/web), with how long a browser may keep each. */
export async function serveBuiltFiles(app: FastifyInstance, root = WEB_DIST) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build's manifest is for the server (http/page-preloads.ts), not for visitors.
    allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
    // The build writes .br and .gz beside each compressible file (scripts/build/precompress.ts).
    preCompressed: true,
    // Off, or its own `public, max-age=0` replaces the header setHeaders writes below.
    cacheControl: false,
    // @fastify/static 9 hands setHeaders the raw response, not Fastify's reply.
    setHeaders(res, path) {
      // Hashed names under /assets never change; a page must be asked for again to find the new ones.
      // The service worker, too: a phone must find its new version on the next visit.
      const cacheControl = path.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : path.endsWith('.html') || path.endsWith('/sw.js')
          ? 'no-cache'
          : 'public, max-age=3600';
      res.setHeader('cache-control', cacheControl);
    },
  });
}

/**
 * Serves dist/web when it is built and `serveWeb` allows it; unknown paths answer the JSON 404 under /api (and
 * for other methods), and the app's page elsewhere. `isReady` says whether the database has started.
 */
export async function serveWebApp(
  app: FastifyInstance,
  ctx: AppContext,
  { serveWeb, isReady }: { serveWeb: boolean; isReady: () => boolean },
) {
  const webBuilt = serveWeb && existsSync(join(WEB_DIST, 'index.html'));
  if (webBuilt) await serveBuiltFiles(app);
  serveWebManifest(app, ctx, isReady);
  const indexHtml = webBuilt ? readFileSync(join(WEB_DIST, 'index.html'), 'utf8') : null;
  const manifestFile = join(WEB_DIST, '.vite/manifest.json');
  const manifest = webBuilt && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const preloadsFor = pagePreloads(manifest);
  const cataloguesOf = cataloguePreloads(manifest);

  const loadPrerender = prerenderer(app.log);

  // What a page's first paint needs (http/web-page.ts). While the database is still starting, a page goes
  // without the settings and the gallery and asks for them itself, and is drawn in the browser alone.
  // The person's language's messages come with every page: the app renders nothing before it has them.
  const pageData = async (req: FastifyRequest): Promise<PageData> => {
    const pathname = req.url.split('?')[0];
    const locale = await requestLocale(ctx, req, isReady());
    const catalogue = cataloguesOf(locale, pathname);
    if (!isReady())
      return {
        settings: null,
        gallery: null,
        modules: [...catalogue, ...preloadsFor(pathname)],
        body: null,
        locale,
      };
    const settings = await sharedValue(ctx.cache, 'settings', () => browserSettings(ctx));
    const gallery =
      pageAt(pathname) === null ? await sharedValue(ctx.cache, 'gallery', () => activeGallery(ctx.db)) : null;
    const render = PRERENDERED_PATHS.includes(pathname) ? await loadPrerender() : null;
    // Kept with the settings and the gallery it was drawn from, and dropped with them.
    const body = render
      ? await sharedValue(ctx.cache, `first-paint:${locale}:${pathname}`, async () =>
          render(pathname, { settings, gallery, locale }),
        )
      : null;
    // A page drawn here paints with the stylesheet alone: its chunks, downloading beside it, would only slow that
    // down, so they wait until the app asks for them.
    const answers = pageAt(pathname) === '/admin/*' ? [sessionApi.me.path] : [];
    return {
      settings,
      gallery,
      modules: [...catalogue, ...(body ? [] : preloadsFor(pathname))],
      answers,
      body,
      locale,
    };
  };

  app.setNotFoundHandler(async (req, reply) => {
    // HEAD answers as GET does, without the body (Node's response drops it for a HEAD request).
    const page = req.method === 'GET' || req.method === 'HEAD';
    // A built file the build does not have is no page either (and gets no page's security headers: see
    // security-headers.ts).
    const notAPage = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/assets/');
    if (notAPage || !page || !indexHtml) {
      const body: ApiErrorBody = { error: { code: 'NOT_FOUND', message: 'Not found' } };
      return reply.status(404).send(body);
    }
    // Every other page is the web app; its router shows the 404 page for unknown paths.
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(webPage(indexHtml, await pageData(req)));
  });
}

// The security headers every answer carries (CSP, frame and referrer rules, HSTS over https), from helmet; a built
// file and a JSON answer only those that mean something on them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.ts';

/**
 * helmet's headers, worked out once: they do not depend on the request, and building helmet's middleware (which
 * parses the CSP) on every request, as its Fastify plugin does, cost a tenth of a signed-in read.
 */
function securityHeaders(config: Config): Record<string, string> {
  const https = config.publicUrl.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest, from the site only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain http a browser ignores HSTS; sending it only confuses a society testing on its LAN.
    strictTransportSecurity: https,
  });
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The ones that mean something on a script or a style sheet (the others govern a document: what it may load, frame
 * or refer to). The built files under /assets get only these: a phone fetches some forty of them for an office
 * screen, and the document headers on each came to ~0.8 kB, more than many of the files themselves.
 */
const FOR_SUBRESOURCES = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];
/**
 * A JSON answer is never a page, but opened directly it is shown as one: it keeps the policy (nothing runs or loads,
 * no site frames it), nosniff, the same-origin resource rule (no other site reads it as a script or an image) and
 * HSTS. The rest only govern a page's own requests, links and window (referrer, DNS prefetch, opener, agent
 * cluster, IE's download and XSS filters, Flash's cross-domain files); on the busiest reads they were half of the
 * answer's bytes and of the headers Node checks one by one.
 */
const FOR_JSON = [...FOR_SUBRESOURCES, 'content-security-policy', 'x-frame-options'];

const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));

/**
 * Sets the headers on every answer: a page's and a built file's as the request comes in, before anything else can
 * fail; an API answer's as it leaves, when its type is known (a JSON answer, or a file or page under /api, which
 * keeps what its route set and gets the document's others). Errors leave the same way.
 */
export function sendSecurityHeaders(app: FastifyInstance, config: Config) {
  const forPages = securityHeaders(config);
  const forAssets = pick(forPages, FOR_SUBRESOURCES);
  const forJson = pick(forPages, FOR_JSON);
  const pageOnly = Object.entries(forPages);
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/')) reply.headers(req.url.startsWith('/assets/') ? forAssets : forPages);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/')) {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/json')) reply.headers(forJson);
      else for (const [name, value] of pageOnly) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}

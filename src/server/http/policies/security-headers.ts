// The security headers every answer carries (CSP, frame and referrer rules, HSTS over https), from helmet.
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

/** Sets the headers on every answer, before anything else can fail. */
export function sendSecurityHeaders(app: FastifyInstance, config: Config) {
  const secure = securityHeaders(config);
  const forAssets = Object.fromEntries(
    Object.entries(secure).filter(([name]) => FOR_SUBRESOURCES.includes(name)),
  );
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/assets/') ? forAssets : secure);
    done();
  });
}

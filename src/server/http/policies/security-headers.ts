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

/** Sets the headers on every answer, before anything else can fail. */
export function sendSecurityHeaders(app: FastifyInstance, config: Config) {
  const secure = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(secure);
    done();
  });
}

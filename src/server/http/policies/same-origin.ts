import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';

/** State-changing requests must come from our own pages (cookies are SameSite=Lax as a second line). */
export function sameOriginWrites(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', (req, _reply, done) => {
    const origin = req.headers.origin;
    if (!origin || ['GET', 'HEAD', 'OPTIONS'].includes(req.method) || !req.url.startsWith('/api/'))
      return done();
    const allowed = new Set([new URL(config.publicUrl).origin, `${req.protocol}://${req.headers.host}`]);
    if (allowed.has(origin)) return done();
    done(new AppError(403, 'BAD_ORIGIN', 'Requests from other sites are not allowed'));
  });
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';

/** State-changing requests must come from our own pages (cookies are SameSite=Lax as a second line). */
export function sameOriginWrites(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (req) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const allowed = new Set([new URL(config.publicUrl).origin, `${req.protocol}://${req.headers.host}`]);
    if (!allowed.has(origin))
      throw new AppError(403, 'BAD_ORIGIN', 'Requests from other sites are not allowed');
  });
}

import type { FastifyInstance } from 'fastify';
import type { TtlCache } from '../../platform/cache.ts';

/**
 * Whatever a state-changing request did (a sign-out, a password change, an admin removed, settings saved…), this
 * process's cached sessions and reads are dropped before its answer leaves: every later request here sees it.
 * Other processes see it when their entries expire (CACHE_TTL_MS).
 */
export function dropCachesAfterWrites(app: FastifyInstance, caches: Pick<TtlCache<unknown>, 'clear'>[]) {
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS')
      for (const cache of caches) cache.clear();
    done(null, payload);
  });
}

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers over 1 kB go out compressed when the browser accepts it (brotli at a fast level, or gzip); static
 * files come pre-compressed from the build (./static-files.ts). Request bodies are taken as sent, never inflated.
 */
export async function compressAnswers(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, globalDecompression: false });
}

/** Every answer names its request (as the log does); API answers are never cached unless a route says so. */
export function requestIdAndNoStore(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    // API answers carry members' data: no shared or browser cache keeps them unless a route says otherwise.
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

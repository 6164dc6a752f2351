import type { FastifyInstance } from 'fastify';

/**
 * While stopping, a request that reached us on a kept-alive connection is answered (the app is built with
 * return503OnClosing: false), and its connection is closed after the answer.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks on every request (here and in the other policies): an async one costs each request a promise.
  app.addHook('onRequest', (_req, reply, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
}

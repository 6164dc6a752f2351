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
  app.addHook('onRequest', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

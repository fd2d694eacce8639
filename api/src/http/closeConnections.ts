import type { FastifyInstance } from 'fastify';

/**
 * Hand-written because neither Fastify nor close-with-grace does it: Fastify sends
 * `Connection: close` only on requests that arrive once it is closing, and server.close() reaps
 * only idle sockets. A keep-alive connection busy when the close began would stay open after
 * its answer, and the close would wait for the keep-alive timeout. So, once closing, every
 * answer still being sent tells the client to close its connection.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

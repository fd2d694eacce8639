import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once closing, every answer still being sent tells the client to close
 * its connection. Otherwise a keep-alive connection that was busy when the server began to
 * close stays open after its answer, and the close waits for the keep-alive timeout.
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

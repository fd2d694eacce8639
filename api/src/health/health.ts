import { HealthAnswer, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { databaseAnswers } from '../db/database';

/** GET /api/health -> 200 {status:'ok'} while the database answers, else 503. */
export function healthRoute(app: FastifyInstance, { db }: AppContext) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether the API and its database answer',
        response: { 200: HealthAnswer, 503: MessageRef },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok' as const };
      return reply.code(503).send({ message: 'The database does not answer.' });
    },
  );
}

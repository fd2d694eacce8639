import { MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { runningSession, signInAgain } from '../auth/guard';
import { endSession } from './sessions';

/**
 * POST /api/Account/logout with the session's Bearer token (beyond SPEC.md): ends the session on
 * the server, so that none of its tokens is accepted afterwards, on any API process.
 */
export function logoutRoute(app: FastifyInstance, context: AppContext) {
  app.post(
    '/api/Account/logout',
    {
      schema: {
        tags: ['Account'],
        security: [{ bearer: [] }],
        summary: 'Sign out: the session ends, and its tokens are refused from now on',
        response: { 200: MessageRef, 401: MessageRef },
      },
    },
    async (request, reply) => {
      const session = await runningSession(request, context);
      if (!session) return signInAgain(reply);
      await endSession(context.db, session.claims.sid);
      return { message: 'Signed out.' };
    },
  );
}

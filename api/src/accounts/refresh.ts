import { LoginAnswer, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { runningSession, signInAgain } from '../auth/guard';
import { signToken } from '../auth/jwt';
import { findAccountById } from './accountStore';

/**
 * POST /api/Account/refresh with a running session's Bearer token (beyond SPEC.md): a new token
 * of the same session, lasting 5 minutes from now, so that someone at work is not signed out.
 * Its role and email are the account's as they are now.
 */
export function refreshRoute(app: FastifyInstance, context: AppContext) {
  app.post(
    '/api/Account/refresh',
    {
      schema: {
        tags: ['Account'],
        security: [{ bearer: [] }],
        summary: 'A new 5-minute token for the same session, while it runs',
        response: { 200: LoginAnswer, 401: MessageRef },
      },
    },
    async (request, reply) => {
      const session = await runningSession(request, context);
      const account = session && (await findAccountById(context.db, session.accountId));
      if (!session || !account) return signInAgain(reply);
      const who = { sub: String(session.accountId), ...account, sid: session.claims.sid };
      return { token: signToken(who, context.jwtSecret, context.tokenLifeSeconds) };
    },
  );
}

import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';

/**
 * An onRequest hook after requireRole (issue 15): the call is only for an account whose email
 * is confirmed. It runs before the body is read, so an upload of an unconfirmed account costs
 * nothing. Accounts made by the council (npm run add-account, demo) are confirmed when made.
 */
export function requireConfirmedEmail(context: Pick<AppContext, 'db'>): onRequestHookHandler {
  return async function checkConfirmedEmail(request: FastifyRequest, reply: FastifyReply) {
    const { accountId } = callerOf(request);
    const account = await context.db
      .selectFrom('account')
      .select('email_verified_at')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account || account.email_verified_at === null) {
      return reply.code(403).send({
        message:
          'Please confirm your email address before filing a complaint. Open the link in the ' +
          "mail we sent you when you signed up, or choose 'Send the link again' to get a new one.",
      });
    }
  };
}

import { AccountPaths, MessageRef, ResetPasswordBody } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { hashPassword } from '../auth/passwords';
import { ClientError } from '../http/errors';
import { useLink, voidLinks, type LinkUse } from './accountLinks';
import { addresseeById } from './addressee';
import { checkNewPassword } from './newPassword';
import type { SelfServiceLimits } from './selfServiceLimits';
import { endAccountSessions } from './sessions';

type Refusal = Extract<LinkUse, { refused: unknown }>['refused'];

const REFUSED: Record<Refusal, string> = {
  unknown:
    'This link is not valid. Please open the link exactly as it is in the mail, or choose ' +
    "'Forgot password?' on the sign-in page to get a new one.",
  used:
    'This link has already been used. To set a new password again, choose ' +
    "'Forgot password?' on the sign-in page.",
  expired: "This link has expired. Choose 'Forgot password?' on the sign-in page to get a new one.",
};

/**
 * POST AccountPaths.resetPassword {token, password, passwordConfirmation}: a mailed
 * 'reset-password' link sets a new password: after "Forgot password?", or the first password of
 * a staff account an admin made. Every session of the account ends; the mail proved the email.
 */
export function resetPasswordRoute(
  app: FastifyInstance,
  context: AppContext,
  limits: SelfServiceLimits,
) {
  const { db } = context;
  app.post<{ Body: ResetPasswordBody }>(
    AccountPaths.resetPassword,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Set a new password with a single-use mailed link; signs out every session',
        description:
          'The password rules of sign-up apply. An unknown, used or expired link is a 400 that ' +
          'says which; a disabled account a 403. Limited per client address ' +
          '(LINK_USES_PER_HOUR).',
        body: ResetPasswordBody,
        response: { 200: MessageRef, 400: MessageRef, 403: MessageRef, 429: MessageRef },
      },
    },
    async (request) => {
      const { token, password, passwordConfirmation } = request.body;
      // Before the link is used: a refused password leaves the link working for the next try.
      const problem = checkNewPassword(password, passwordConfirmation);
      if (problem) throw new ClientError(400, problem);
      await limits.linkUseByAddress.take(request.ip);
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const use = await useLink(db, token, 'reset-password', now);
      if ('refused' in use) throw new ClientError(400, REFUSED[use.refused]);
      const account = await addresseeById(db, use.accountId);
      if (!account || account.disabled) {
        throw new ClientError(
          403,
          'This account has been disabled. Please contact the council office.',
        );
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('account')
          .set({ password_hash: passwordHash })
          .where('id', '=', account.id)
          .execute();
        await trx
          .updateTable('account')
          .set({ email_verified_at: now.toISOString() })
          .where('id', '=', account.id)
          .where('email_verified_at', 'is', null)
          .execute();
        await endAccountSessions(trx, account.id);
        await voidLinks(trx, account.id, 'reset-password', now);
      });
      return { message: 'Your new password is set. Please sign in with it.' };
    },
  );
}

import { AccountPaths, MessageRef, PasswordChangeBody } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { SharedLimit } from '../limits/sharedLimit';
import { voidLinks } from './accountLinks';
import { checkNewPassword } from './newPassword';
import { endAccountSessions } from './sessions';

/**
 * Checks of the current password an account may have an hour: someone who finds a signed-in
 * screen cannot use this call to guess the password at length. Counted in the database, so
 * several API processes hold it together.
 */
export const PASSWORD_CHECKS_PER_HOUR = 10;

/**
 * POST AccountPaths.myPassword {currentPassword, password, passwordConfirmation}: a new password
 * for the signed-in person's own account. Every other session of the account ends (a device
 * left signed in elsewhere); the one that asked goes on.
 */
export function changeMyPasswordRoute(app: FastifyInstance, { db }: AppContext) {
  const checks = new SharedLimit(db, {
    counter: 'password check by account',
    max: PASSWORD_CHECKS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    refusal: 'Too many attempts to change the password of this account in the last hour.',
  });
  app.withTypeProvider<TypeBoxProvider>().post(
    AccountPaths.myPassword,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Change your own password; your other sessions are signed out',
        description:
          'The current password is required. The new one has at least 8 characters, is not a ' +
          `common password and matches its confirmation. ${PASSWORD_CHECKS_PER_HOUR} checks ` +
          'of the current password an hour per account, then 429.',
        body: PasswordChangeBody,
        response: { 200: MessageRef, 400: MessageRef, 401: MessageRef, 429: MessageRef },
      },
    },
    async (request) => {
      const { accountId, sessionId } = callerOf(request);
      const { currentPassword, password, passwordConfirmation } = request.body;
      if (currentPassword === '') throw new ClientError(400, 'Please enter your current password.');
      const problem = checkNewPassword(password, passwordConfirmation);
      if (problem) throw new ClientError(400, problem);

      // Counted before the check, whatever its outcome: a limit that counted only wrong guesses
      // would still tell a guesser which guess was right.
      await checks.take(String(accountId));
      const account = await db
        .selectFrom('account')
        .select('password_hash')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentPassword, account.password_hash))) {
        throw new ClientError(400, 'The current password is not right.');
      }

      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('account')
          .set({ password_hash: passwordHash })
          .where('id', '=', accountId)
          .execute();
        await endAccountSessions(trx, accountId, sessionId);
        // A reset link mailed before must not undo the password just chosen.
        await voidLinks(trx, accountId, 'reset-password');
      });
      return {
        message: 'Your password has been changed. You have been signed out everywhere else.',
      };
    },
  );
}

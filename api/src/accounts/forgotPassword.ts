import {
  AccountPaths,
  CheckYourEmail,
  ForgotPasswordBody,
  isEmail,
  MessageRef,
  normaliseEmail,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { ClientError } from '../http/errors';
import { requireMail, sendInBackground } from '../mail/mailer';
import { resetPasswordMail } from '../mail/selfServiceMails';
import { issueLink } from './accountLinks';
import { addresseeByEmail } from './addressee';
import type { SelfServiceLimits } from './selfServiceLimits';

/**
 * POST AccountPaths.forgotPassword {email}: a link that sets a new password (30 minutes, once)
 * goes to the email if it has an active account. The answer is the same either way.
 */
export function forgotPasswordRoute(
  app: FastifyInstance,
  context: AppContext,
  limits: SelfServiceLimits,
) {
  const { db } = context;
  app.post<{ Body: ForgotPasswordBody }>(
    AccountPaths.forgotPassword,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Mail a single-use link that sets a new password (30 minutes)',
        description:
          'The answer is the same whether or not the email has an account; a disabled account ' +
          'gets no mail. Limited per client address (ACCOUNT_MAILS_PER_HOUR) and per email ' +
          '(MAILS_PER_EMAIL_PER_HOUR). 503 when the site cannot send mail.',
        body: ForgotPasswordBody,
        response: { 202: CheckYourEmail, 400: MessageRef, 429: MessageRef, 503: MessageRef },
      },
    },
    async (request, reply) => {
      requireMail(context.mailer);
      const email = normaliseEmail(request.body.email);
      if (!isEmail(email)) {
        throw new ClientError(400, 'Please enter a valid email address, such as name@example.com.');
      }
      await limits.mailRequestByAddress.take(request.ip);
      await limits.resetMailByEmail.take(email);
      const account = await addresseeByEmail(db, email);
      if (account && !account.disabled) {
        const token = await issueLink(db, account.id, 'reset-password');
        sendInBackground(
          context.mailer,
          request.log,
          resetPasswordMail(context.site, account, token),
        );
      }
      return reply.code(202).send({
        message:
          `If ${email} has an account with us, we have sent it a link to set a new password. ` +
          'The link works for 30 minutes. If no mail arrives within a few minutes, please look ' +
          'in your spam folder.',
      });
    },
  );
}

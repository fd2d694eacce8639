import { AccountPaths, CheckYourEmail, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { runningSession, signInAgain } from '../auth/guard';
import { requireMail, sendInBackground } from '../mail/mailer';
import { confirmEmailMail } from '../mail/selfServiceMails';
import { issueLink } from './accountLinks';
import { addresseeById } from './addressee';
import type { SelfServiceLimits } from './selfServiceLimits';

/**
 * POST AccountPaths.resendVerification with a running session of any role: "Send the link
 * again". A new link, and the earlier ones stop opening; nothing to send once confirmed.
 */
export function resendVerificationRoute(
  app: FastifyInstance,
  context: AppContext,
  limits: SelfServiceLimits,
) {
  const { db } = context;
  app.post(
    AccountPaths.resendVerification,
    {
      schema: {
        tags: ['Account'],
        security: [{ bearer: [] }],
        summary: 'Mail the signed-in account a new link that confirms its email (24 hours)',
        description:
          '202 when a mail is on its way; 200 when the email is already confirmed. Limited per ' +
          'client address (ACCOUNT_MAILS_PER_HOUR) and per email (MAILS_PER_EMAIL_PER_HOUR). ' +
          '503 when the site cannot send mail.',
        response: {
          200: MessageRef,
          202: CheckYourEmail,
          401: MessageRef,
          429: MessageRef,
          503: MessageRef,
        },
      },
    },
    async (request, reply) => {
      const session = await runningSession(request, context);
      const account = session && (await addresseeById(db, session.accountId));
      if (!account) return signInAgain(reply);
      if (account.emailVerified) {
        return reply.code(200).send({ message: 'Your email address is already confirmed.' });
      }
      requireMail(context.mailer);
      await limits.mailRequestByAddress.take(request.ip);
      await limits.confirmationMailByEmail.take(account.email);
      const token = await issueLink(db, account.id, 'verify-email');
      sendInBackground(context.mailer, request.log, confirmEmailMail(context.site, account, token));
      return reply.code(202).send({
        message:
          `We have sent a new link to ${account.email}; the links sent before no longer work. ` +
          'If it has not arrived within a few minutes, please look in your spam folder.',
      });
    },
  );
}

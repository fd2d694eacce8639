import { AccountPaths, MessageRef, VerifyEmailBody } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { ClientError } from '../http/errors';
import { useLink, voidLinks, type LinkUse } from './accountLinks';
import type { SelfServiceLimits } from './selfServiceLimits';

type Refusal = Extract<LinkUse, { refused: unknown }>['refused'];

const REFUSED: Record<Refusal, string> = {
  unknown:
    'This link is not valid. Please open the link exactly as it is in the mail, or sign in ' +
    "and choose 'Send the link again'.",
  used:
    'This link has already been used. If your email address is not confirmed yet, sign in ' +
    "and choose 'Send the link again'.",
  expired: "This link has expired. Sign in and choose 'Send the link again'.",
};

/** POST AccountPaths.verifyEmail {token}: the link mailed at sign-up confirms the email, once. */
export function verifyEmailRoute(
  app: FastifyInstance,
  context: AppContext,
  limits: SelfServiceLimits,
) {
  const { db } = context;
  app.post<{ Body: VerifyEmailBody }>(
    AccountPaths.verifyEmail,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Confirm an email address with the single-use link mailed at sign-up (24 hours)',
        description:
          'An unknown, used or expired link is a 400 that says which. Limited per client ' +
          'address (LINK_USES_PER_HOUR).',
        body: VerifyEmailBody,
        response: { 200: MessageRef, 400: MessageRef, 429: MessageRef },
      },
    },
    async (request) => {
      await limits.linkUseByAddress.take(request.ip);
      const now = new Date();
      const use = await useLink(db, request.body.token, 'verify-email', now);
      if ('refused' in use) throw new ClientError(400, REFUSED[use.refused]);
      await db
        .updateTable('account')
        .set({ email_verified_at: now.toISOString() })
        .where('id', '=', use.accountId)
        .where('email_verified_at', 'is', null)
        .execute();
      // Older mails of the same kind are moot now.
      await voidLinks(db, use.accountId, 'verify-email', now);
      return {
        message: 'Thank you: your email address is confirmed. You can now file complaints.',
      };
    },
  );
}

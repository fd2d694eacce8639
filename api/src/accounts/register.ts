import {
  AccountPaths,
  CheckYourEmail,
  isEmail,
  MessageRef,
  normaliseEmail,
  RegisterBody,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ClientError } from '../http/errors';
import { requestLanguage, type Language } from '../i18n/language';
import { requireMail, sendInBackground } from '../mail/mailer';
import { alreadyRegisteredMail, confirmEmailMail } from '../mail/selfServiceMails';
import { checkedMobile, checkedName } from './accountFields';
import { issueLink } from './accountLinks';
import { addresseeByEmail } from './addressee';
import { createAccount } from './accountStore';
import { checkNewPassword } from './newPassword';
import type { SelfServiceLimits } from './selfServiceLimits';

/** The one answer of a sign-up, whether the email was new or had an account already. */
export function checkYourEmail(email: string): CheckYourEmail {
  return {
    message:
      `Thank you. Please check your email: we have sent a mail to ${email}. ` +
      'If it has not arrived within a few minutes, please look in your spam folder.',
  };
}

/**
 * POST AccountPaths.register: a citizen's own account, role user, email not yet confirmed.
 * An email that has an account gets the same answer, and its owner a mail saying so: sign-up
 * tells no one which emails have accounts.
 */
export function registerRoute(
  app: FastifyInstance,
  context: AppContext,
  limits: SelfServiceLimits,
) {
  const { db } = context;
  app.post<{ Body: RegisterBody }>(
    AccountPaths.register,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: "A citizen's own account (role user); a mailed link confirms the email",
        description:
          'Name (1-100 characters), email, a 10-digit Indian mobile number (starting with 6-9), ' +
          'a password of at least 8 characters that is not a common one, typed twice, and ' +
          'agreement to the privacy policy. The answer is the same whether or not the email ' +
          'already has an account. Limited per client address (SIGNUPS_PER_HOUR) and per email ' +
          '(MAILS_PER_EMAIL_PER_HOUR): beyond them a 429 with Retry-After. 503 when the site ' +
          'cannot send mail.',
        body: RegisterBody,
        response: { 202: CheckYourEmail, 400: MessageRef, 429: MessageRef, 503: MessageRef },
      },
    },
    async (request, reply) => {
      requireMail(context.mailer);
      const body = request.body;
      const name = checkedName(body.name);
      const email = normaliseEmail(body.email);
      if (!isEmail(email)) {
        throw new ClientError(400, 'Please enter a valid email address, such as name@example.com.');
      }
      const mobile = checkedMobile(body.mobile, 'user');
      const passwordProblem = checkNewPassword(body.password, body.passwordConfirmation);
      if (passwordProblem) throw new ClientError(400, passwordProblem);
      if (body.acceptsPrivacyPolicy !== true) {
        throw new ClientError(400, 'Please agree to the privacy policy to create an account.');
      }
      await limits.signUpByAddress.take(request.ip);
      await limits.confirmationMailByEmail.take(email);

      const existing = await addresseeByEmail(db, email);
      // The language the site was read in: the new account's mails go in it (issue 19).
      const language = requestLanguage(request);
      const accountId = existing
        ? undefined
        : await createNewAccount(context, {
            name,
            email,
            mobile,
            password: body.password,
            language,
          });
      if (accountId === undefined) {
        // The email has an account (perhaps made a moment ago by a sign-up racing this one): its
        // owner hears of it. As long as making an account takes (its scrypt hash), so that the
        // time of the answer tells nothing either.
        if (existing) await hashPassword(body.password);
        const owner = existing ?? (await addresseeByEmail(db, email));
        if (owner) {
          sendInBackground(context.mailer, request.log, alreadyRegisteredMail(context.site, owner));
        }
        return reply.code(202).send(checkYourEmail(email));
      }
      const token = await issueLink(db, accountId, 'verify-email');
      sendInBackground(
        context.mailer,
        request.log,
        confirmEmailMail(context.site, { email, name, language }, token),
      );
      return reply.code(202).send(checkYourEmail(email));
    },
  );
}

/** The new account's id; undefined when the email was taken in the meantime (unique email). */
async function createNewAccount(
  { db }: AppContext,
  account: { name: string; email: string; mobile: string; password: string; language: Language },
): Promise<number | undefined> {
  try {
    return await createAccount(db, { ...account, role: 'user', emailVerified: false });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

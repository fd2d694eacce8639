import { LoginAnswer, LoginBody, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import { DECOY_HASH, verifyPassword } from '../auth/passwords';
import { signToken } from '../auth/jwt';
import type { AppContext } from '../appContext';
import { ClientError } from '../http/errors';
import { statedLanguage } from '../i18n/language';
import type { TypeBoxProvider } from '../http/typebox';
import { InFlightByAddress } from '../limits/inFlightByAddress';
import { SignInLimits, type LoginLimits } from '../limits/signInLimits';
import { findAccountByEmail, normaliseEmail, rememberLanguage } from './accountStore';
import { startSession } from './sessions';

export { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../limits/signInLimits';

type SignInAccount = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

// One answer for an unknown email and a wrong password, so neither tells which emails exist.
const REFUSED = { message: 'Invalid email or password' };
// Told only to someone who knows the password: it tells no stranger which accounts exist.
const DISABLED = {
  message: 'This account has been disabled. Please contact the council office.',
};

/** POST /api/Account/login {email, password} -> {token} (SPEC.md section 7). */
export function loginRoute(app: FastifyInstance, context: AppContext, limits: LoginLimits) {
  const { db } = context;
  const signIns = new SignInLimits(db, limits);
  const checking = new InFlightByAddress(limits.checksInFlightPerAddress);

  /** The account the email and password open, or undefined; a failure is counted. */
  async function checkPassword(email: string, password: string, address: string) {
    // A burst from one address must not queue scrypt for everyone else: refused unhashed.
    const done = checking.tryEnter(address);
    if (!done) {
      throw new ClientError(
        429,
        'Too many sign-in attempts at once from your network. Please try again in a moment.',
        { 'retry-after': '1' },
      );
    }
    try {
      const account = await findAccountByEmail(db, email);
      const matches = await verifyPassword(password, account?.password_hash ?? DECOY_HASH);
      if (account && matches) return account;
      await signIns.recordFailure(email, address);
      return undefined;
    } finally {
      done();
    }
  }

  app.withTypeProvider<TypeBoxProvider>().post(
    '/api/Account/login',
    {
      // A sign-in is a few hundred bytes; anything near a megabyte is refused unread.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Sign in with email and password; the token lasts 5 minutes',
        description:
          'Only failed sign-ins count. An address that failed too often on one email waits ' +
          'with 429 and Retry-After for that email; failures from an address on any emails ' +
          'slow its sign-ins (up to 3 s), never hold it, as it may be a whole network of ' +
          'citizens; failures on an email from anywhere slow its answers by a few seconds. 429 ' +
          'also when more sign-ins from one address are checked at once than allowed.',
        body: LoginBody,
        response: {
          200: LoginAnswer,
          401: MessageRef,
          403: MessageRef,
          429: MessageRef,
        },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // The client's address: the socket's, or the proxy's word for it under TRUST_PROXY.
      const address = request.ip;
      await signIns.waitForTurn(email, address);
      const account = await checkPassword(email, request.body.password, address);
      if (!account) return reply.code(401).send(REFUSED);
      await signIns.recordSuccess(email, address);
      if (account.disabled_at !== null) return reply.code(403).send(DISABLED);
      // The language the site is read in, for the person's mails (issue 19); a client that
      // names none (a script) leaves it as it was.
      const language = statedLanguage(request);
      if (language && language !== account.language) {
        await rememberLanguage(db, account.id, language);
      }
      return { token: await startSignedInSession(context, account) };
    },
  );
}

async function startSignedInSession(context: AppContext, account: SignInAccount): Promise<string> {
  const sid = await startSession(context.db, account.id);
  return signToken(
    {
      sub: String(account.id),
      email: account.email,
      role: account.role,
      name: account.name,
      sid,
    },
    context.jwtSecret,
    context.tokenLifeSeconds,
  );
}

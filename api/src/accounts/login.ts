import { LoginAnswer, LoginBody, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import { DECOY_HASH, verifyPassword } from '../auth/passwords';
import { signToken } from '../auth/jwt';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { AttemptCounter } from './attemptCounter';
import { findAccountByEmail, normaliseEmail } from './accountStore';
import { startSession } from './sessions';

export interface LoginLimits {
  /** Sign-in attempts per client address and window, failed or not (scrypt costs CPU). */
  perAddress: number;
  /** Failed sign-ins per email and window; then even the right password waits. */
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: 100,
  perEmail: 10,
  windowMs: 15 * 60 * 1000,
};

// One answer for an unknown email and a wrong password, so neither tells which emails exist.
const REFUSED = { message: 'Invalid email or password' };
// Told only to someone who knows the password: it tells no stranger which accounts exist.
const DISABLED = {
  message: 'This account has been disabled. Please contact the council office.',
};

/** POST /api/Account/login {email, password} -> {token} (SPEC.md section 7). */
export function loginRoute(app: FastifyInstance, context: AppContext, limits: LoginLimits) {
  const { db } = context;
  const byAddress = new AttemptCounter(limits.perAddress, limits.windowMs);
  const byEmail = new AttemptCounter(limits.perEmail, limits.windowMs);

  app.withTypeProvider<TypeBoxProvider>().post(
    '/api/Account/login',
    {
      // A sign-in is a few hundred bytes; anything near a megabyte is refused unread.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Sign in with email and password; the token lasts 5 minutes',
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
      const wait = Math.max(
        byAddress.retryAfterSeconds(request.ip),
        byEmail.retryAfterSeconds(email),
      );
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: `Too many sign-in attempts. Please try again in ${minutes(wait)}.` });
      }
      byAddress.record(request.ip);

      const account = await findAccountByEmail(db, email);
      const passwordMatches = await verifyPassword(
        request.body.password,
        account?.password_hash ?? DECOY_HASH,
      );
      if (!account || !passwordMatches) {
        byEmail.record(email);
        return reply.code(401).send(REFUSED);
      }
      byEmail.reset(email);
      if (account.disabled_at !== null) return reply.code(403).send(DISABLED);
      const sid = await startSession(db, account.id);
      const token = signToken(
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
      return { token };
    },
  );
}

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minute' : `${count} minutes`;
}

import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isSessionRunning } from '../accounts/sessions';
import type { AppContext } from '../appContext';
import type { Role } from '../db/schema';
import { verifyToken, type TokenClaims } from './jwt';

/** The signed-in caller of an admin or user call. */
export interface Caller {
  accountId: number;
  email: string;
  role: Role;
  /** The session the token belongs to (a password change keeps it and ends the others). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** A request's signed-in session: its token's claims and account, while the session runs. */
export interface RunningSession {
  claims: TokenClaims;
  accountId: number;
}

/**
 * The session of a request's Bearer token, or undefined: no token, one we did not sign, an
 * expired one, one whose session has ended (signed out) on the server, or one whose account is
 * gone, disabled or no longer of the token's role.
 */
export async function runningSession(
  request: FastifyRequest,
  { db, jwtSecret }: Pick<AppContext, 'db' | 'jwtSecret'>,
): Promise<RunningSession | undefined> {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? verifyToken(token, jwtSecret) : undefined;
  const accountId = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(accountId)) return undefined;
  const running = await isSessionRunning(db, claims.sid, accountId, claims.role);
  return running ? { claims, accountId } : undefined;
}

/** The 401 of every call that needs a running session. */
export function signInAgain(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ message: 'Please sign in again: your session is missing or has expired.' });
}

/**
 * An onRequest hook: it runs before Fastify reads the body, so an upload from a caller
 * without the right role is refused before a byte of it is read.
 * No, bad or expired token, or an ended session: 401. Valid token of the other role: 403.
 */
export function requireRole(
  role: Role | readonly Role[],
  context: Pick<AppContext, 'db' | 'jwtSecret'>,
): onRequestHookHandler {
  // One role or several (the grievance desk is for admins and officers).
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  const refusal = `This call is only for ${roles.join(' or ')} accounts.`;
  return async function checkRole(request: FastifyRequest, reply: FastifyReply) {
    const session = await runningSession(request, context);
    if (!session) return signInAgain(reply);
    if (!roles.includes(session.claims.role)) {
      return reply.code(403).send({ message: refusal });
    }
    request.caller = callerFrom(session);
  };
}

/**
 * An onRequest hook for the calls of any signed-in role (My account): no, bad or expired token,
 * or an ended session: 401.
 */
export function requireSignedIn(
  context: Pick<AppContext, 'db' | 'jwtSecret'>,
): onRequestHookHandler {
  return async function checkSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const session = await runningSession(request, context);
    if (!session) return signInAgain(reply);
    request.caller = callerFrom(session);
  };
}

function callerFrom({ claims, accountId }: RunningSession): Caller {
  return { accountId, email: claims.email, role: claims.role, sessionId: claims.sid };
}

/** The signed-in caller; only for routes behind requireRole or requireSignedIn. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without a sign-in check');
  return request.caller;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

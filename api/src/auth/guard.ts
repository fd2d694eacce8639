import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '../db/schema';
import { verifyToken } from './jwt';

/** The signed-in caller of an admin or user call. */
export interface Caller {
  accountId: number;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/**
 * An onRequest hook: it runs before Fastify reads the body, so an upload from a caller
 * without the right role is refused before a byte of it is read.
 * No, bad or expired token: 401. Valid token of the other role: 403.
 */
export function requireRole(role: Role, secret: string): onRequestHookHandler {
  return async function checkRole(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? verifyToken(token, secret) : undefined;
    const accountId = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(accountId)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Please sign in again: your session is missing or has expired.' });
    }
    if (claims.role !== role) {
      return reply.code(403).send({ message: `This call is only for ${role} accounts.` });
    }
    request.caller = { accountId, email: claims.email, role: claims.role };
  };
}

/** The signed-in caller; only for routes behind requireRole. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without requireRole');
  return request.caller;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

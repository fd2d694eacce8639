import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROLES } from '@council/contract/account-rules';
import type { Role } from '../db/schema';

/** What a signed-in caller is, as carried by the token. */
export interface TokenClaims {
  sub: string;
  email: string;
  role: Role;
  /** The session on the server (account_session.id) the token belongs to. */
  sid: string;
  /** Seconds since the epoch. */
  exp: number;
  /**
   * The person's name, for the site's header to greet them by (issue 17); absent when the
   * account has none. Never used to decide anything.
   */
  name?: string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * A token for `lifeSeconds` from now: SPEC.md section 9's 5 minutes unless TOKEN_LIFE_SECONDS
 * says otherwise (AppContext.tokenLifeSeconds).
 */
export function signToken(
  who: Omit<TokenClaims, 'exp'>,
  secret: string,
  lifeSeconds: number,
  nowMs: number = Date.now(),
): string {
  const { name, ...rest } = who;
  const claims: TokenClaims = {
    ...rest,
    ...(name ? { name } : {}),
    exp: Math.floor(nowMs / 1000) + lifeSeconds,
  };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(body, secret)}`;
}

/**
 * Checks a token and returns its claims, or undefined for anything not signed by us with
 * HS256 and still valid. Only HS256 is accepted: the header's alg is compared, never obeyed,
 * so 'none' or a public-key algorithm cannot be slipped in.
 */
export function verifyToken(
  token: string,
  secret: string,
  nowMs: number = Date.now(),
): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const headerJson = parseJson(header);
  if (!isRecord(headerJson) || headerJson.alg !== 'HS256') return undefined;
  if (!sameSignature(signature, hmac(`${header}.${payload}`, secret))) return undefined;
  const claims = parseJson(payload);
  if (!isClaims(claims) || claims.exp * 1000 <= nowMs) return undefined;
  return {
    sub: claims.sub,
    email: claims.email,
    role: claims.role,
    sid: claims.sid,
    exp: claims.exp,
  };
}

function hmac(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isClaims(value: unknown): value is TokenClaims {
  return (
    isRecord(value) &&
    typeof value.sub === 'string' &&
    typeof value.email === 'string' &&
    (ROLES as readonly unknown[]).includes(value.role) &&
    typeof value.sid === 'string' &&
    typeof value.exp === 'number' &&
    Number.isFinite(value.exp)
  );
}

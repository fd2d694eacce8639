import { ROLES, type Role } from '@council/contract/account-rules';
import { jwtDecode } from 'jwt-decode';
import { LoginUnavailableError, UnknownRoleError } from './errors';

export type { Role };

/** Where a .NET backend puts the role; our own API uses the short `role` claim. */
export const DOTNET_ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

interface CouncilClaims {
  role?: unknown;
  [DOTNET_ROLE_CLAIM]?: unknown;
  exp?: unknown;
  sub?: unknown;
  email?: unknown;
  name?: unknown;
}

export interface TokenFacts {
  role: Role;
  /** The token's own expiry in ms since the epoch, when it carries one. */
  expiresAt: number | null;
}

function asRole(value: string): Role | null {
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

// A .NET backend sends an array when an account has several roles: take the first we know.
function roleFrom(claim: unknown): Role {
  const values = (Array.isArray(claim) ? claim : [claim]).filter(
    (value): value is string => typeof value === 'string',
  );
  for (const value of values) {
    const role = asRole(value);
    if (role) return role;
  }
  throw new UnknownRoleError(values.join(', '));
}

/** Reads the role and expiry of a sign-in token. The signature is the server's business. */
export function readToken(token: string): TokenFacts {
  let claims: CouncilClaims;
  try {
    claims = jwtDecode<CouncilClaims>(token);
  } catch {
    throw new LoginUnavailableError('The sign-in service answered with an unreadable token.');
  }
  const role = roleFrom(claims.role ?? claims[DOTNET_ROLE_CLAIM]);
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  return { role, expiresAt };
}

/** A token's claims, or null when it cannot be read. */
function claimsOf(token: string): CouncilClaims | null {
  try {
    return jwtDecode<CouncilClaims>(token);
  } catch {
    return null;
  }
}

/**
 * Whose session a token is: its account id (the `sub` claim), else its email; null when it names
 * neither. What a session leaves behind in the tab (kept drafts) is filed under it.
 */
export function accountOf(token: string): string | null {
  const claims = claimsOf(token);
  for (const claim of [claims?.sub, claims?.email]) {
    if ((typeof claim === 'string' && claim !== '') || typeof claim === 'number')
      return String(claim);
  }
  return null;
}

/**
 * What a header calls the person a token belongs to: the name it carries, else its email, else
 * null. Only read, never trusted: the API checks the token.
 */
export function personNameOf(token: string): string | null {
  const claims = claimsOf(token);
  for (const claim of [claims?.name, claims?.email]) {
    if (typeof claim === 'string' && claim.trim() !== '') return claim.trim();
  }
  return null;
}

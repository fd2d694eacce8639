import { ROLES } from '@council/contract/account-rules';
import type { Role } from './role';

/*
 * The session as it is kept in localStorage, without the store around it (no zustand): the
 * shell's first script reads it before shared packages may load (@council/shared-auth/stored-session).
 */

/** The localStorage key the session survives a reload under. */
export const SESSION_STORAGE_KEY = 'council-session';

export interface SessionData {
  token: string | null;
  role: Role | null;
  /** When the session ends, in ms since the epoch. */
  expiresAt: number | null;
  /**
   * How long its current token was given when it was issued (sign-in or renewal), in ms; absent
   * for a session kept by an older page. See sessionLife.
   */
  lifeMs?: number | null;
}

/** Whether `state` holds a session that is still running at `now`. */
export function isSignedIn(state: SessionData, now: number = Date.now()): boolean {
  return (
    state.token !== null &&
    state.role !== null &&
    (ROLES as readonly string[]).includes(state.role) &&
    state.expiresAt !== null &&
    now < state.expiresAt
  );
}

/**
 * The session a reload will bring back (its token and role), or null: none, expired, or
 * unreadable. It only guesses which screens may open; the session store and the API still decide.
 */
export function storedSession(
  storage: Pick<Storage, 'getItem'>,
  now: number = Date.now(),
): { token: string; role: Role } | null {
  try {
    const kept = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      state?: SessionData;
    } | null;
    const state = kept?.state;
    return state && isSignedIn(state, now) && state.token !== null && state.role !== null
      ? { token: state.token, role: state.role }
      : null;
  } catch {
    return null;
  }
}

/** The role of the session a reload will bring back, or null (see storedSession). */
export function storedSessionRole(
  storage: Pick<Storage, 'getItem'>,
  now: number = Date.now(),
): Role | null {
  return storedSession(storage, now)?.role ?? null;
}

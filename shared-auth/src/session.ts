import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { dropAllDrafts } from './keptDrafts';
import { accountOf, readToken, type Role } from './role';
import { endSessionOnServer, requestRenewedToken, requestToken } from './sign-in';
import { isSignedIn, SESSION_STORAGE_KEY, type SessionData } from './storedSession';

export { isSignedIn, SESSION_STORAGE_KEY, type SessionData };

/** A session ends 5 minutes after sign-in (SPEC.md section 4), or earlier if the token says so. */
export const SESSION_LIFETIME_MS = 5 * 60 * 1000;

/**
 * How a session ended: its person signed out ('signed-out'), or it ended under them ('ended': it
 * expired, or the API refused its token), when what they were typing is worth keeping.
 */
export type SessionEnd = 'signed-out' | 'ended';

export interface SessionActions {
  /** Signs in and returns the role; throws LoginFailedError or UnknownRoleError, storing nothing. */
  login(email: string, password: string): Promise<Role>;
  /**
   * Clears the session from memory and from localStorage and, while it still runs, ends it on the
   * server too; `onServer: false` when the API has already refused its token. `why` is 'ended'
   * when the session ends under its person (expiry, a refused token); a sign-out of their own
   * (the default) also drops the drafts kept in the tab.
   */
  logout(options?: { onServer?: boolean; why?: SessionEnd }): void;
  /** Logs out when the session has expired; tells whether a session is active. */
  checkSession(now?: number): boolean;
  /**
   * Renews a running session's token (someone is at work), so that it ends 5 minutes from now;
   * tells whether it did. A session the API has ended is signed out; an API that does not answer
   * leaves the session as it is, to end at its time. Calls made at once share one renewal.
   */
  renew(): Promise<boolean>;
}

let renewing: Promise<boolean> | null = null;
// How the last session ended, for onSessionEnded's listeners (the store's state does not say).
let lastEnd: SessionEnd = 'signed-out';

export type SessionState = SessionData & SessionActions;

const signedOut: SessionData = { token: null, role: null, expiresAt: null, lifeMs: null };

/** The token, role and times of a session that starts (or is renewed) at `now`. */
function runningFrom(token: string, now: number): SessionData & { token: string; role: Role } {
  const { role, expiresAt: tokenExpiresAt } = readToken(token);
  const expiresAt = sessionExpiry(now, tokenExpiresAt);
  return { token, role, expiresAt, lifeMs: expiresAt - now };
}

/**
 * How long the session's current token was given when it was issued: 5 minutes, or less when the
 * API says so (TOKEN_LIFE_SECONDS); 5 minutes for a session kept by a page from before it was known.
 */
export function sessionLife({ lifeMs }: Pick<SessionData, 'lifeMs'>): number {
  return typeof lifeMs === 'number' && lifeMs > 0 ? lifeMs : SESSION_LIFETIME_MS;
}

/** When a session that starts at `now` ends: 5 minutes on, or the token's own expiry if sooner. */
export function sessionExpiry(now: number, tokenExpiresAt: number | null): number {
  const lifetimeEnd = now + SESSION_LIFETIME_MS;
  return tokenExpiresAt === null ? lifetimeEnd : Math.min(lifetimeEnd, tokenExpiresAt);
}

/**
 * The one session store. It lives in this package's module scope, and the package is a Module
 * Federation singleton, so a sign-in in the shell is the same session in every remote.
 * It knows no router: the shell subscribes (useSession.subscribe or onSignedOut) and goes to /login.
 */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,

      async login(email, password) {
        const token = await requestToken(email, password);
        const session = runningFrom(token, Date.now()); // an unknown role throws before anything is stored
        set(session);
        return session.role;
      },

      logout({ onServer = true, why = 'signed-out' } = {}) {
        const ended = get();
        lastEnd = why;
        set(signedOut);
        // persist has just written the empty session; remove the key so nothing is left behind.
        useSession.persist.clearStorage();
        // An expired session's token is refused anyway; only a running one is worth ending.
        if (onServer && ended.token !== null && isSignedIn(ended)) endSessionOnServer(ended.token);
        // Signing out is leaving: nothing typed in the tab is kept for the next person at it.
        if (why === 'signed-out' && ended.token !== null) dropAllDrafts();
      },

      renew() {
        renewing ??= renewSession().finally(() => {
          renewing = null;
        });
        return renewing;
      },

      checkSession(now = Date.now()) {
        const state = get();
        if (isSignedIn(state, now)) return true;
        if (state.token !== null || state.role !== null || state.expiresAt !== null) {
          get().logout({ why: 'ended' });
        }
        return false;
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, role, expiresAt, lifeMs }): SessionData => ({
        token,
        role,
        expiresAt,
        lifeMs,
      }),
      // A session that expired while the page was closed is not brought back.
      merge: (stored, current) =>
        stored && isSignedIn(stored as SessionData)
          ? { ...current, ...(stored as SessionData) }
          : current,
    },
  ),
);

async function renewSession(): Promise<boolean> {
  const { token, checkSession, logout } = useSession.getState();
  if (token === null || !checkSession()) return false;
  const renewal = await requestRenewedToken(token);
  // Signed out, or signed in anew, while the renewal was on its way: that session is not ours.
  if (useSession.getState().token !== token) return false;
  if (renewal === 'ended') logout({ onServer: false, why: 'ended' });
  if (typeof renewal === 'string') return false;
  try {
    useSession.setState(runningFrom(renewal.token, Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** How a session ended, and whose it was (accountOf its token). */
export interface EndedSession {
  why: SessionEnd;
  account: string | null;
}

/**
 * Calls `listener` each time a session ends (logout, expiry or a 401), before any screen has
 * re-rendered without it. Returns the unsubscribe.
 */
export function onSessionEnded(listener: (ended: EndedSession) => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) {
      listener({ why: lastEnd, account: accountOf(previous.token) });
    }
  });
}

/** Calls `listener` each time a session ends (logout, expiry or a 401). Returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  return onSessionEnded(() => listener());
}

/**
 * The role a server renders a page for (the session cookie's), to components below it. A server
 * serves many visitors at once and has no one session store to put it in; in the browser it is
 * never set, and the store is the truth.
 */
const RenderedRole = createContext<Role | null | undefined>(undefined);
export const RenderedRoleProvider = RenderedRole.Provider;

function currentRole(): Role | null {
  const { token, role } = useSession.getState();
  return token === null ? null : role;
}

/** The role of the current session, for components; null when nobody is signed in. */
export function useRole(): Role | null {
  const rendered = useContext(RenderedRole);
  // Not useSession(selector): while hydrating, zustand's persist answers its default state
  // (signed out), and a page the server rendered for this session would not match. The store as
  // it is now is what the shell checked against the page's role before hydrating.
  const role = useSyncExternalStore(useSession.subscribe, currentRole, currentRole);
  return rendered === undefined ? role : rendered;
}

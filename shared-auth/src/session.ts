import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readToken, type Role } from './role';
import { endSessionOnServer, requestRenewedToken, requestToken } from './sign-in';
import { isSignedIn, SESSION_STORAGE_KEY, type SessionData } from './storedSession';

export { isSignedIn, SESSION_STORAGE_KEY, type SessionData };

/** A session ends 5 minutes after sign-in (SPEC.md section 4), or earlier if the token says so. */
export const SESSION_LIFETIME_MS = 5 * 60 * 1000;

export interface SessionActions {
  /** Signs in and returns the role; throws LoginFailedError or UnknownRoleError, storing nothing. */
  login(email: string, password: string): Promise<Role>;
  /**
   * Clears the session from memory and from localStorage and, while it still runs, ends it on the
   * server too; `onServer: false` when the API has already refused its token.
   */
  logout(options?: { onServer?: boolean }): void;
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

export type SessionState = SessionData & SessionActions;

const signedOut: SessionData = { token: null, role: null, expiresAt: null };

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
        const { role, expiresAt } = readToken(token); // an unknown role throws before anything is stored
        set({ token, role, expiresAt: sessionExpiry(Date.now(), expiresAt) });
        return role;
      },

      logout({ onServer = true } = {}) {
        const ended = get();
        set(signedOut);
        // persist has just written the empty session; remove the key so nothing is left behind.
        useSession.persist.clearStorage();
        // An expired session's token is refused anyway; only a running one is worth ending.
        if (onServer && ended.token !== null && isSignedIn(ended)) endSessionOnServer(ended.token);
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
        if (state.token !== null || state.role !== null || state.expiresAt !== null) get().logout();
        return false;
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, role, expiresAt }): SessionData => ({ token, role, expiresAt }),
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
  if (renewal === 'ended') logout({ onServer: false });
  if (typeof renewal === 'string') return false;
  try {
    const { role, expiresAt } = readToken(renewal.token);
    useSession.setState({
      token: renewal.token,
      role,
      expiresAt: sessionExpiry(Date.now(), expiresAt),
    });
    return true;
  } catch {
    return false;
  }
}

/** Calls `listener` each time a session ends (logout, expiry or a 401). Returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) listener();
  });
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

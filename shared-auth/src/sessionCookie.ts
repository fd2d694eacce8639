import { SESSION_COOKIE } from '@council/first-screen';
import { isSignedIn, type SessionData } from './storedSession';

/**
 * The Set-Cookie line (for document.cookie) that mirrors a session: its token until it ends, so
 * that the shell's server can send a signed-in page with its first screen rendered; or the
 * cookie's removal when nobody is signed in. It is the same token the page already holds in
 * localStorage, sent only to this site (SameSite=Strict: never on a request another site starts)
 * and only over HTTPS when the site is on HTTPS. The API never reads it: its calls carry the
 * Bearer token, so the cookie authorises nothing there.
 */
export function sessionCookie(session: SessionData, now: number, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  if (!isSignedIn(session, now) || session.token === null || session.expiresAt === null) {
    return `${SESSION_COOKIE}=${attributes}; Max-Age=0`;
  }
  const seconds = Math.max(1, Math.floor((session.expiresAt - now) / 1000));
  return `${SESSION_COOKIE}=${encodeURIComponent(session.token)}${attributes}; Max-Age=${seconds}`;
}

interface SessionSource {
  getState(): SessionData;
  subscribe(listener: (state: SessionData, previous: SessionData) => void): () => void;
}

/**
 * Keeps the cookie in step with the store from now on: written for the session there is (one
 * brought back from localStorage included), rewritten on sign-in, removed on sign-out, expiry or
 * a 401. Only in a browser: a server render has no document.
 */
export function keepSessionCookie(store: SessionSource, doc: Document | undefined): void {
  if (!doc) return;
  const write = (session: SessionData) => {
    doc.cookie = sessionCookie(session, Date.now(), doc.location?.protocol === 'https:');
  };
  write(store.getState());
  store.subscribe((state, previous) => {
    if (state.token !== previous.token || state.expiresAt !== previous.expiresAt) write(state);
  });
}

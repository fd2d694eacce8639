import type { InternalAxiosRequestConfig } from 'axios';
import { bearer } from './api-client';
import { isAxiosError } from './axiosError';
import type { ApiClient } from './lazyClient';
import { NoSessionError } from './errors';
import { useSession } from './session';

// Admin and user calls carry the token, SPEC.md's and the paged ones (/api/v2/admin/...), and so
// do the grievance desk's (/api/v2/desk/..., officers and admins); public ones (and the login
// itself) never do.
const PROTECTED_PATH = /(^|\/)api\/(v2\/)?(admin|user)\/|(^|\/)api\/v2\/desk\//i;
// A signed-in person's own account (AccountPaths.myAccount, myPassword, resendVerification) does
// too; sign-up and the mailed links (register, verify-email, the password's) go without one.
const OWN_ACCOUNT_PATH = /(^|\/)api\/v2\/account(\/password|\/resend-verification)?\/?$/i;

/**
 * Whether a request is an admin, user or own-account call to the configured API. A full URL to another
 * origin never gets the token, whatever its path says: the token is for our API only.
 */
export function needsToken(config: Pick<InternalAxiosRequestConfig, 'url' | 'baseURL'>): boolean {
  const placeholder = 'http://relative.invalid';
  const base = new URL(config.baseURL || placeholder, placeholder);
  const target = new URL(config.url ?? '', base.href.endsWith('/') ? base.href : `${base.href}/`);
  if (/^[a-z][a-z\d+.-]*:/i.test(config.url ?? '') && target.origin !== base.origin) return false;
  return PROTECTED_PATH.test(target.pathname) || OWN_ACCOUNT_PATH.test(target.pathname);
}

/** The token of the session a call is made for, or null when there is none (or it has ended). */
export type TokenSource = () => string | null;

function tokenOfStore(): string | null {
  const session = useSession.getState();
  return session.checkSession() ? session.token : null;
}

let sessionToken: TokenSource = tokenOfStore;

/**
 * Where the guard reads the token from: the session store in the browser (the default). A server
 * that renders signed-in screens for several visitors at once has no one session; it hands each
 * render's token through its own request scope instead (see @council/first-screen-render).
 * Returns the source it replaces.
 */
export function readTokensFrom(source: TokenSource): TokenSource {
  const previous = sessionToken;
  sessionToken = source;
  return previous;
}

/**
 * Adds the session to a client: the Bearer token on admin and user calls, no call at all without
 * an active session (SPEC.md section 8), and logout when the API answers 401 to a token we sent.
 */
export function guardWithSession(client: Pick<ApiClient, 'interceptors'>): void {
  client.interceptors.request.use((config) => {
    if (!needsToken(config)) return config;
    const token = sessionToken();
    if (token === null) {
      const error = new NoSessionError();
      console.error(error.message);
      return Promise.reject(error);
    }
    config.headers.set('Authorization', bearer(token));
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401) {
      const sent = error.config?.headers.get('Authorization');
      const { token, logout } = useSession.getState();
      // Only the current token's rejection ends the session, not a late answer to an older one.
      // The API has ended that session already: nothing to tell it.
      if (token !== null && sent === bearer(token)) logout({ onServer: false, why: 'ended' });
    }
    return Promise.reject(error);
  });
}

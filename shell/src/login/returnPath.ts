/*
 * The way back to where someone was when their session ended: the shell goes to /login with that
 * page in the router's state (not in the address: no link can carry one), and after signing in
 * the login page goes there. Only a path of this site is followed, whatever the state holds.
 */

const LOGIN = '/login';
// Any origin does: only whether a path stays on it matters.
const HERE = 'https://site.invalid';

/** What /login is opened with to return to a page after signing in. */
export interface SignInState {
  returnTo: string;
}

/** The page `path` names, when it is a path of this site other than /login itself; else null. */
export function returnPath(path: unknown): string | null {
  // '//other.site' and '/\other.site' are addresses of other sites to a browser.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(path, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || url.pathname === LOGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The state that opens /login to return to `here` (a path with its query), if it can. */
export function signInStateFor(here: string): SignInState | undefined {
  const returnTo = returnPath(here);
  return returnTo === null || returnTo === '/' ? undefined : { returnTo };
}

/** The page /login's state asks to return to after signing in, or null. */
export function returnPathIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  return returnPath(state.returnTo);
}

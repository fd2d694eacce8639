import { RENDERED_FOR_ATTRIBUTE } from '@council/first-screen';
import type { Screen, SiteConfig } from '@council/site-config';
import { parseRemoteEntries } from '@council/site-config/remote-entries';
import { storedSession } from '@council/shared-auth/stored-session';
import { firstCallAddress, screenOpenTo } from '@council/site-config/screens';
import { registerSiteRemotes, startScreen } from './federation';
import { startFirstCall } from './firstCall';

/**
 * Starts loading the screen of the route being opened while the shell's own chunks still load:
 * its remote entry, then its chunks, come in parallel with them instead of after the shell's
 * first render. Runs before the async boundary, so it may use no shared package; it reads the
 * configuration (with the merged table of screens) the production server embeds in the page; in
 * development there is none, and bootstrap registers the remotes once it has fetched it.
 * A signed-in screen starts too when the session kept in the browser may open it (a clerk
 * reopening /editnotice), and with it the call whose answer it shows first, when it declares one;
 * a visitor without one is sent to /login, so nothing is loaded for them. A page the server
 * rendered for that session already holds that answer. `address` is the page's path and query
 * ('/editnotice?page=2').
 */
export function startRouteScreen(
  address: string,
  doc: Document = document,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string | null {
  const embedded = embeddedConfig(doc);
  if (!embedded) return null;
  registerSiteRemotes(embedded.remotes);
  const [pathname = '/', query = ''] = address.split('?', 2);
  const session = storedSession(storage);
  const screen = screenOpenTo(embedded.screens, pathname, session?.role ?? null);
  if (!screen) return null;
  startScreen(screen.remote, screen.module);
  const answered =
    doc.getElementById('root')?.getAttribute(RENDERED_FOR_ATTRIBUTE) === session?.role;
  if (session && !answered && screen.access !== 'public' && embedded.apiBaseUrl !== undefined) {
    const firstCall = firstCallAddress(screen, query, embedded.apiBaseUrl);
    if (firstCall) startFirstCall(firstCall, session.token);
  }
  return `${screen.remote}/${screen.module}`;
}

type Embedded = Pick<SiteConfig, 'remotes' | 'screens'> & { apiBaseUrl?: string };

/**
 * The remotes' addresses and the screens from the embedded configuration; null when it is
 * missing or odd.
 */
function embeddedConfig(doc: Document): Embedded | null {
  try {
    const text = doc.getElementById('site-config')?.textContent;
    if (!text) return null;
    const config = JSON.parse(text) as {
      apiBaseUrl?: unknown;
      remotes?: unknown;
      screens?: unknown;
    } | null;
    const listed: unknown[] = Array.isArray(config?.screens) ? config.screens : [];
    // Only well-formed entries: the shell's start-up reports the rest.
    const screens = listed.filter(
      (entry): entry is Screen => typeof (entry as Screen | null)?.path === 'string',
    );
    const apiBaseUrl = typeof config?.apiBaseUrl === 'string' ? config.apiBaseUrl : undefined;
    return { remotes: parseRemoteEntries(config?.remotes), screens, apiBaseUrl };
  } catch {
    // A broken page configuration is reported by the shell's start-up, not here.
    return null;
  }
}

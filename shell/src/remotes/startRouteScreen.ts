import type { Screen, SiteConfig } from '@council/site-config';
import { parseRemoteEntries } from '@council/site-config/remote-entries';
import { storedSessionRole } from '@council/shared-auth/stored-session';
import { screenOpenTo } from '@council/site-config/screens';
import { registerSiteRemotes, startScreen } from './federation';

/**
 * Starts loading the screen of the route being opened while the shell's own chunks still load:
 * its remote entry, then its chunks, come in parallel with them instead of after the shell's
 * first render. Runs before the async boundary, so it may use no shared package; it reads the
 * configuration (with the merged table of screens) the production server embeds in the page; in
 * development there is none, and bootstrap registers the remotes once it has fetched it.
 * A signed-in screen starts too when the session kept in the browser may open it (a clerk
 * reopening /editnotice); a visitor without one is sent to /login, so nothing is loaded for them.
 */
export function startRouteScreen(
  pathname: string,
  doc: Document = document,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string | null {
  const embedded = embeddedConfig(doc);
  if (!embedded) return null;
  registerSiteRemotes(embedded.remotes);
  const screen = screenOpenTo(embedded.screens, pathname, storedSessionRole(storage));
  if (!screen) return null;
  startScreen(screen.remote, screen.module);
  return `${screen.remote}/${screen.module}`;
}

type Embedded = Pick<SiteConfig, 'remotes' | 'screens'>;

/**
 * The remotes' addresses and the screens from the embedded configuration; null when it is
 * missing or odd.
 */
function embeddedConfig(doc: Document): Embedded | null {
  try {
    const text = doc.getElementById('site-config')?.textContent;
    if (!text) return null;
    const config = JSON.parse(text) as { remotes?: unknown; screens?: unknown } | null;
    const listed: unknown[] = Array.isArray(config?.screens) ? config.screens : [];
    // Only well-formed entries: the shell's start-up reports the rest.
    const screens = listed.filter(
      (entry): entry is Screen => typeof (entry as Screen | null)?.path === 'string',
    );
    return { remotes: parseRemoteEntries(config?.remotes), screens };
  } catch {
    // A broken page configuration is reported by the shell's start-up, not here.
    return null;
  }
}

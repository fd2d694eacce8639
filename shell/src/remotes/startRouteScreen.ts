import type { SiteConfig } from '@council/site-config';
import { parseRemoteEntries } from '@council/site-config/remote-entries';
import { publicRouteFor } from '../routes/publicRouteFor';
import { registerSiteRemotes, startScreen } from './federation';

/**
 * Starts loading the screen of the public route being opened while the shell's own chunks still
 * load: its remote entry, then its chunks, come in parallel with them instead of after the
 * shell's first render. Runs before the async boundary, so it may use no shared package; it reads
 * the configuration the production server embeds in the page (in development there is none, and
 * bootstrap registers the remotes once it has fetched it). Signed-in routes are left alone: a
 * visitor without a session is sent to /login instead.
 */
export function startRouteScreen(pathname: string, doc: Document = document): string | null {
  const remotes = embeddedRemotes(doc);
  if (!remotes) return null;
  registerSiteRemotes(remotes);
  const route = publicRouteFor(pathname);
  if (!route) return null;
  startScreen(route.remote, route.module);
  return `${route.remote}/${route.module}`;
}

/** The remotes' addresses from the embedded configuration; null when it is missing or odd. */
function embeddedRemotes(doc: Document): SiteConfig['remotes'] | null {
  try {
    const text = doc.getElementById('site-config')?.textContent;
    if (!text) return null;
    return parseRemoteEntries((JSON.parse(text) as { remotes?: unknown } | null)?.remotes);
  } catch {
    // A broken page configuration is reported by the shell's start-up, not here.
    return null;
  }
}

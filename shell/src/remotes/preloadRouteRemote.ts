import { routeTable } from '../routes/routeTable';

/**
 * Starts fetching the remote entry of the public route being opened while the shell's own chunks
 * still load, instead of after the first render. Signed-in routes are left alone: a visitor
 * without a session is sent to /login, and an unused preload is a console warning. Runs before the async boundary, so it may use no
 * shared package: it reads the configuration the production server embeds in the page (in
 * development there is none, and nothing is preloaded). The federation runtime later adds its
 * own <script> for the same address, which the browser then takes from the preload.
 */
export function preloadRouteRemote(pathname: string, doc: Document = document): string | null {
  const wanted = normalise(pathname);
  const route = routeTable.find(
    (entry) => entry.access === 'public' && normalise(entry.path) === wanted,
  );
  const entry = route ? embeddedRemoteEntry(doc, route.remote) : null;
  if (!entry) return null;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', entry);
  doc.head.append(link);
  return entry;
}

/** Route matching is case-insensitive and ignores a trailing slash, as the router's is. */
function normalise(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}

function embeddedRemoteEntry(doc: Document, remote: string): string | null {
  try {
    const config: unknown = JSON.parse(doc.getElementById('site-config')?.textContent ?? 'null');
    const remotes = (config as { remotes?: Record<string, unknown> } | null)?.remotes;
    const entry = remotes?.[remote];
    return typeof entry === 'string' ? entry : null;
  } catch {
    // A broken page configuration is reported by the shell's start-up, not here.
    return null;
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, SiteConfig } from './siteConfig';

/** Written by the shell's build (RouteRemotesPlugin): each public route and the remote serving it. */
export const ROUTE_REMOTES_FILE = 'route-remotes.json';

export type RouteRemotes = Record<string, RemoteName>;

const REMOTE_NAMES: readonly string[] = ['public_site', 'admin_console', 'citizen_portal'];

/**
 * The shell build's route map, or none for a build without one (a remote, an older shell).
 * A map that is there but broken stops the server at start, not a visitor's page.
 */
export function readRouteRemotes(root: string): RouteRemotes {
  const file = path.join(root, ROUTE_REMOTES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const map: unknown = JSON.parse(text);
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw new Error(`${file} must hold one JSON object of route paths and remote names.`);
  }
  for (const [route, remote] of Object.entries(map)) {
    if (typeof remote !== 'string' || !REMOTE_NAMES.includes(remote)) {
      throw new Error(`${file} names an unknown remote for ${route}: ${String(remote)}`);
    }
  }
  return map as RouteRemotes;
}

/** The remote entry the page at `pathname` will load first, if a public route names one. */
export function remoteEntryFor(
  pathname: string,
  routes: RouteRemotes,
  config: SiteConfig,
): string | undefined {
  // As the router matches: without regard to case or a trailing slash.
  const route = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const remote = Object.hasOwn(routes, route) ? routes[route] : undefined;
  return remote ? config.remotes[remote] : undefined;
}

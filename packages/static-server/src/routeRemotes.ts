import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from './siteConfig';

/** Written by the shell's build (RouteRemotesPlugin): each public route and the remote serving it. */
export const ROUTE_REMOTES_FILE = 'route-remotes.json';

export type RouteRemotes = Record<string, RemoteName>;

/**
 * The shell build's route map, keyed as requests are matched, or none for a build without one
 * (a remote, an older shell). A map that is there but broken or unreadable stops the server at
 * start, not a visitor's page.
 */
export function readRouteRemotes(root: string): RouteRemotes {
  const file = path.join(root, ROUTE_REMOTES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const map: unknown = JSON.parse(text);
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw new Error(`${file} must hold one JSON object of route paths and remote names.`);
  }
  const routes: RouteRemotes = Object.create(null) as RouteRemotes;
  for (const [route, remote] of Object.entries(map)) {
    if (!(REMOTE_NAMES as readonly unknown[]).includes(remote)) {
      throw new Error(`${file} names an unknown remote for ${route}: ${String(remote)}`);
    }
    routes[normaliseRoutePath(route)] = remote as RemoteName;
  }
  return routes;
}

/** As the router matches: without regard to case or a trailing slash. */
function normaliseRoutePath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

/** The remote entry the page at `pathname` will load first, if a public route names one. */
export function remoteEntryFor(
  pathname: string,
  routes: RouteRemotes,
  config: SiteConfig,
): string | undefined {
  const route = normaliseRoutePath(pathname);
  const remote = Object.hasOwn(routes, route) ? routes[route] : undefined;
  return remote ? config.remotes[remote] : undefined;
}

import { routeTable, type RemoteRoute } from './routeTable';

/** Route matching is case-insensitive and ignores a trailing slash, as the router's is. */
function normalise(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}

/** The public route a path opens, if any: the screen anyone may see there without signing in. */
export function publicRouteFor(pathname: string): RemoteRoute | undefined {
  const wanted = normalise(pathname);
  return routeTable.find((entry) => entry.access === 'public' && normalise(entry.path) === wanted);
}

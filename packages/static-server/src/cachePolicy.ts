/**
 * Cache rules of a deployed app. Content-hashed files never change, so browsers keep them for a
 * year; everything else (index.html, remoteEntry.js, mf-manifest.json, screens.json, config.json, un-hashed
 * assets) is revalidated on every use, so a redeployed app is seen on the next reload.
 */
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A page rendered for one signed-in person: stored by no cache, so Back after sign-out asks again. */
export const PRIVATE_PAGE = 'private, no-store';

// name.[8 hex].ext, as webpack's [contenthash:8] writes it (source maps included).
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(pathname: string, statusCode: number): string {
  const fileName = pathname.slice(pathname.lastIndexOf('/') + 1);
  return statusCode < 400 && HASHED_FILE.test(fileName) ? LONG_CACHE : REVALIDATE;
}

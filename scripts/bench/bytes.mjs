// What a route's scripts and styles weigh: gzip bytes as the static server sends them with
// Accept-Encoding: gzip, and which packages and apps the loaded scripts hold (their source maps).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const gzipCache = new Map();

/** The byte length of the server's gzip answer for `url` (the body as sent, not inflated). */
export function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      new Promise((resolve, reject) => {
        const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
          response.on('error', reject);
        });
        request.on('error', reject);
      }),
    );
  }
  return gzipCache.get(url);
}

/**
 * Sums a run's requests: JS and CSS gzip bytes (server's gzip) and transferred bytes (what the
 * browser got, br), the request count, bytes from each origin, and what the scripts contain.
 * `roots` maps an origin to the folder its server serves (for the source maps).
 */
export async function weigh(requests, roots) {
  const totals = {
    requests: requests.length,
    jsGzip: 0,
    cssGzip: 0,
    jsTransferred: 0,
    cssTransferred: 0,
    byOrigin: {},
    reactDomCopies: 0,
    appSources: new Set(),
  };
  const reactDomFiles = new Map();
  for (const request of requests) {
    const url = new URL(request.url);
    if (!url.protocol.startsWith('http')) continue;
    totals.byOrigin[url.origin] = (totals.byOrigin[url.origin] ?? 0) + request.transferSize;
    if (request.type === 'Script') {
      totals.jsGzip += await gzipBytes(request.url);
      totals.jsTransferred += request.transferSize;
      for (const source of sourcesOf(roots[url.origin], url.pathname)) {
        const reactDom = /node_modules\/react-dom\/(.+)$/.exec(source);
        if (reactDom) {
          const seen = reactDomFiles.get(reactDom[1]) ?? new Set();
          seen.add(request.url);
          reactDomFiles.set(reactDom[1], seen);
        }
        const app = /(shell|public-site|admin-console|citizen-portal)\/src\//.exec(source);
        if (app && !source.includes('node_modules')) totals.appSources.add(app[1]);
        const federated =
          /^webpack:\/\/(shell|public_site|admin_console|citizen_portal)\/\.\/src\//.exec(source);
        if (federated) totals.appSources.add(federated[1].replace('_', '-'));
      }
    } else if (request.type === 'Stylesheet') {
      totals.cssGzip += await gzipBytes(request.url);
      totals.cssTransferred += request.transferSize;
    }
  }
  totals.reactDomCopies = Math.max(0, ...[...reactDomFiles.values()].map((urls) => urls.size));
  totals.appSources = [...totals.appSources].sort();
  return totals;
}

function sourcesOf(root, pathname) {
  if (!root) return [];
  const map = path.join(root, `${pathname.replace(/^\/+/, '')}.map`);
  if (!existsSync(map)) return [];
  try {
    return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  } catch {
    return [];
  }
}

/** What the browser received in one load, by kind (Lighthouse's resourceType), in bytes. */
const KINDS = {
  Script: 'js',
  Stylesheet: 'css',
  Image: 'images',
  XHR: 'api',
  Fetch: 'api',
  Document: 'documents',
  Font: 'fonts',
};
export function bytesByType(requests) {
  const totals = { js: 0, css: 0, images: 0, api: 0, documents: 0, fonts: 0, other: 0, total: 0 };
  for (const request of requests) {
    if (!/^https?:/.test(request.url)) continue;
    totals[KINDS[request.type] ?? 'other'] += request.transferSize;
    totals.total += request.transferSize;
  }
  return totals;
}

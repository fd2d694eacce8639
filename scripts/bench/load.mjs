// API load on loopback with autocannon, run as its own process on core 1 while the API runs on
// core 0 (taskset), so that the load generator does not steal the server's CPU.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../run.mjs';
import { hasTaskset } from './site.mjs';

const AUTOCANNON = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js');

/**
 * A paged public list, as the screens read it (PagedPaths in packages/contract/src/paths.ts):
 * its first page of 20. SPEC.md's lists answer at most a few readers at once since issue 14 and
 * are measured at volume by `--volume` (scripts/bench/volume/legacy.mjs).
 */
const pagedList = (list, note = '') => ({
  name: `${list}${note}`,
  path: `/api/v2/public/${list}`,
});

/** The calls under load: health first (the yardstick), then the public lists. */
export const LOAD_CALLS = [
  { name: 'health', path: '/api/health' },
  pagedList('latest-news', ' (no files)'),
  ...['notices', 'circulars', 'office-orders', 'press-releases', 'gallery'].map((list) =>
    pagedList(list),
  ),
  { name: 'tenders (active)', path: '/api/v2/public/tenders?state=active' },
  { name: 'complaints (all)', path: '/api/v2/public/complaints' },
  { name: 'complaint-counts', path: '/api/v2/public/complaint-counts' },
];

/** One autocannon run; resolves to its JSON result. `headers`: e.g. { authorization }. */
export function autocannon(url, { connections, durationS, headers = {} }) {
  const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(durationS)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const [command, argv] = hasTaskset
    ? ['taskset', ['-c', '1', process.execPath, ...args]]
    : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      }
    });
  });
}

/** Runs every call in turn; the answer size is read once, outside the load. */
export async function loadTest(apiUrl, { connections = 50, durationS = 8 } = {}) {
  const rows = [];
  // The whole API warms up first: every call once under load.
  for (const call of LOAD_CALLS) {
    await autocannon(`${apiUrl}${call.path}`, { connections, durationS: 1 });
  }
  for (const call of LOAD_CALLS) {
    const url = `${apiUrl}${call.path}`;
    const sample = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const body = await sample.text();
    let items = '';
    try {
      const parsed = JSON.parse(body);
      if (Array.isArray(parsed)) items = parsed.length;
      else if (Array.isArray(parsed?.items)) items = parsed.items.length;
    } catch {
      // not JSON
    }
    // A warm-up, so that the measured seconds are not the JIT's.
    await autocannon(url, { connections, durationS: 2 });
    const result = await autocannon(url, { connections, durationS });
    rows.push({
      name: call.name,
      path: call.path,
      items,
      answerBytes: Buffer.byteLength(body),
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      total: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  return rows;
}

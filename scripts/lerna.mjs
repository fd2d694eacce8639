// lerna with the settings this repository needs: `node scripts/lerna.mjs run build`.
import path from 'node:path';
import { bin, isMain, repoRoot, run } from './run.mjs';

/**
 * No Nx daemon or cloud, and Nx's caches inside node_modules instead of /tmp/.nx, so that
 * parallel checkouts on one machine do not share (and corrupt) one cache.
 */
export function lernaEnv(env = process.env) {
  const cache = path.join(repoRoot, 'node_modules', '.cache', 'nx');
  return {
    ...env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NX_NATIVE_FILE_CACHE_DIRECTORY: cache,
    NX_CACHE_DIRECTORY: cache,
    NX_WORKSPACE_DATA_DIRECTORY: path.join(cache, 'workspace-data'),
  };
}

/** Resolves to lerna's exit code. lerna 9 lists private packages only with --all. */
export function runLerna(args, { env = process.env } = {}) {
  return run(bin('lerna'), args, { env: lernaEnv(env) });
}

if (isMain(import.meta.url)) {
  process.exitCode = await runLerna(process.argv.slice(2));
}

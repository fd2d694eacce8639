// Production builds for the bench, into scripts/bench/dist/<part>: never into <app>/dist, which
// the e2e runs of others in this checkout copy from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from '../run.mjs';

export const BENCH_DIST = path.join(repoRoot, 'scripts', 'bench', 'dist');
const APPS = ['shell', 'public-site', 'admin-console', 'citizen-portal'];

/**
 * The builds to use without building: the bench's own from an earlier run when all are there
 * (the workspaces' dist folders are rebuilt by others' work at any time), else those.
 */
export function existingRoots() {
  const ours = buildRoots(true);
  const complete = Object.entries(ours).every(([part, dir]) =>
    existsSync(path.join(dir, part === 'api' ? 'main.js' : 'index.html')),
  );
  return complete ? ours : buildRoots(false);
}

/** Where each part's build lives: ours when built, else the workspace's own dist. */
export function buildRoots(built) {
  const roots = {};
  for (const app of APPS) {
    roots[app] = built ? path.join(BENCH_DIST, app) : path.join(repoRoot, app, 'dist');
  }
  roots.api = built ? path.join(BENCH_DIST, 'api') : path.join(repoRoot, 'api', 'dist');
  return roots;
}

/**
 * Builds the static server the apps are served with (in its own workspace, as `npm run build`
 * does), the four apps (webpack, production) and the API (tsc), one after another.
 */
export async function buildAll() {
  const webpack = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const roots = buildRoots(true);
  // The static server runs on the site config's Node build, which the remotes' builds read too;
  // the API (and the volume bench) run on the contract's Node build.
  for (const pkg of ['contract', 'site-config', 'static-server']) {
    console.log(`bench: building ${pkg}`);
    const code = await run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
      cwd: path.join(repoRoot, 'packages', pkg),
    });
    if (code !== 0) throw new Error(`bench: the build of ${pkg} failed (exit ${code})`);
  }
  for (const app of APPS) {
    console.log(`bench: building ${app} into ${path.relative(repoRoot, roots[app])}`);
    const code = await run(
      process.execPath,
      [webpack, '--mode', 'production', '--output-path', roots[app]],
      { cwd: path.join(repoRoot, app) },
    );
    if (code !== 0) throw new Error(`bench: the build of ${app} failed (exit ${code})`);
  }
  console.log(`bench: building api into ${path.relative(repoRoot, roots.api)}`);
  const code = await run(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', roots.api],
    {
      cwd: path.join(repoRoot, 'api'),
    },
  );
  if (code !== 0) throw new Error(`bench: the build of api failed (exit ${code})`);
  // The files the API reads beside its modules (its list of common passwords), as its build does.
  const copied = await run(process.execPath, ['scripts/copyAssets.mjs', roots.api], {
    cwd: path.join(repoRoot, 'api'),
  });
  if (copied !== 0) throw new Error(`bench: copying the api's assets failed (exit ${copied})`);
  return roots;
}

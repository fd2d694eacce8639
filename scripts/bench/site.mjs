// The production site on the bench's own ports: the API pinned to one core (taskset) and the four
// static servers, each its own process as deployed. Data in a throwaway folder (or the one given,
// kept), demo mode.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MALLOC_ARENAS, APPS, siteEnv, startApp, waitFor } from '../site.mjs';

export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** The bench's ports from one base: apps base..base+3, the API base+1000 (3500.., 4500). */
export function benchEnv(base) {
  // The bench's own demo site: none of the caller's database, secret or origins.
  const {
    DATABASE_URL: _database,
    HOST: _host,
    JWT_SECRET: _secret,
    DEMO_PASSWORD: _password,
    CORS_ORIGINS: _origins,
    ...rest
  } = process.env;
  const env = { ...rest, DEMO: '1', LOG_LEVEL: 'warn' };
  Object.values(APPS).forEach((app, index) => {
    env[app.portEnv] = String(base + index);
    env[app.urlEnv] = `http://localhost:${base + index}`;
  });
  env.API_PORT = String(base + 1000);
  env.API_URL = `http://localhost:${base + 1000}`;
  return siteEnv(env);
}

/**
 * Starts the API (on core 0 when taskset exists) and the apps; returns URLs, the API's pid and
 * stop(). `dataDir` keeps the data in that folder (else a throwaway one); `apiEnv` adds settings.
 */
export async function startBenchSite({ roots, base, dataDir: keptDir, apiEnv = {} }) {
  const env = benchEnv(base);
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'council-bench-'));
  const apiMain = path.join(roots.api, 'main.js');
  const [command, args] = hasTaskset
    ? ['taskset', ['-c', '0', process.execPath, apiMain]]
    : [process.execPath, [apiMain]];
  const api = spawn(command, args, {
    env: { MALLOC_ARENA_MAX: API_MALLOC_ARENAS, ...env, ...apiEnv, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stops = [];
  const stopApi = async () => {
    if (api.exitCode !== null || api.signalCode !== null) return;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    process.kill(-api.pid, 'SIGTERM');
    await exited;
  };
  stops.push(stopApi);
  const stop = async () => {
    await Promise.allSettled(stops.map((fn) => fn()));
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const died = new Promise((_, reject) =>
      api.once('exit', (code) => reject(new Error(`bench: the API exited (code ${code})`))),
    );
    const polling = new AbortController();
    await Promise.race([
      waitFor(`${env.API_URL}/api/health`, { timeoutMs: 60_000, signal: polling.signal }),
      died,
    ]).finally(() => polling.abort());
    died.catch(() => {});
    const quiet = () => {};
    for (const name of Object.keys(APPS)) {
      const handle = await startApp(name, { env, root: roots[name], log: quiet });
      stops.push(() => handle.stop());
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = {
    shell: env.SITE_URL,
    'public-site': env.PUBLIC_SITE_URL,
    'admin-console': env.ADMIN_CONSOLE_URL,
    'citizen-portal': env.CITIZEN_PORTAL_URL,
    api: env.API_URL,
  };
  return { urls, apiPid: api.pid, dataDir, stop };
}

/** A token for a demo account, straight from the API. */
export async function signIn(apiUrl, account) {
  const response = await fetch(`${apiUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`bench: sign-in as ${account.email}: HTTP ${response.status}`);
  return (await response.json()).token;
}

/** Makes the public latest news list exactly 20 items without files (the load target's list). */
export async function seedLatestNews(apiUrl, account) {
  const token = await signIn(apiUrl, account);
  const list = async () => (await fetch(`${apiUrl}/api/Public/latest-news`)).json();
  let count = (await list()).length;
  while (count < 20) {
    const response = await fetch(`${apiUrl}/api/Admin/latest-news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Bench news item ${count + 1}`,
        description: 'Water supply will be interrupted in ward 3 on Saturday from 10 to 14 hours.',
      }),
    });
    if (!response.ok) throw new Error(`bench: seeding latest news: HTTP ${response.status}`);
    count += 1;
  }
  return (await list()).length;
}

// Starts the site for the e2e run as `npm start` does: the API (fresh SQLite data folder, demo
// accounts) and the four apps' static servers, each its own process, from the production builds.
// It builds first only when a build is missing (or E2E_BUILD=1). Each app is served from a copy
// of its dist taken at the start, as a deployment would be: a rebuild in the working tree while
// the tests run (other work in this checkout) cannot change what the browser gets mid-run.
// The servers belong to this process; tests stop, start and redeploy one through a loopback
// control API (support/site.ts).
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_NAMES,
  e2eSiteEnv,
  repoRoot,
  siteLayout,
  type ApiState,
  type AppName,
  type AppState,
  type SiteLayout,
} from './site';

type SiteModule = typeof import('../../scripts/site.mjs');
type Server = Awaited<ReturnType<SiteModule['startApp']>>;

/** scripts/site.mjs is ES module code: loaded as such, not through Playwright's CommonJS transform. */
function loadSiteModule(): Promise<SiteModule> {
  return import(
    pathToFileURL(path.join(repoRoot, 'scripts', 'site.mjs')).href
  ) as Promise<SiteModule>;
}

/** What must exist before the site can be served from its builds. */
const BUILD_OUTPUTS = [
  ...APP_NAMES.map((name) => path.join(name, 'dist', 'index.html')),
  ...APP_NAMES.filter((name) => name !== 'shell').flatMap((name) => [
    path.join(name, 'dist', 'remoteEntry.js'),
    path.join(name, 'dist', 'screens.json'),
  ]),
  path.join('api', 'dist', 'main.js'),
  path.join('packages', 'static-server', 'dist', 'cli.js'),
  path.join('packages', 'site-config', 'dist', 'node.js'),
];

export default async function globalSetup(): Promise<() => Promise<void>> {
  pruneOldRuns(path.resolve(__dirname, '..', 'test-results'));
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0 || process.env.E2E_BUILD === '1') {
    console.log(
      missing.length > 0
        ? `e2e: building the site (missing: ${missing.join(', ')})`
        : 'e2e: building the site (E2E_BUILD=1)',
    );
    const code = await runCommand(process.execPath, ['scripts/lerna.mjs', 'run', 'build']);
    if (code !== 0) throw new Error(`e2e: the production build failed (exit ${code})`);
  }

  // Another e2e run in this checkout (or anything else) on the default ports: take free ones.
  const base = process.env.E2E_PORT_BASE
    ? Number(process.env.E2E_PORT_BASE)
    : await firstFreeBase([3200, 3210, 3220, 3230, 3240, 3250, 3260, 3270, 3280, 3290]);
  if (base !== 3200 && !process.env.E2E_PORT_BASE) {
    console.log(`e2e: ports 3200-3203/4200/4299 are in use; this run uses base ${base}`);
  }
  process.env.E2E_PORT_BASE = String(base); // read by the workers' support/site.ts
  const layout = siteLayout(base);

  const runDir = mkdtempSync(path.join(tmpdir(), 'council-e2e-'));
  const logFile = path.join(runDir, 'site.log');
  const log = (name: string, line: string) => appendFileSync(logFile, `${name} | ${line}\n`);
  const servers: Server[] = [];
  let control: ReturnType<typeof createServer>;
  try {
    const options = { env: e2eSiteEnv(path.join(runDir, 'data'), layout), log };
    const { startApi, startApp, startMailCatcher } = await loadSiteModule();
    const builds = new Map<AppName, string>();
    for (const name of APP_NAMES) builds.set(name, await snapshotBuild(name, runDir));

    const started = await Promise.allSettled([
      startMailCatcher(options),
      startApi(options),
      ...APP_NAMES.map((name) => startApp(name, { ...options, root: builds.get(name) })),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      throw new Error(
        `e2e: the site did not start (${String(failure.reason)}). Other ports: E2E_PORT_BASE.`,
      );
    }
    for (const server of servers) {
      server.on('exit', ({ code, signal }: { code: number | null; signal: string | null }) => {
        console.error(`e2e: ${server.name} stopped unexpectedly (${signal ?? `exit ${code}`})`);
      });
    }
    const apps = new Map<AppName, Server>();
    for (const name of APP_NAMES) {
      const server = servers.find((candidate) => candidate.name === name);
      if (!server) throw new Error(`e2e: no server for ${name}`);
      apps.set(name, server);
    }
    const api = servers.find((candidate) => candidate.name === 'api');
    if (!api) throw new Error('e2e: no server for the api');
    control = await startControl(apps, builds, layout, log, api);
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    // The servers' output stays for a look; the data and the copied builds go.
    rmSync(path.join(runDir, 'data'), { recursive: true, force: true });
    rmSync(path.join(runDir, 'builds'), { recursive: true, force: true });
    if (existsSync(logFile)) console.error(`e2e: the servers' output is in ${logFile}`);
    else rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_SITE_LOG = logFile;

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await Promise.all(servers.map((server) => server.stop()));
    if (process.env.E2E_KEEP === '1') console.log(`e2e: kept ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  };
}

/**
 * Copies <app>/dist into the run's folder, once it is whole and settled: the page's scripts (or
 * a remote's remoteEntry.js) exist and nothing in it changed for two seconds (no build writing).
 */
async function snapshotBuild(name: AppName, runDir: string): Promise<string> {
  const dist = path.join(repoRoot, name, 'dist');
  const target = path.join(runDir, 'builds', name);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const problem = buildProblem(name, dist);
    if (!problem) {
      rmSync(target, { recursive: true, force: true });
      cpSync(dist, target, { recursive: true });
      if (!buildProblem(name, target, 0)) return target;
    }
    if (Date.now() > deadline) throw new Error(`e2e: ${dist} is not usable: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function buildProblem(name: AppName, dir: string, settleMs = 2_000): string | undefined {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return 'no index.html';
  const needed = [
    ...readFileSync(index, 'utf8').matchAll(/\b(?:src|href)="?\/?([^"\s>:]+\.(?:js|css))/g),
  ].map((match) => match[1] as string);
  if (name !== 'shell') needed.push('remoteEntry.js', 'screens.json');
  const absent = needed.filter((file) => !existsSync(path.join(dir, file)));
  if (absent.length > 0) return `missing ${absent.join(', ')}`;
  const newest = Math.max(
    ...readdirSync(dir).map((file) => statSync(path.join(dir, file)).mtimeMs),
  );
  if (Date.now() - newest < settleMs) return 'a build is still writing to it';
  return undefined;
}

/** Output folders of runs (playwright.config.ts) more than a day old. */
function pruneOldRuns(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (/^run-\d+-\d+$/.test(entry) && Date.now() - statSync(full).mtimeMs > 86_400_000) {
      rmSync(full, { recursive: true, force: true });
    }
  }
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The first base whose ports (siteLayout) nobody answers on. */
async function firstFreeBase(candidates: number[]): Promise<number> {
  for (const base of candidates) {
    const { ports, controlPort, mail } = siteLayout(base);
    const busy = await Promise.all(
      [...Object.values(ports), controlPort, mail.port, mail.smtpPort].flatMap((port) =>
        ['127.0.0.1', '::1'].map((host) => isAnswering(host, port)),
      ),
    );
    if (!busy.includes(true)) return base;
  }
  throw new Error(`e2e: no free ports at ${candidates.join(', ')} (set E2E_PORT_BASE)`);
}

function isAnswering(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const answer = (value: boolean) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1_000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

function runCommand(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function isRunning(server: Server): boolean {
  const child = server.child;
  return Boolean(child) && child?.exitCode === null && child.signalCode === null;
}

/**
 * The loopback control API of support/site.ts: list, stop, start (another root) and restore an
 * app; stop and start the API.
 */
function startControl(
  apps: Map<AppName, Server>,
  builds: Map<AppName, string>,
  { controlPort }: SiteLayout,
  log: (name: string, line: string) => void,
  api: Server,
): Promise<ReturnType<typeof createServer>> {
  const defaultRoot = (name: AppName) => builds.get(name) as string;
  const roots = new Map(builds);
  const state = (name: AppName): AppState => {
    const server = apps.get(name) as Server;
    return {
      name,
      url: server.url,
      pid: isRunning(server) ? (server.child?.pid ?? null) : null,
      root: roots.get(name) as string,
    };
  };

  const actions: Record<string, (name: AppName, body: { root?: string }) => Promise<AppState>> = {
    async stop(name) {
      await apps.get(name)?.stop();
      return state(name);
    },
    async start(name, body) {
      const server = apps.get(name) as Server;
      if (isRunning(server)) throw new Error(`${name} is already running`);
      const root = path.resolve(body.root ?? defaultRoot(name));
      await server.restart({ root });
      roots.set(name, root);
      return state(name);
    },
    async restore(name) {
      const server = apps.get(name) as Server;
      const root = defaultRoot(name);
      if (isRunning(server) && roots.get(name) === root) return state(name);
      await server.restart({ root });
      roots.set(name, root);
      return state(name);
    },
  };

  // The API: stopped as a deployment stops it (SIGTERM, its own grace period) and started again
  // on the same port and data folder. Stop says how the process ended and how long it took.
  const apiState = (): ApiState => ({
    name: 'api',
    url: api.url,
    pid: isRunning(api) ? (api.child?.pid ?? null) : null,
  });
  const apiActions = {
    async stop(): Promise<ApiState> {
      if (!isRunning(api)) return apiState();
      const startedAt = Date.now();
      // Longer than the API's own 10 s grace, so that a slow exit is seen, not hidden by SIGKILL.
      await api.stop({ timeoutMs: 20_000 });
      const { code, signal } = (await api.exited) as {
        code: number | null;
        signal: string | null;
      };
      return { ...apiState(), exit: { code, signal, ms: Date.now() - startedAt } };
    },
    async start(body: { tokenLifeSeconds?: number }): Promise<ApiState> {
      const { TOKEN_LIFE_SECONDS: _before, ...env } = api.options.env as Record<string, string>;
      if (body.tokenLifeSeconds) env.TOKEN_LIFE_SECONDS = String(body.tokenLifeSeconds);
      if (!isRunning(api)) await api.restart({ env });
      return apiState();
    },
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://control');
      if (request.method === 'GET' && url.pathname === '/apps') {
        return send(200, Object.fromEntries(APP_NAMES.map((name) => [name, state(name)])));
      }
      const apiMatch = /^\/api\/(stop|start)$/.exec(url.pathname);
      if (request.method === 'POST' && apiMatch) {
        const body = await bodyOf(request);
        log('e2e', `${apiMatch[1]} api ${JSON.stringify(body)}`);
        return send(200, await apiActions[apiMatch[1] as 'stop' | 'start'](body));
      }
      if (request.method === 'GET' && url.pathname === '/api') return send(200, apiState());
      const match = /^\/apps\/([a-z-]+)\/(stop|start|restore)$/.exec(url.pathname);
      const name = match?.[1] as AppName | undefined;
      const action = match?.[2] && actions[match[2]];
      if (request.method !== 'POST' || !name || !apps.has(name) || !action) {
        return send(404, { error: `no such action: ${request.method} ${url.pathname}` });
      }
      const body = await bodyOf(request);
      log('e2e', `${match[2]} ${name} ${JSON.stringify(body)}`);
      return send(200, await action(name, body as { root?: string }));
    } catch (error) {
      return send(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const server = createServer((request, response) => void handle(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`e2e: the control port ${controlPort} is taken (${error.message})`)),
    );
    server.listen(controlPort, '127.0.0.1', () => resolve(server));
  });
}

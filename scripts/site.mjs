// Starts and stops the parts of the site as separate processes, as they are deployed.
// Used by `npm start` / `npm run dev` and by the e2e tests (to stop, restart or redeploy one part).
// Hand-written on purpose: runners such as concurrently start a fixed list and stop it whole, while
// the e2e suite needs an API to stop, restart and redeploy one part and wait for its port while
// the others keep running. Each server's own graceful shutdown is close-with-grace's.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './run.mjs';

const DEFAULT_PORTS = createRequire(import.meta.url)('@council/site-config/default-ports.json');

/** The four web apps, with the ports and URLs of docs/CONTRACTS.md. */
export const APPS = {
  shell: { kind: 'host', portEnv: 'SHELL_PORT', urlEnv: 'SITE_URL', port: DEFAULT_PORTS.shell },
  'public-site': {
    kind: 'remote',
    portEnv: 'PUBLIC_SITE_PORT',
    urlEnv: 'PUBLIC_SITE_URL',
    port: DEFAULT_PORTS.public_site,
  },
  'admin-console': {
    kind: 'remote',
    portEnv: 'ADMIN_CONSOLE_PORT',
    urlEnv: 'ADMIN_CONSOLE_URL',
    port: DEFAULT_PORTS.admin_console,
  },
  'citizen-portal': {
    kind: 'remote',
    portEnv: 'CITIZEN_PORTAL_PORT',
    urlEnv: 'CITIZEN_PORTAL_URL',
    port: DEFAULT_PORTS.citizen_portal,
  },
};
/**
 * glibc's malloc gives each thread that allocates (libuv's pool, libvips making renditions) an
 * arena of its own, which keeps freed memory: two arenas cut the API's peak while a year's photos
 * are uploaded by about 100 MB (issue 14, `npm run bench -- --volume`). A deployment sets the same.
 */
export const API_MALLOC_ARENAS = '2';

export const API = { portEnv: 'API_PORT', urlEnv: 'API_URL', port: DEFAULT_PORTS.api };

/**
 * The local mail catcher (maildev): the API's mail goes to its SMTP port, and its web inbox shows
 * it, so that a newcomer can sign up and open the link. Started only when SMTP_URL names no
 * real server.
 */
export const MAIL = {
  portEnv: 'MAIL_WEB_PORT',
  urlEnv: 'MAIL_WEB_URL',
  port: DEFAULT_PORTS.mail_web,
  smtpPortEnv: 'MAIL_SMTP_PORT',
  smtpPort: DEFAULT_PORTS.mail_smtp,
};
/** maildev's command (its package exports only its library). */
function maildevBin() {
  return path.join(
    path.dirname(fileURLToPath(import.meta.resolve('maildev'))),
    'bin',
    'maildev.js',
  );
}

const SERVE = path.join(repoRoot, 'packages', 'static-server', 'bin', 'serve.mjs');
const running = new Set();

/**
 * The environment with every port and URL filled in from the defaults, so that every process
 * (and the shell's config) agrees on where each part lives. Set *_PORT to move a part.
 */
export function siteEnv(env = process.env) {
  const out = { ...env };
  for (const part of [API, ...Object.values(APPS)]) {
    out[part.portEnv] ||= String(part.port);
    out[part.urlEnv] ||= `http://localhost:${out[part.portEnv]}`;
  }
  out[MAIL.portEnv] ||= String(MAIL.port);
  out[MAIL.urlEnv] ||= `http://localhost:${out[MAIL.portEnv]}`;
  out[MAIL.smtpPortEnv] ||= String(MAIL.smtpPort);
  out.CORS_ORIGINS ||= Object.values(APPS)
    .map((app) => new URL(out[app.urlEnv]).origin)
    .join(',');
  return out;
}

/** Resolves once `url` answers 2xx; rejects after timeoutMs or when `signal` aborts. */
export async function waitFor(url, { timeoutMs = 60_000, intervalMs = 250, signal } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}

/**
 * The API: `node dist/main.js` in api/ (or `npm run dev`, tsx watch, with dev).
 * options: env (variables over process.env), port (default API_PORT), dataDir (default
 * DATA_DIR, else api/data), dev, log(name, line), timeoutMs. DEMO=1 unless DEMO is set.
 */
export function startApi(options = {}) {
  return new ServerProcess('api', options, (opts) => {
    const env = siteEnv({ ...process.env, ...opts.env });
    const port = Number(opts.port ?? env.API_PORT);
    const dataDir = path.resolve(
      opts.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, 'api', 'data'),
    );
    return {
      command: opts.dev ? 'npm' : process.execPath,
      args: opts.dev ? ['run', 'dev'] : ['dist/main.js'],
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...env,
        API_PORT: String(port),
        DATA_DIR: dataDir,
        DEMO: env.DEMO ?? '1',
        MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? API_MALLOC_ARENAS,
      },
      healthUrl: `http://${probeHost(env)}:${port}/api/health`,
      port,
      portEnv: API.portEnv,
    };
  }).start();
}

/**
 * One web app: `council-serve` on its build in <app>/dist (or `npm run dev`, webpack serve).
 * options: env (variables over process.env), port (default its *_PORT), root (another built
 * folder to serve), dev, log(name, line), timeoutMs.
 */
export function startApp(name, options = {}) {
  const app = APPS[name];
  if (!app) throw new Error(`No app named ${name}: ${Object.keys(APPS).join(', ')}`);
  return new ServerProcess(name, options, (opts) => {
    const env = siteEnv({ ...process.env, ...opts.env });
    const port = Number(opts.port ?? env[app.portEnv]);
    const root = path.resolve(opts.root ?? path.join(repoRoot, name, 'dist'));
    const serveArgs = [SERVE, '--kind', app.kind, '--port', String(port), '--root', root];
    return {
      command: opts.dev ? 'npm' : process.execPath,
      args: opts.dev ? ['run', 'dev'] : [...serveArgs, '--name', name],
      cwd: path.join(repoRoot, name),
      env: { ...env, [app.portEnv]: String(port), PORT: String(port) },
      // Ready once it serves its configuration: '/' would have the shell render the home page,
      // whose data the API may not serve yet (a warning in the log for nothing).
      healthUrl: `http://${probeHost(env)}:${port}${opts.dev ? '/' : '/config.json'}`,
      port,
      portEnv: app.portEnv,
    };
  }).start();
}

/**
 * The mail catcher: SMTP on MAIL_SMTP_PORT, the web inbox and its API on MAIL_WEB_PORT, both on
 * loopback only. Its `url` is the inbox. options: env, log, timeoutMs.
 */
export function startMailCatcher(options = {}) {
  return new ServerProcess('mail', options, (opts) => {
    const env = siteEnv({ ...process.env, ...opts.env });
    const port = Number(env[MAIL.portEnv]);
    return {
      command: process.execPath,
      args: [
        maildevBin(),
        ...['--smtp', env[MAIL.smtpPortEnv], '--ip', '127.0.0.1'],
        ...['--web', String(port), '--web-ip', '127.0.0.1', '--silent'],
      ],
      cwd: repoRoot,
      env,
      healthUrl: `http://127.0.0.1:${port}/api/healthz`,
      port,
      portEnv: MAIL.portEnv,
    };
  }).start();
}

/** The SMTP_URL of the mail catcher of an environment. */
export function mailCatcherSmtpUrl(env) {
  return `smtp://127.0.0.1:${siteEnv(env)[MAIL.smtpPortEnv]}`;
}

/**
 * The API, the four apps and, unless SMTP_URL names a real mail server, the mail catcher;
 * resolves when all answer. Options as above (ports through env, not port), plus roots:
 * { [app name]: built folder }. Returns { handles, get(name), stop() }.
 */
export async function startSite({ roots = {}, ...options } = {}) {
  const catching = !{ ...process.env, ...options.env }.SMTP_URL;
  if (catching) {
    options = { ...options, env: { ...options.env, SMTP_URL: mailCatcherSmtpUrl(options.env) } };
  }
  const starts = [
    ...(catching ? [startMailCatcher(options)] : []),
    startApi(options),
    ...Object.keys(APPS).map((name) => startApp(name, { ...options, root: roots[name] })),
  ];
  const results = await Promise.allSettled(starts);
  const handles = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const failed = results.find((r) => r.status === 'rejected');
  const site = {
    handles,
    get: (name) => handles.find((handle) => handle.name === name),
    stop: () => Promise.all(handles.map((handle) => handle.stop())),
  };
  if (failed) {
    await site.stop();
    throw failed.reason;
  }
  return site;
}

/** The address to poll: HOST when it names one interface, else localhost. */
function probeHost(env) {
  const host = env.HOST?.trim();
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * A server child process. Each runs in its own process group, so that stop() reaches what it
 * started in turn (npm -> tsx -> node) and Ctrl-C in the terminal reaches only the parent, which
 * then stops the children in order. Emits 'exit' ({ code, signal }) when it dies unasked.
 */
class ServerProcess extends EventEmitter {
  constructor(name, options, plan) {
    super();
    this.name = name;
    this.options = options;
    this.plan = plan;
    this.child = undefined;
  }

  get url() {
    return new URL(this.healthUrl).origin;
  }

  async start() {
    const { command, args, cwd, env, healthUrl, port, portEnv } = this.plan(this.options);
    Object.assign(this, { healthUrl, port, stopping: false });
    // Otherwise another server on the port would answer the health check in our place.
    if (await isAnswering(new URL(healthUrl))) {
      throw new Error(
        `${this.name}: port ${port} is already in use (choose another with ${portEnv})`,
      );
    }
    const log = this.options.log ?? defaultLog;
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    running.add(this);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        this.lastLine = line;
        log(this.name, line);
      });
    }
    this.exited = new Promise((resolve) => {
      const finish = (code, signal) => {
        if (!running.delete(this)) return;
        if (!this.stopping) this.emit('exit', { code, signal });
        resolve({ code, signal });
      };
      child.on('error', (error) => {
        log(this.name, `could not start ${command}: ${error.message}`);
        finish(127, null);
      });
      child.on('close', finish);
    });
    const timeoutMs = this.options.timeoutMs ?? (this.options.dev ? 300_000 : 60_000);
    const died = this.exited.then(({ code, signal }) => {
      const said = this.lastLine ? `: ${this.lastLine}` : '';
      throw new Error(
        `${this.name} exited (${signal ?? `code ${code}`}) before it answered${said}`,
      );
    });
    const polling = new AbortController();
    try {
      await Promise.race([waitFor(healthUrl, { timeoutMs, signal: polling.signal }), died]);
    } catch (error) {
      await this.stop();
      throw error;
    } finally {
      polling.abort();
    }
    died.catch(() => {}); // later deaths are reported through the 'exit' event
    return this;
  }

  /** SIGTERM to the group; SIGKILL what is left after timeoutMs. */
  async stop({ timeoutMs = 10_000 } = {}) {
    const child = this.child;
    if (!child || !running.has(this)) return;
    this.stopping = true;
    signalGroup(child.pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
    await reapGroup(child.pid);
  }

  /** Stops and starts again, with changed options if given (another root, port, env...). */
  async restart(changes = {}) {
    await this.stop();
    this.options = { ...this.options, ...changes };
    return this.start();
  }
}

/** Whether something accepts connections at the URL's host and port. */
function isAnswering(url) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname.replace(/^\[|\]$/g, ''));
    const answer = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2_000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/** Children that outlive the group's leader get a moment to finish, then SIGKILL. */
async function reapGroup(pid) {
  for (let i = 0; i < 20 && signalGroup(pid, 0); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup(pid, 'SIGKILL');
}

const width = Math.max(...[...Object.keys(APPS), 'api', 'mail'].map((name) => name.length));
function defaultLog(name, line) {
  process.stdout.write(`${name.padEnd(width)} | ${line}\n`);
}

// A parent that ends without stopping its servers (an uncaught error) still takes them along.
process.on('exit', () => {
  for (const server of running) signalGroup(server.child.pid, 'SIGTERM');
});

// Where the e2e copy of the site lives, and how a test reaches the servers the global setup owns.
// The ports differ from `npm start`'s (3000-3003, 4000), so a developer's running site is untouched.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const e2eRoot = path.resolve(__dirname, '..');

export type AppName = 'shell' | 'public-site' | 'admin-console' | 'citizen-portal';
export const APP_NAMES: AppName[] = ['shell', 'public-site', 'admin-console', 'citizen-portal'];

export interface SiteLayout {
  ports: Record<AppName | 'api', number>;
  urls: Record<AppName | 'api', string>;
  /** The loopback control API of the global setup (see siteControl). */
  controlPort: number;
  /** The mail catcher: its web inbox and API (url, port) and its SMTP port. */
  mail: { url: string; port: number; smtpPort: number };
}

/**
 * The e2e ports from one base: apps on base..base+3, the API on base+1000, the mail catcher's
 * inbox and SMTP on base+1020 and base+1021, control on base+1099 (3200-3203, 4200, 4220-4221,
 * 4299 by default). The global setup moves to a free base when another run
 * holds these, and passes its choice to the workers in E2E_PORT_BASE.
 */
export function siteLayout(base = Number(process.env.E2E_PORT_BASE ?? 3200)): SiteLayout {
  const ports: SiteLayout['ports'] = {
    shell: base,
    'public-site': base + 1,
    'admin-console': base + 2,
    'citizen-portal': base + 3,
    api: base + 1000,
  };
  const urls = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, `http://localhost:${port}`]),
  ) as SiteLayout['urls'];
  const mail = { port: base + 1020, smtpPort: base + 1021 };
  return {
    ports,
    urls,
    controlPort: base + 1099,
    mail: { ...mail, url: `http://127.0.0.1:${mail.port}` },
  };
}

const layout = siteLayout();
export const PORTS = layout.ports;
export const URLS = layout.urls;
export const MAIL_INBOX = layout.mail.url;

/** The environment of `npm start` (docs/CONTRACTS.md), pointed at the e2e ports. */
export function e2eSiteEnv(
  dataDir: string,
  { ports, urls, mail }: SiteLayout,
  env: NodeJS.ProcessEnv = process.env,
) {
  const {
    DATABASE_URL: _databaseUrl,
    HOST: _host,
    JWT_SECRET: _jwtSecret,
    DEMO_PASSWORD: _demoPassword,
    ...rest
  } = env;
  return {
    ...rest,
    DEMO: '1',
    DATA_DIR: dataDir,
    SHELL_PORT: String(ports.shell),
    SITE_URL: urls.shell,
    PUBLIC_SITE_PORT: String(ports['public-site']),
    PUBLIC_SITE_URL: urls['public-site'],
    ADMIN_CONSOLE_PORT: String(ports['admin-console']),
    ADMIN_CONSOLE_URL: urls['admin-console'],
    CITIZEN_PORTAL_PORT: String(ports['citizen-portal']),
    CITIZEN_PORTAL_URL: urls['citizen-portal'],
    API_PORT: String(ports.api),
    API_URL: urls.api,
    CORS_ORIGINS: APP_NAMES.map((name) => urls[name]).join(','),
    MAIL_WEB_PORT: String(mail.port),
    MAIL_WEB_URL: mail.url,
    MAIL_SMTP_PORT: String(mail.smtpPort),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    MAIL_FROM: 'Demo Nagar Parishad <no-reply@demo.local>',
    // The demo citizen files about 18 complaints in one run (17 through the API to give /inquiry
    // a second page, tests/citizen/complaint-pages.spec.ts, and one through the form), over the
    // default 5 an hour. The limit itself is the API's tests' (api/src/complaints/filingLimit.test.ts).
    COMPLAINTS_PER_HOUR: '30',
    COMPLAINTS_PER_DAY: '30',
  };
}

export interface AppState {
  name: AppName;
  url: string;
  /** The server process's id; null while it is stopped. */
  pid: number | null;
  /** The folder it serves. */
  root: string;
}

export interface ApiState {
  name: 'api';
  url: string;
  /** The API process's id; null while it is stopped. */
  pid: number | null;
  /** After a stop: how the process ended and how long it took from SIGTERM. */
  exit?: { code: number | null; signal: string | null; ms: number };
}

/**
 * The servers belong to the global setup's process (the Playwright runner); tests, which run in
 * a worker process, stop and start them through this small loopback control API.
 */
export const siteControl = {
  url: `http://127.0.0.1:${layout.controlPort}`,

  async apps(): Promise<Record<AppName, AppState>> {
    return (await call('GET', '/apps')) as Record<AppName, AppState>;
  },

  async stop(name: AppName): Promise<AppState> {
    return (await call('POST', `/apps/${name}/stop`)) as AppState;
  },

  /** Starts the app's server again, on the same port, serving `root` (default: <app>/dist). */
  async start(name: AppName, root?: string): Promise<AppState> {
    return (await call('POST', `/apps/${name}/start`, root ? { root } : {})) as AppState;
  },

  /** Leaves the app as the run began: running, serving its own dist. */
  async restore(name: AppName): Promise<AppState> {
    return (await call('POST', `/apps/${name}/restore`)) as AppState;
  },

  /** The API's state: its URL and pid (null while stopped). */
  async api(): Promise<ApiState> {
    return (await call('GET', '/api')) as ApiState;
  },

  /** Stops the API with SIGTERM and waits for it to exit; says how and how fast it ended. */
  async stopApi(): Promise<ApiState> {
    return (await call('POST', '/api/stop')) as ApiState;
  },

  /**
   * Starts the API again (same port, same data folder) if it is stopped; with tokenLifeSeconds,
   * its tokens last that long (TOKEN_LIFE_SECONDS) until it is started again without it.
   */
  async startApi(settings: { tokenLifeSeconds?: number } = {}): Promise<ApiState> {
    return (await call('POST', '/api/start', settings)) as ApiState;
  },
};

async function call(method: string, pathname: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${siteControl.url}${pathname}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(90_000),
  });
  const answer = (await response.json()) as { error?: string };
  if (!response.ok) throw new Error(`site control ${method} ${pathname}: ${answer.error}`);
  return answer;
}

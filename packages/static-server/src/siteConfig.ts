import { readFileSync } from 'node:fs';

/** The site's run-time configuration (docs/CONTRACTS.md), read from the environment at start. */
export type RemoteName = 'public_site' | 'admin_console' | 'citizen_portal';

export interface SiteConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  /**
   * The council's identity (name, address, contact, links, map), from the JSON file that
   * COUNCIL_CONFIG names; without it the browser uses the demo council.
   */
  council?: Record<string, unknown>;
}

type Env = Record<string, string | undefined>;

/** Where each part lives when only its port is given. */
function urlFromEnv(env: Env, urlName: string, portName: string, defaultPort: number): string {
  const explicit = env[urlName]?.trim();
  const url = explicit || `http://localhost:${env[portName]?.trim() || defaultPort}`;
  if (!isAbsoluteUrl(url) && !url.startsWith('/')) {
    throw new Error(`${urlName} must be an http(s) URL or a path on this site, not '${url}'.`);
  }
  // One form for every address, so that '/remoteEntry.js' can be appended.
  return url.replace(/\/+$/, '');
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The council's identity from COUNCIL_CONFIG, checked at start so a typo stops the server. */
function councilFromEnv(env: Env): Record<string, unknown> | undefined {
  const file = env.COUNCIL_CONFIG?.trim();
  if (!file) return undefined;
  let council: unknown;
  try {
    council = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `COUNCIL_CONFIG ${file} is not a readable JSON file: ${(error as Error).message}`,
    );
  }
  if (typeof council !== 'object' || council === null || Array.isArray(council)) {
    throw new Error(`COUNCIL_CONFIG ${file} must hold one JSON object.`);
  }
  return council as Record<string, unknown>;
}

export function siteConfigFromEnv(env: Env = process.env): SiteConfig {
  const council = councilFromEnv(env);
  const remoteEntry = (urlName: string, portName: string, port: number) =>
    `${urlFromEnv(env, urlName, portName, port)}/remoteEntry.js`;
  return {
    apiBaseUrl: urlFromEnv(env, 'API_URL', 'API_PORT', 4000),
    remotes: {
      public_site: remoteEntry('PUBLIC_SITE_URL', 'PUBLIC_SITE_PORT', 3001),
      admin_console: remoteEntry('ADMIN_CONSOLE_URL', 'ADMIN_CONSOLE_PORT', 3002),
      citizen_portal: remoteEntry('CITIZEN_PORTAL_URL', 'CITIZEN_PORTAL_PORT', 3003),
    },
    ...(council ? { council } : {}),
  };
}

/** The origin of an absolute URL; undefined for a path on this site (covered by 'self'). */
export function originOf(url: string): string | undefined {
  return isAbsoluteUrl(url) ? new URL(url).origin : undefined;
}

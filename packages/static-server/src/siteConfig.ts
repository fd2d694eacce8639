import { readFileSync } from 'node:fs';
import { DEFAULT_PORTS, type RemoteName, type SentSiteConfig } from '@council/site-config/node';

export type { RemoteName };

/**
 * The site's run-time configuration (docs/CONTRACTS.md) as this server sends it: read from the
 * environment at start, its screens filled in on each page load (the host's screen table). The
 * council's identity (COUNCIL_CONFIG) is sent only when configured; the browser uses the demo
 * council otherwise.
 */
export type SiteConfig = SentSiteConfig;

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
function councilFromEnv(env: Env): SiteConfig['council'] {
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
  return council as SiteConfig['council'];
}

export function siteConfigFromEnv(env: Env = process.env): SiteConfig {
  const council = councilFromEnv(env);
  const remoteEntry = (urlName: string, portName: string, port: number) =>
    `${urlFromEnv(env, urlName, portName, port)}/remoteEntry.js`;
  return {
    apiBaseUrl: urlFromEnv(env, 'API_URL', 'API_PORT', DEFAULT_PORTS.api),
    remotes: {
      public_site: remoteEntry('PUBLIC_SITE_URL', 'PUBLIC_SITE_PORT', DEFAULT_PORTS.public_site),
      admin_console: remoteEntry(
        'ADMIN_CONSOLE_URL',
        'ADMIN_CONSOLE_PORT',
        DEFAULT_PORTS.admin_console,
      ),
      citizen_portal: remoteEntry(
        'CITIZEN_PORTAL_URL',
        'CITIZEN_PORTAL_PORT',
        DEFAULT_PORTS.citizen_portal,
      ),
    },
    ...(council ? { council } : {}),
    screens: [],
  };
}

/** The origin of an absolute URL; undefined for a path on this site (covered by 'self'). */
export function originOf(url: string): string | undefined {
  return isAbsoluteUrl(url) ? new URL(url).origin : undefined;
}

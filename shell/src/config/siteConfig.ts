export type RemoteName = 'public_site' | 'admin_console' | 'citizen_portal';

/** Where the parts of the site live; set per deployment, never baked into a bundle. */
export interface SiteConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

const REMOTE_NAMES: RemoteName[] = ['public_site', 'admin_console', 'citizen_portal'];

export function parseSiteConfig(value: unknown): SiteConfig {
  const candidate = value as Partial<SiteConfig> | null;
  if (!candidate || typeof candidate.apiBaseUrl !== 'string' || !candidate.remotes) {
    throw new Error('The site configuration has no apiBaseUrl or remotes.');
  }
  for (const name of REMOTE_NAMES) {
    if (typeof candidate.remotes[name] !== 'string') {
      throw new Error(`The site configuration has no address for the remote ${name}.`);
    }
  }
  return {
    apiBaseUrl: candidate.apiBaseUrl,
    remotes: { ...candidate.remotes } as SiteConfig['remotes'],
  };
}

/**
 * The production server embeds the configuration in the page, saving a round trip;
 * the development server only answers /config.json.
 */
export async function loadSiteConfig(doc: Document = document): Promise<SiteConfig> {
  const embedded = doc.getElementById('site-config');
  if (embedded?.textContent) return parseSiteConfig(JSON.parse(embedded.textContent));
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`The site configuration could not be loaded (${response.status}).`);
  return parseSiteConfig(await response.json());
}

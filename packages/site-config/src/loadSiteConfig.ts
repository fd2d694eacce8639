import { parseSiteConfig, type SiteConfig } from './siteConfig';

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

import { originOf, type SiteConfig } from './siteConfig';

export const CONFIG_PLACEHOLDER = '<!--site-config-->';

/**
 * Puts the configuration into the page, saving the browser a round trip before it can load a
 * remote. A JSON script is data, not code, so the CSP without inline script allows it; '<' is
 * escaped so that no value can close the tag. An API on another origin gets a preconnect, so
 * the connection is open by the time the first screen asks for its data (API calls carry no
 * credentials, hence crossorigin). The remote entry of the route being opened, when the server
 * knows it, is preloaded: the browser fetches it alongside the shell's scripts, not after them
 * (the federation runtime adds no crossorigin to its script, so neither does the preload).
 */
export function embedSiteConfig(html: string, config: SiteConfig, remoteEntry?: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const api = originOf(config.apiBaseUrl);
  const preconnect = api ? `<link rel="preconnect" href="${api}" crossorigin>` : '';
  const preload = remoteEntry
    ? `<link rel="preload" as="script" href="${escapeAttribute(remoteEntry)}">`
    : '';
  const tag = `${preconnect}${preload}<script id="site-config" type="application/json">${json}</script>`;
  // A minifier may drop the placeholder comment; the end of <head> is always there.
  if (html.includes(CONFIG_PLACEHOLDER)) return html.replace(CONFIG_PLACEHOLDER, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}

/** A configured address inside a double-quoted attribute. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

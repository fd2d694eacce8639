import { originOf, type SiteConfig } from './siteConfig';

export const CONFIG_PLACEHOLDER = '<!--site-config-->';

/**
 * Puts the configuration into the page, saving the browser a round trip before it can load a
 * remote. A JSON script is data, not code, so the CSP without inline script allows it; '<' is
 * escaped so that no value can close the tag. An API on another origin gets a preconnect, so
 * the connection is open by the time the first screen asks for its data (API calls carry no
 * credentials, hence crossorigin).
 */
export function embedSiteConfig(html: string, config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const api = originOf(config.apiBaseUrl);
  const preconnect = api ? `<link rel="preconnect" href="${api}" crossorigin>` : '';
  const tag = `${preconnect}<script id="site-config" type="application/json">${json}</script>`;
  // A minifier may drop the placeholder comment; the end of <head> is always there.
  if (html.includes(CONFIG_PLACEHOLDER)) return html.replace(CONFIG_PLACEHOLDER, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}

import type { SiteConfig } from './siteConfig';

export const CONFIG_PLACEHOLDER = '<!--site-config-->';

/**
 * Puts the configuration into the page, saving the browser a round trip before it can load a
 * remote. A JSON script is data, not code, so the CSP without inline script allows it; '<' is
 * escaped so that no value can close the tag.
 */
export function embedSiteConfig(html: string, config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="site-config" type="application/json">${json}</script>`;
  // A minifier may drop the placeholder comment; the end of <head> is always there.
  if (html.includes(CONFIG_PLACEHOLDER)) return html.replace(CONFIG_PLACEHOLDER, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}

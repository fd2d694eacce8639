import { apiAddress } from '@council/shared-auth';

/** The host of an absolute http(s) address ('rtionline.gov.in'), or null for any other. */
export function hostOf(href: string): string | null {
  const address = href.trim();
  if (!/^(https?:)?\/\//i.test(address)) return null;
  try {
    return new URL(address, 'https://relative.invalid/').host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a link leads to another website: an absolute http(s) address on none of the site's own
 * hosts. A path of the site, mailto: and tel: are not; http and https of one host are one site.
 */
export function isExternalAddress(href: string, ownHosts: readonly string[]): boolean {
  const host = hostOf(href);
  return host !== null && !ownHosts.includes(host);
}

/** The API's host where its base is an absolute address (set at start from config.json). */
export function apiHost(): string | null {
  return hostOf(apiAddress('/'));
}

import { originOf, type SiteConfig } from './siteConfig';

export type AppKind = 'host' | 'remote';

/**
 * No inline script anywhere: scripts, styles and fonts come from this origin or a remote's;
 * the page talks to the API and fetches remote manifests. Images from the API arrive as data:
 * URLs, downloads as blob: URLs; remote origins are allowed for images because a remote's own
 * assets are loaded from where it is deployed.
 */
export function contentSecurityPolicy(config: SiteConfig): string {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const api = unique([originOf(config.apiBaseUrl)]);
  const map = config.council?.mapEmbedUrl;
  // Document previews are blob: frames; the contact page may embed the configured map.
  const frames = unique(["'self'", 'blob:', typeof map === 'string' ? originOf(map) : undefined]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'connect-src': ["'self'", ...unique([...api, ...remotes])],
    'frame-src': frames,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers sent with every answer of a static server of the given kind. */
export function securityHeaders(kind: AppKind, config: SiteConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(kind === 'remote'
      ? {
          // A remote's files are public code and styles that the shell, on another origin,
          // loads: any origin may read them, and no credentials are involved.
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
        }
      : { 'cross-origin-resource-policy': 'same-origin' }),
  };
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

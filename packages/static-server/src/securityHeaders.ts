import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { originOf, type SiteConfig } from './siteConfig';

export type AppKind = 'host' | 'remote';

/**
 * No inline script anywhere: scripts, styles and fonts come from this origin or a remote's;
 * the page talks to the API and fetches remote manifests. Stored images come from the API by
 * URL (or as data: URLs from a backend that answers base64), downloads as blob: URLs; remote
 * origins are allowed for images because a remote's own assets are loaded from where it is
 * deployed.
 */
export function contentSecurityPolicyDirectives(config: SiteConfig): Record<string, string[]> {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const api = unique([originOf(config.apiBaseUrl)]);
  const map = config.council?.mapEmbedUrl;
  // Document previews are blob: frames; the contact page may embed the configured map.
  const frames = unique(["'self'", 'blob:', typeof map === 'string' ? originOf(map) : undefined]);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...unique([...api, ...remotes])],
    'connect-src': ["'self'", ...unique([...api, ...remotes])],
    'frame-src': frames,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The security headers of every answer, from helmet (as the API's): its defaults, with this
 * site's policy, no framing, and the referrer's origin only to other sites. A remote's files are
 * public code and styles that the shell, on another origin, loads: any origin may read them
 * (Cross-Origin-Resource-Policy: cross-origin, Access-Control-Allow-Origin: *, set by the server
 * beside its cache rule), and no credentials are involved. Strict-Transport-Security only when
 * the site's address (SITE_URL) is https: these servers speak plain HTTP behind whatever
 * terminates TLS, and only the configured address tells them the browser reached them over
 * https; a plain-http install must never tell a browser to refuse http for its host.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  kind: AppKind,
  config: SiteConfig,
  siteUrl?: string,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: kind === 'remote' ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: isHttps(siteUrl)
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
  });
}

/**
 * The policy allowing one <style> element, by its text's hash: the first screen's CSS inlined in
 * its page (a hash, not 'unsafe-inline', so that no other inline style is allowed).
 */
export function allowingInlineStyle(policy: string, css: string): string {
  const hash = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
  return policy.replace(
    /(^|;)(\s*style-src\b[^;]*)/,
    (_directive, start: string, sources: string) => `${start}${sources.trimEnd()} ${hash}`,
  );
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isHttps(url: string | undefined): boolean {
  return url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:';
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isHttps(url: string): boolean {
  return URL.canParse(url) && new URL(url).protocol === 'https:';
}

/**
 * Headers and transport shared by every answer: security headers, CORS, compression.
 * `siteUrl` (SITE_URL): Strict-Transport-Security only where the site is served over https,
 * the same rule as the static servers', so that a plain-http install never tells a browser
 * to refuse http for the host and its subdomains.
 */
export async function installHttpBasics(
  app: FastifyInstance,
  corsOrigins: string[],
  siteUrl: string,
) {
  await app.register(helmet, {
    // The API answers JSON only, so nothing may be loaded or framed from its answers.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // The sites on other ports of the same host read the API's answers.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: isHttps(siteUrl)
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
  });
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024 });
}

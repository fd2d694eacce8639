import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import { siteConfigFromEnv } from './siteConfig';
import type { AppKind } from './securityHeaders';
import { makeBuiltApp } from './testing/builtApp';
import { UNREACHABLE_REMOTES } from './testing/unreachableRemotes';

// Issue 18, point 8: a site served over https tells browsers never to use plain http for it.
const HSTS = 'max-age=31536000; includeSubDomains';
const config = siteConfigFromEnv(UNREACHABLE_REMOTES);
let app: FastifyInstance;
let remove: () => void;

async function serve(kind: AppKind, siteUrl: string | undefined) {
  const built = makeBuiltApp();
  remove = built.remove;
  app = await buildServer({ kind, root: built.root, config, ...(siteUrl ? { siteUrl } : {}) });
}

afterEach(async () => {
  await app.close();
  remove();
});

const URLS = ['/', '/main.1a2b3c4d.js', '/config.json', '/missing.js', '/notice'];

describe.each<AppKind>(['host', 'remote'])('Strict-Transport-Security on a %s', (kind) => {
  it('is sent on every answer when SITE_URL is https', async () => {
    await serve(kind, 'https://council.example');
    for (const url of URLS) {
      const { headers } = await app.inject({ url });
      expect([url, headers['strict-transport-security']]).toEqual([url, HSTS]);
    }
  });

  it.each([undefined, 'http://localhost:3000', 'http://council.example'])(
    'is never sent when SITE_URL is %s',
    async (siteUrl) => {
      await serve(kind, siteUrl);
      for (const url of URLS) {
        const { headers } = await app.inject({ url });
        expect([url, headers['strict-transport-security']]).toEqual([url, undefined]);
      }
    },
  );
});

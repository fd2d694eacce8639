import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import { siteConfigFromEnv } from './siteConfig';
import type { AppKind } from './securityHeaders';
import { makeBuiltApp } from './testing/builtApp';
import { UNREACHABLE_REMOTES } from './testing/unreachableRemotes';

// Issue 18, point 8: the builds write a .map beside every script and style; they show the
// site's source to anyone, so the public servers do not serve them.
const MAPS = {
  'main.1a2b3c4d.js.map': '{"version":3,"sources":["webpack://shell/src/secret.ts"]}',
  'main.1a2b3c4d.css.map': '{"version":3,"sources":[]}',
  'assets/chunk.5e6f7a8b.js.map': '{"version":3,"sources":[]}',
};
const config = siteConfigFromEnv(UNREACHABLE_REMOTES);
let app: FastifyInstance;
let remove: () => void;

async function serve(kind: AppKind, serveSourceMaps?: boolean) {
  const built = makeBuiltApp(MAPS);
  remove = built.remove;
  app = await buildServer({
    kind,
    root: built.root,
    config,
    ...(serveSourceMaps === undefined ? {} : { serveSourceMaps }),
  });
}

afterEach(async () => {
  await app.close();
  remove();
});

describe.each<AppKind>(['host', 'remote'])('source maps on a %s', (kind) => {
  it.each([
    '/main.1a2b3c4d.js.map',
    '/main.1a2b3c4d.css.map',
    '/assets/chunk.5e6f7a8b.js.map',
    '/main.1a2b3c4d.js%2emap',
    '/./main.1a2b3c4d.js.map',
    '/main.1a2b3c4d.js.map?download=1',
  ])('answers %s with a plain 404', async (url) => {
    await serve(kind);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const encoding of ['', 'gzip', 'br']) {
        const response = await app.inject({
          method,
          url,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect([method, encoding, response.statusCode]).toEqual([method, encoding, 404]);
        expect(response.body).not.toContain('secret.ts');
      }
    }
  });

  it('still serves the scripts themselves', async () => {
    await serve(kind);
    expect((await app.inject({ url: '/main.1a2b3c4d.js' })).statusCode).toBe(200);
  });

  it('serves them to the team where SERVE_SOURCE_MAPS turns them on', async () => {
    await serve(kind, true);
    const response = await app.inject({ url: '/main.1a2b3c4d.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('secret.ts');
  });
});

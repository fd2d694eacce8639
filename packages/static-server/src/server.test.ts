import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LONG_CACHE } from './cachePolicy';
import { buildServer } from './server';
import { siteConfigFromEnv } from './siteConfig';
import type { AppKind } from './securityHeaders';
import { makeBuiltApp } from './testing/builtApp';
import { UNREACHABLE_REMOTES } from './testing/unreachableRemotes';
import { REMOTE_FILES, SHELL_FILES } from './testing/firstScreenBundles';

const config = siteConfigFromEnv({
  API_URL: 'https://api.council.example',
  ...UNREACHABLE_REMOTES,
});
let app: FastifyInstance;
let remove: () => void;

async function serve(kind: AppKind, extraFiles: Record<string, string> = {}) {
  const built = makeBuiltApp(extraFiles);
  remove = built.remove;
  app = await buildServer({ kind, root: built.root, config });
}

afterEach(async () => {
  await app.close();
  remove();
});

describe('every answer', () => {
  beforeEach(() => serve('host'));

  it.each(['/', '/main.1a2b3c4d.js', '/config.json', '/missing.js', '/notice'])(
    'of %s carries the security headers',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('allows exactly this site, the remotes and the API, with no inline script', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(/;\s*/)
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    const remotes = ['http://127.0.0.1:1', 'http://127.0.0.1:7', 'http://127.0.0.1:9'];
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')).toEqual(["'self'", ...remotes]);
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.council.example', ...remotes]);
    expect(directive('style-src')).toEqual(["'self'", ...remotes]);
    expect(directive('font-src')).toEqual(["'self'", 'data:', ...remotes]);
    expect(directive('frame-src')).toEqual(["'self'", 'blob:']);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe');
  });
});

describe('a host', () => {
  beforeEach(() => serve('host'));

  it('embeds the configuration in the page and revalidates it', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      `<script id="site-config" type="application/json">${JSON.stringify(config)}</script>`,
    );
  });

  it('answers /config.json from the environment', async () => {
    const response = await app.inject({ url: '/config.json' });
    expect(response.json()).toEqual(config);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/notice', '/tender-details?id=3', '/edit/notice', '/assets'])(
    'answers the deep link %s with the page',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="site-config"');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  // The shell's account pages (issue 15); the mailed links carry a token in their address.
  it.each([
    '/register',
    '/verify-email?token=abc',
    '/forgot-password',
    '/reset-password?token=abc',
  ])(
    'answers the account page %s with the page, its address kept from other sites',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="site-config"');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/missing.js', '/main.00000000.js', '/assets/gone.png'])(
    'answers a missing file %s with 404',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
    },
  );

  it('keeps hashed files for a year and does not open itself to other origins', async () => {
    const response = await app.inject({ url: '/main.1a2b3c4d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['PUT', 'DELETE', 'PATCH'] as const)(
    'does not answer %s with the page',
    async (method) => {
      const response = await app.inject({ method, url: '/notice' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('id="site-config"');
    },
  );

  it('sends a form posted before the scripts ran back to its page, reading nothing of it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login?as=citizen',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=asha%40example.in&password=secret',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?as=citizen');
    expect(response.body).not.toContain('secret');
  });

  it('answers a post to a file with 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/main.1a2b3c4d.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a remote', () => {
  beforeEach(() => serve('remote'));

  it.each(['/remoteEntry.js', '/mf-manifest.json', '/screens.json'])(
    'serves %s to any origin, revalidated',
    async (url) => {
      const response = await app.inject({ url, headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps hashed chunks and styles for a year', async () => {
    for (const url of ['/main.1a2b3c4d.js', '/main.1a2b3c4d.css', '/assets/logo.0f0f0f0f.png']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control']).toBe(LONG_CACHE);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('never sends Cross-Origin-Resource-Policy: same-origin, even on a 404', async () => {
    const response = await app.inject({ url: '/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('compression', () => {
  beforeEach(() => serve('host'));

  it('sends brotli when asked', async () => {
    const response = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('xxxx');
  });

  it('sends gzip when asked', async () => {
    const response = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('xxxx');
  });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body), 'var fromTheBuildBr;'],
    ['gzip', (body: Buffer) => gunzipSync(body), 'var fromTheBuildGz;'],
  ] as const)(
    'sends the build’s own %s copy where there is one',
    async (encoding, decode, text) => {
      const response = await app.inject({
        url: '/vendor.9a8b7c6d.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(text);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(LONG_CACHE);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('sends plain bytes to a client that asks for none', async () => {
    const response = await app.inject({ url: '/main.1a2b3c4d.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

/** The status of GET `rawPath` over a socket, the path sent as it is (inject normalises it). */
async function statusOverSocket(rawPath: string): Promise<number | undefined> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

describe.each([
  ['host', SHELL_FILES],
  ['remote', REMOTE_FILES],
] as const)('a %s with a server bundle', (kind, files) => {
  beforeEach(() => serve(kind, { ...files, 'server/chunk.1a2b3c4d.js': 'var serverChunk;' }));

  it.each(['/server/first-screen.js', '/server/chunk.1a2b3c4d.js', '//server/first-screen.js'])(
    'does not serve %s',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
    },
  );

  it.each([
    '/./server/first-screen.js',
    '/%2e/server/first-screen.js',
    '/assets/../server/first-screen.js',
    '/assets/%2e%2e/server/first-screen.js',
  ])('does not serve it as %s either', async (rawPath) => {
    expect(await statusOverSocket(rawPath)).toBe(404);
  });
});

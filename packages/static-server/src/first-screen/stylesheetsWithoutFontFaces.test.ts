import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LONG_CACHE } from '../cachePolicy';
import { buildServer } from '../server';
import { siteConfigFromEnv } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import { UNREACHABLE_REMOTES } from '../testing/unreachableRemotes';
import { FONT_FACES_INLINED } from './criticalStyles';

// As the build writes the shell's stylesheet: its rules, and the Devanagari face among them.
const SHELL_CSS =
  '.shell-header{color:#0b4f8a}' +
  "@font-face {\n  font-family: 'Noto Sans Devanagari';\n  src: url(/assets/noto.woff2) format('woff2');\n}\n" +
  '.shell-footer{padding:2rem}' +
  // Long enough to be worth compressing.
  `/* ${'x'.repeat(2000)} */`;

const config = siteConfigFromEnv({
  API_URL: 'https://api.council.example',
  ...UNREACHABLE_REMOTES,
});
let app: FastifyInstance;
let remove: () => void;

beforeEach(async () => {
  const built = makeBuiltApp({ 'shell.0a1b2c3d.css': SHELL_CSS });
  remove = built.remove;
  app = await buildServer({ kind: 'remote', root: built.root, config });
});

afterEach(async () => {
  await app.close();
  remove();
});

describe('a stylesheet asked without its @font-face rules', () => {
  it('comes with its other rules, kept for a year like the file', async () => {
    const response = await app.inject({ url: `/shell.0a1b2c3d.css?${FONT_FACES_INLINED}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.body).not.toContain('@font-face');
    expect(response.body).toMatch(
      /^\.shell-header\{color:#0b4f8a\}\s*\.shell-footer\{padding:2rem\}/,
    );
  });

  it('is compressed for a browser that asks', async () => {
    const response = await app.inject({
      url: `/shell.0a1b2c3d.css?${FONT_FACES_INLINED}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('.shell-footer');
  });

  it('leaves the file as it is for every other page', async () => {
    const response = await app.inject({ url: '/shell.0a1b2c3d.css' });
    expect(response.body).toBe(SHELL_CSS);
  });

  it.each([
    `/gone.0a1b2c3d.css?${FONT_FACES_INLINED}`,
    `/%2e%2e/outside.css?${FONT_FACES_INLINED}`,
  ])('answers %s, which the site does not have, with 404', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
  });
});

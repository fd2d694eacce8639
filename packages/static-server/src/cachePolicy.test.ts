import { cacheControlFor, LONG_CACHE, REVALIDATE } from './cachePolicy';

describe('cacheControlFor', () => {
  it.each([
    '/main.1a2b3c4d.js',
    '/212.deadbeef.css',
    '/assets/logo.0f0f0f0f.png',
    '/x.abcdef12.js.map',
  ])('keeps the content-hashed file %s for a year', (pathname) =>
    expect(cacheControlFor(pathname, 200)).toBe(LONG_CACHE),
  );

  it.each([
    '/',
    '/index.html',
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/screens.json',
    '/config.json',
    '/favicon.ico',
    '/notice',
  ])('revalidates %s on every use', (pathname) =>
    expect(cacheControlFor(pathname, 200)).toBe(REVALIDATE),
  );

  it('never keeps an error for long', () => {
    expect(cacheControlFor('/main.1a2b3c4d.js', 404)).toBe(REVALIDATE);
  });
});

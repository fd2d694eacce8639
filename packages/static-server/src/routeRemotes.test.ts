import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRouteRemotes, remoteEntryFor, ROUTE_REMOTES_FILE } from './routeRemotes';
import { siteConfigFromEnv } from './siteConfig';

const config = siteConfigFromEnv({ PUBLIC_SITE_URL: 'https://www.council.example/public' });
const routes = { '/': 'public_site', '/home': 'public_site', '/notice': 'public_site' } as const;

describe('remoteEntryFor', () => {
  it.each(['/home', '/HOME', '/home/', '/'])('names the public site entry for %s', (pathname) => {
    expect(remoteEntryFor(pathname, routes, config)).toBe(
      'https://www.council.example/public/remoteEntry.js',
    );
  });

  it.each(['/dashboard', '/login', '/homes', '/constructor', '/__proto__'])(
    'names none for %s',
    (pathname) => {
      expect(remoteEntryFor(pathname, routes, config)).toBeUndefined();
    },
  );
});

describe('readRouteRemotes', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'route-remotes-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const write = (text: string) => writeFileSync(path.join(root, ROUTE_REMOTES_FILE), text);

  it('reads the map the shell build wrote', () => {
    write(JSON.stringify(routes));
    expect(readRouteRemotes(root)).toEqual(routes);
  });

  it('keys the paths as the router matches them', () => {
    write('{"/Tender-Details/":"public_site"}');
    expect(readRouteRemotes(root)).toEqual({ '/tender-details': 'public_site' });
  });

  it('is empty for a build without one', () => {
    expect(readRouteRemotes(root)).toEqual({});
  });

  it('stops the server on a remote it does not know', () => {
    write('{"/home":"weather_site"}');
    expect(() => readRouteRemotes(root)).toThrow('unknown remote for /home: weather_site');
  });

  it('stops the server on a map that is not an object', () => {
    write('["/home"]');
    expect(() => readRouteRemotes(root)).toThrow('must hold one JSON object');
  });
});

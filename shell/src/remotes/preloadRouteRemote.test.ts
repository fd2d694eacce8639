import { preloadRouteRemote } from './preloadRouteRemote';

const REMOTES = {
  public_site: 'https://www.example.in/public/remoteEntry.js',
  admin_console: 'https://admin.example.in/remoteEntry.js',
  citizen_portal: 'https://citizen.example.in/remoteEntry.js',
};

function pageWithConfig(config: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (config !== null) {
    const script = doc.createElement('script');
    script.id = 'site-config';
    script.type = 'application/json';
    script.textContent = config;
    doc.head.append(script);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

describe('preloading the remote of the route being opened', () => {
  const configured = () => pageWithConfig(JSON.stringify({ apiBaseUrl: '/', remotes: REMOTES }));

  it.each([
    ['/home', REMOTES.public_site],
    ['/Notice/', REMOTES.public_site],
    ['/viewgrievance', REMOTES.public_site],
  ])('%s preloads its remote entry as a script', (path, entry) => {
    const doc = configured();
    expect(preloadRouteRemote(path, doc)).toBe(entry);
    expect(preloads(doc)).toEqual([['script', entry]]);
  });

  it.each(['/login', '/no-such-page', '/dashboard', '/inquiry'])('%s preloads nothing', (path) => {
    const doc = configured();
    expect(preloadRouteRemote(path, doc)).toBeNull();
    expect(preloads(doc)).toEqual([]);
  });

  it.each([
    ['no embedded configuration (development)', null],
    ['a configuration that is not JSON', '{remotes:'],
    ['a remote address that is not text', JSON.stringify({ remotes: { public_site: 7 } })],
  ])('preloads nothing with %s', (_case, config) => {
    const doc = pageWithConfig(config);
    expect(preloadRouteRemote('/home', doc)).toBeNull();
    expect(preloads(doc)).toEqual([]);
  });
});

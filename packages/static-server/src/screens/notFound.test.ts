import type { RemoteName } from '@council/site-config/node';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import { siteConfigFromEnv, type SiteConfig } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import { aScreen, PublishingRemote } from '../testing/publishingRemote';
import { UNREACHABLE_REMOTES } from '../testing/unreachableRemotes';

// The host's answer to an address: the page with 200 for a page of the site, the page with 404
// (the shell shows its not-found screen) for an address outside the table of screens and the
// shell's own routes, and a plain 404 for a missing file.

const PAGE =
  '<html><head><title>Nagar Parishad</title></head><body><div id="root"></div></body></html>';

let started: PublishingRemote[] = [];
let host: FastifyInstance;
let removeHost: () => void;

async function remote(name: RemoteName, screens: ReturnType<typeof aScreen>[]) {
  const one = await new PublishingRemote().start({ remote: name, screens });
  started.push(one);
  return one;
}

/** The host, with the remotes `entries` names and the others unreachable. */
async function serveHost(entries: Partial<Record<RemoteName, string>>) {
  const config: SiteConfig = siteConfigFromEnv(UNREACHABLE_REMOTES);
  const built = makeBuiltApp({ 'index.html': PAGE });
  removeHost = built.remove;
  host = await buildServer({
    kind: 'host',
    root: built.root,
    config: { ...config, remotes: { ...config.remotes, ...entries } },
  });
}

/** Every remote up, each publishing its screens (signed-in ones among them). */
async function wholeSite() {
  const publicSite = await remote('public_site', [aScreen('/'), aScreen('/currenttender')]);
  const admin = await remote('admin_console', [
    aScreen('/dashboard', './Dashboard', { access: ['admin'] }),
  ]);
  const citizen = await remote('citizen_portal', [
    aScreen('/inquiry', './Inquiry', { access: ['user'] }),
  ]);
  await serveHost({
    public_site: publicSite.entry,
    admin_console: admin.entry,
    citizen_portal: citizen.entry,
  });
  return { publicSite, admin, citizen };
}

afterEach(async () => {
  await host.close();
  removeHost();
  await Promise.all(started.map((one) => one.stop().catch(() => undefined)));
  started = [];
});

describe('a host that knows every remote’s screens', () => {
  beforeEach(wholeSite);

  it('answers an address of no page with 404 and the page, which shows not-found', async () => {
    const response = await host.inject({ url: '/no-such-page?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="site-config"');
    expect(response.body).toContain('<title>Sundarpur Nagar Parishad</title>');
  });

  it('answers HEAD of an address of no page with 404 too', async () => {
    expect((await host.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it.each([
    ['/', 'the root'],
    ['/currenttender', 'a public screen'],
    ['/CurrentTender/', 'a public screen, as a reader may type it'],
    ['/dashboard', 'a signed-in screen (its guard sends a visitor to sign in)'],
    ['/inquiry?page=2', "a citizen's screen"],
    ['/login?as=citizen', "the shell's sign-in"],
    ['/register', "one of the shell's account pages"],
    ['/index.html', "the app's page itself"],
  ])('answers %s, %s, with 200', async (url) => {
    const response = await host.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="site-config"');
  });

  it('titles a screen’s page after it, then the council', async () => {
    const { body } = await host.inject({ url: '/currenttender' });
    expect(body).toContain('<title>/currenttender - Sundarpur Nagar Parishad</title>');
  });

  it.each(['/missing.js', '/no-such-page.html'])(
    'keeps a missing file %s a plain 404',
    async (url) => {
      const response = await host.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
      expect(response.body).toBe('Not Found');
    },
  );
});

describe('a host whose remote is down', () => {
  it('keeps the screens it read before: they stay pages, and an unknown path stays 404', async () => {
    const { admin } = await wholeSite();
    expect((await host.inject({ url: '/dashboard' })).statusCode).toBe(200);
    await admin.stop();
    expect((await host.inject({ url: '/dashboard' })).statusCode).toBe(200);
    expect((await host.inject({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers 200 while a remote’s screens have never been read: no false 404', async () => {
    const publicSite = await remote('public_site', [aScreen('/currenttender')]);
    // The console and the portal are unreachable from the start.
    await serveHost({ public_site: publicSite.entry });
    expect((await host.inject({ url: '/dashboard' })).statusCode).toBe(200);
    expect((await host.inject({ url: '/no-such-page' })).statusCode).toBe(200);
  });
});

describe('a host whose remote is redeployed', () => {
  it('answers 404 for a screen the remote no longer declares', async () => {
    const { publicSite } = await wholeSite();
    expect((await host.inject({ url: '/currenttender' })).statusCode).toBe(200);
    publicSite.redeploy(JSON.stringify({ remote: 'public_site', screens: [aScreen('/')] }));
    expect((await host.inject({ url: '/currenttender' })).statusCode).toBe(404);
  });
});

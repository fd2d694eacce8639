import { SESSION_STORAGE_KEY } from '@council/shared-auth/stored-session';
import { SITE_SCREENS } from '../testing/siteScreens';
import { startedScreensArrived, takeScreen } from './federation';
import { takeFirstCall } from './firstCall';
import { startRouteScreen } from './startRouteScreen';
import {
  provideRemoteModule,
  registeredPlugins,
  registeredRemotes,
  resetRemoteModules,
} from './testing/federationRuntimeStub';

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

const API = 'https://api.example.in';
const configured = (screens: unknown = SITE_SCREENS) =>
  pageWithConfig(JSON.stringify({ apiBaseUrl: `${API}/`, remotes: REMOTES, screens }));

/** localStorage as the session store leaves it: a session of `role` ending `msLeft` from now. */
function keptSession(role: 'admin' | 'user' | null, msLeft = 60_000) {
  const value =
    role === null
      ? null
      : JSON.stringify({
          state: { token: 'a.b.c', role, expiresAt: Date.now() + msLeft },
          version: 1,
        });
  return { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? value : null) };
}

function Screen() {
  return null;
}

describe('starting the screen of the route being opened', () => {
  const network = jest.fn(async () => new Response('{"items":[]}', { status: 200 }));

  beforeEach(() => {
    resetRemoteModules();
    registeredRemotes.splice(0);
    takeFirstCall();
    network.mockClear();
    globalThis.fetch = network;
  });

  it.each([
    ['/home', 'public_site/Home'],
    ['/Notice/', 'public_site/Documents'],
    ['/viewgrievance', 'public_site/Complaints'],
  ])('%s starts loading %s, and its first render takes that load', async (path, id) => {
    const load = jest.fn(async () => ({ default: Screen }));
    provideRemoteModule(id, load);
    const [remote, name] = id.split('/') as ['public_site', string];

    expect(startRouteScreen(path, configured())).toBe(`${remote}/./${name}`);
    expect(registeredRemotes.map((entry) => entry.name)).toEqual(Object.keys(REMOTES));
    expect(registeredPlugins.map((plugin) => plugin.name)).toEqual(['council-stepwise-loading']);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);

    await expect(takeScreen(remote, `./${name}`)).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(1);
    // A retry after a failure must reach the network again: the started load is given once.
    await takeScreen(remote, `./${name}`);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed start for the screen to report, without an unhandled rejection', async () => {
    const failure = new Error('public-site is down');
    provideRemoteModule('public_site/Home', () => Promise.reject(failure));
    startRouteScreen('/home', configured());
    await expect(takeScreen('public_site', './Home')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      cause: failure,
    });
  });

  it('tells when the started screen has arrived, for hydration to wait on', async () => {
    let arrive: (module: { default: typeof Screen }) => void = () => undefined;
    provideRemoteModule('public_site/Home', () => new Promise((resolve) => (arrive = resolve)));
    startRouteScreen('/home', configured());
    let arrived = false;
    const waiting = startedScreensArrived().then(() => (arrived = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(arrived).toBe(false);
    arrive({ default: Screen });
    await waiting;
    expect(arrived).toBe(true);
    await takeScreen('public_site', './Home');
  });

  it("starts a screen the table has gained since the shell's build", () => {
    provideRemoteModule('public_site/Documents', async () => ({ default: Screen }));
    const added = { path: '/tenders-2026', module: './Documents', props: { kind: 'notice' } };
    const screens = [
      ...SITE_SCREENS,
      { ...added, access: 'public', title: { en: 'Tenders 2026' }, remote: 'public_site' },
    ];
    expect(startRouteScreen('/tenders-2026', configured(screens))).toBe('public_site/./Documents');
  });

  it.each([
    ['no table of screens', null],
    ['a table that is not a list', 'screens'],
    ['entries that are not screens', [7, null, { module: './Home' }]],
  ])('registers the remotes but starts no screen with %s', (_case, screens) => {
    expect(startRouteScreen('/home', configured(screens))).toBeNull();
    expect(registeredRemotes).toHaveLength(3);
  });

  it.each(['/login', '/no-such-page', '/dashboard', '/inquiry'])(
    '%s registers the remotes but starts no screen without a session',
    (path) => {
      expect(startRouteScreen(path, configured(), keptSession(null))).toBeNull();
      expect(registeredRemotes).toHaveLength(3);
    },
  );

  it.each([
    ['admin', '/editnotice', 'admin_console/./NoticeEditor'],
    ['admin', '/Dashboard/', 'admin_console/./Dashboard'],
    ['user', '/inquiry', 'citizen_portal/./Complaints'],
  ] as const)("with an %s's session kept in the browser, %s starts %s", (role, path, started) => {
    const [remote, module] = started.split('/./') as ['admin_console', string];
    provideRemoteModule(`${remote}/${module}`, async () => ({ default: Screen }));
    expect(startRouteScreen(path, configured(), keptSession(role))).toBe(started);
  });

  it.each([
    ['admin', '/editnotice?page=3', `${API}/api/v2/admin/notices?page=3`],
    ['admin', '/dashboard', `${API}/api/v2/admin/complaint-counts`],
    ['user', '/inquiry', `${API}/api/v2/user/complaints?page=1&size=20`],
  ] as const)("with an %s's session, %s sends its first call at once", async (role, path, url) => {
    provideRemoteModule('admin_console/NoticeEditor', async () => ({ default: Screen }));
    startRouteScreen(path, configured(), keptSession(role));
    expect(network).toHaveBeenCalledWith(url, {
      headers: expect.objectContaining({ Authorization: 'Bearer a.b.c' }) as unknown,
    });
    const call = takeFirstCall();
    expect(call).toMatchObject({ url, token: 'a.b.c' });
    await expect(call?.answer).resolves.toEqual({ status: 200, body: '{"items":[]}' });
  });

  it('sends no first call when the page came rendered for that session, its answer inside', () => {
    const page = configured();
    page.body.innerHTML = '<div id="root" data-rendered-for="admin"><table></table></div>';
    startRouteScreen('/editnotice', page, keptSession('admin'));
    expect(network).not.toHaveBeenCalled();
  });

  it('still sends it when the page came rendered for another role', () => {
    const page = configured();
    page.body.innerHTML = '<div id="root" data-rendered-for="user"><table></table></div>';
    startRouteScreen('/editnotice', page, keptSession('admin'));
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('gives a failed first call as no answer, for the screen to ask again', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startRouteScreen('/inquiry', configured(), keptSession('user'));
    await expect(takeFirstCall()?.answer).resolves.toBeNull();
  });

  it.each([
    ['a public screen', '/notice', keptSession('admin')],
    ['no session', '/dashboard', keptSession(null)],
    ['an ended session', '/dashboard', keptSession('admin', -1000)],
  ])('sends no first call for %s', (_case, path, storage) => {
    startRouteScreen(path, configured(), storage);
    expect(network).not.toHaveBeenCalled();
    expect(takeFirstCall()).toBeNull();
  });

  it.each([
    ['user', '/editnotice'],
    ['admin', '/inquiry'],
    ['expired admin', '/dashboard'],
  ])("with an %s's session kept in the browser, %s starts nothing", (who, path) => {
    const role = who.replace('expired ', '') as 'admin' | 'user';
    const storage = keptSession(role, who.startsWith('expired') ? -1000 : 60_000);
    expect(startRouteScreen(path, configured(), storage)).toBeNull();
  });

  it.each([
    ['no embedded configuration (development)', null],
    ['a configuration that is not JSON', '{remotes:'],
    [
      'a remote address that is not text',
      JSON.stringify({ remotes: { ...REMOTES, public_site: 7 } }),
    ],
  ])('does nothing with %s', (_case, config) => {
    expect(startRouteScreen('/home', pageWithConfig(config))).toBeNull();
    expect(registeredRemotes).toEqual([]);
  });
});

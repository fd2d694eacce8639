const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { appOptions, portVariable } = require('./appDeclaration');

const appDir = (app) => path.join(__dirname, '..', '..', app);

describe("an app's declaration in its package.json", () => {
  it.each([
    ['shell', 'shell', 'host', 3000, 'Nagar Parishad', './src/first-screen/serverEntry.tsx'],
    [
      'public-site',
      'public_site',
      'remote',
      3001,
      'Public site (stand-alone)',
      './src/first-screen/serverEntry.tsx',
    ],
    [
      'admin-console',
      'admin_console',
      'remote',
      3002,
      'Admin console (stand-alone)',
      './src/first-screen/serverEntry.tsx',
    ],
    [
      'citizen-portal',
      'citizen_portal',
      'remote',
      3003,
      'Citizen portal (stand-alone)',
      './src/first-screen/serverEntry.tsx',
    ],
  ])('%s: %s, a %s on port %d titled %s', (app, name, kind, port, title, serverEntry) => {
    expect(appOptions(appDir(app), {})).toMatchObject({
      dir: appDir(app),
      name,
      kind,
      port,
      title,
      serverEntry,
    });
  });

  it('moves to the port of its *_PORT variable', () => {
    expect(portVariable('citizen_portal')).toBe('CITIZEN_PORTAL_PORT');
    expect(appOptions(appDir('public-site'), { PUBLIC_SITE_PORT: '9301' }).port).toBe(9301);
    expect(appOptions(appDir('shell'), { SHELL_PORT: '9300' }).port).toBe(9300);
  });

  it('gives the dev server a /config.json for the host only', () => {
    expect(appOptions(appDir('shell'), {}).setupMiddlewares).toEqual(expect.any(Function));
    expect(appOptions(appDir('admin-console'), {})).not.toHaveProperty('setupMiddlewares');
  });

  it('fails the build when it is missing or names an unknown app', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'council-app-'));
    try {
      const declare = (council) =>
        writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', council }));
      declare(undefined);
      expect(() => appOptions(dir, {})).toThrow(/must declare "council"/);
      declare({ federationName: 'publicSite', kind: 'remote' });
      expect(() => appOptions(dir, {})).toThrow(/one of shell, public_site/);
      declare({ federationName: 'public_site', kind: 'guest' });
      expect(() => appOptions(dir, {})).toThrow(/"kind": "host" or "remote"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the host's dev server", () => {
  // Remotes at an address that refuses at once: the table then holds no remote screens.
  const unreachable = 'http://127.0.0.1:9';
  const env = {
    API_URL: 'http://api.example',
    PUBLIC_SITE_URL: unreachable,
    ADMIN_CONSOLE_URL: unreachable,
    CITIZEN_PORTAL_URL: unreachable,
  };
  let saved;
  beforeEach(() => {
    saved = process.env;
    process.env = { ...saved, ...env };
  });
  afterEach(() => {
    process.env = saved;
  });

  it('answers /config.json with the site config and the merged screens, as the server does', async () => {
    const routes = {};
    const devServer = { app: { get: (route, handler) => (routes[route] = handler) } };
    const middlewares = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { setupMiddlewares } = appOptions(appDir('shell'), {});
    expect(setupMiddlewares(middlewares, devServer)).toBe(middlewares);

    const answer = await new Promise((resolve, reject) =>
      routes['/config.json']({}, { json: resolve }, reject),
    );
    expect(answer).toMatchObject({ apiBaseUrl: 'http://api.example', screens: [] });
    expect(answer.remotes.public_site).toContain(unreachable);
    warn.mockRestore();
  });
});

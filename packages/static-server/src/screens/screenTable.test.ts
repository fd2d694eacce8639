import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteName } from '@council/site-config/node';
import type { FastifyBaseLogger } from 'fastify';
import { buildServer } from '../server';
import { siteConfigFromEnv, type SiteConfig } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import { aScreen, PublishingRemote } from '../testing/publishingRemote';
import { UNREACHABLE_REMOTES } from '../testing/unreachableRemotes';
import { createScreenTable } from './screenTable';

const screen = (path: string, module?: string) => aScreen(path, module);

const remotes: PublishingRemote[] = [];
async function remote(name: RemoteName, screens: ReturnType<typeof screen>[]) {
  const started = await new PublishingRemote().start({ remote: name, screens });
  remotes.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(remotes.splice(0).map((r) => r.stop().catch(() => undefined)));
});

function configWith(entries: Partial<Record<RemoteName, string>>): SiteConfig {
  const config = siteConfigFromEnv(UNREACHABLE_REMOTES);
  return { ...config, remotes: { ...config.remotes, ...entries } };
}

function fakeLog() {
  const warn = jest.fn();
  const log = { warn, info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
  // The remotes a test does not start are unreachable (UNREACHABLE_REMOTES): not its subject.
  const messages = () =>
    warn.mock.calls
      .map((call) => call[call.length - 1] as string)
      .filter(
        (message) => !message.endsWith('could not be reached, keeping its last known 0 screens'),
      );
  return { log, messages };
}

/**
 * A table with room to read: on a loaded CI machine a jest process's first fetches took longer
 * than a page load's SCREENS_LIMIT_MS (300 ms), and a running remote counted as unreachable. The
 * limit itself is the subject of 'does not wait on a remote that does not answer'.
 */
const screenTableOf = (config: SiteConfig, log: FastifyBaseLogger) =>
  createScreenTable(config, log, 5_000);

const paths = (screens: { remote: string; path: string }[]) =>
  screens.map((s) => `${s.remote} ${s.path}`);

describe("the host's table of screens", () => {
  it("holds every remote's published screens and asks again with If-None-Match", async () => {
    const publicSite = await remote('public_site', [screen('/'), screen('/notice', './Documents')]);
    const admin = await remote('admin_console', [screen('/dashboard')]);
    const { log } = fakeLog();
    const table = screenTableOf(
      configWith({ public_site: publicSite.entry, admin_console: admin.entry }),
      log,
    );
    expect(paths(await table.current())).toEqual([
      'public_site /',
      'public_site /notice',
      'admin_console /dashboard',
    ]);
    expect(paths(await table.current())).toHaveLength(3);
    expect(publicSite.statuses).toEqual([200, 304]);
  });

  it('sees a redeployed list on the next page load, without a restart', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const table = screenTableOf(configWith({ public_site: publicSite.entry }), fakeLog().log);
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    publicSite.redeploy(
      JSON.stringify({ remote: 'public_site', screens: [screen('/notice'), screen('/wards')] }),
    );
    expect(paths(await table.current())).toEqual(['public_site /notice', 'public_site /wards']);
  });

  it('keeps the last known list of a remote that answers garbage, warning once', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const { log, messages } = fakeLog();
    const table = screenTableOf(configWith({ public_site: publicSite.entry }), log);
    await table.current();
    publicSite.redeploy('<html>not a list</html>');
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    publicSite.redeploy('{"screens": 7}');
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    expect(messages()).toEqual([
      "public_site's screens.json is not a list of screens, keeping its last known 1 screens",
    ]);
    publicSite.redeploy(JSON.stringify({ screens: [screen('/holidays')] }));
    expect(paths(await table.current())).toEqual(['public_site /holidays']);
    expect(messages().at(-1)).toBe("public_site's screens are read again");
  });

  it('keeps the last known list of a remote that is down, warning once', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const { log, messages } = fakeLog();
    const table = screenTableOf(configWith({ public_site: publicSite.entry }), log);
    await table.current();
    await publicSite.stop();
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    expect(messages()).toEqual([
      "public_site's screens could not be reached, keeping its last known 1 screens",
    ]);
  });

  // A remote that is starting or busy: it takes the connection and answers nothing, or sends
  // its headers and then no body.
  const stalledRemotes: [string, () => Server][] = [
    ['does not answer', () => createServer(() => undefined)],
    [
      'sends its headers and then nothing',
      () =>
        createServer((_request, response) => {
          response.writeHead(200, { 'content-type': 'application/json', 'content-length': '999' });
          response.write('{"remote": "citizen_portal", ');
        }),
    ],
  ];

  it.each(stalledRemotes)('does not wait on a remote that %s', async (_case, stalled) => {
    const silent = stalled();
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const publicSite = await remote('public_site', [screen('/notice')]);
    const table = createScreenTable(
      configWith({
        public_site: publicSite.entry,
        citizen_portal: `http://127.0.0.1:${port}/remoteEntry.js`,
      }),
      fakeLog().log,
      100,
    );
    const started = Date.now();
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    expect(Date.now() - started).toBeLessThan(1_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is complete once every remote’s list has been read, and stays so while one is down', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const admin = await remote('admin_console', [screen('/dashboard')]);
    const citizen = await remote('citizen_portal', [screen('/inquiry')]);
    const table = screenTableOf(
      configWith({
        public_site: publicSite.entry,
        admin_console: admin.entry,
        citizen_portal: citizen.entry,
      }),
      fakeLog().log,
    );
    expect(table.isComplete()).toBe(false);
    await table.current();
    expect(table.isComplete()).toBe(true);
    await citizen.stop();
    expect(paths(await table.current())).toContain('citizen_portal /inquiry');
    expect(table.isComplete()).toBe(true);
  });

  it('is not complete while a remote’s list has never been read', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    // The two others are unreachable (UNREACHABLE_REMOTES).
    const table = screenTableOf(configWith({ public_site: publicSite.entry }), fakeLog().log);
    await table.current();
    expect(table.isComplete()).toBe(false);
  });

  it("refuses /login and another remote's path, logging each refusal once", async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const citizen = await remote('citizen_portal', [
      screen('/login'),
      screen('/Notice', './Theirs'),
      screen('/inquiry'),
    ]);
    const { log, messages } = fakeLog();
    const table = screenTableOf(
      configWith({ public_site: publicSite.entry, citizen_portal: citizen.entry }),
      log,
    );
    expect(paths(await table.current())).toEqual([
      'public_site /notice',
      'citizen_portal /inquiry',
    ]);
    await table.current();
    expect(messages()).toEqual([
      'citizen_portal: screen /login refused: the shell serves that path itself.',
      'citizen_portal: screen /Notice refused: public_site already serves that path.',
    ]);
  });

  it('leaves a path with its earlier owner when another remote is redeployed claiming it', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const admin = await remote('admin_console', [screen('/reports')]);
    const { log, messages } = fakeLog();
    const table = screenTableOf(
      configWith({ public_site: publicSite.entry, admin_console: admin.entry }),
      log,
    );
    await table.current();
    // public_site comes first in the configuration, yet admin_console held /reports first.
    publicSite.redeploy(
      JSON.stringify({ remote: 'public_site', screens: [screen('/notice'), screen('/reports')] }),
    );
    expect(paths(await table.current())).toEqual(['public_site /notice', 'admin_console /reports']);
    expect(messages()).toEqual([
      'public_site: screen /reports refused: admin_console already serves that path.',
    ]);
  });

  it('logs the entries of a list it refuses, and keeps the rest', async () => {
    const publicSite = await remote('public_site', [screen('/notice'), screen('no-slash')]);
    const { log, messages } = fakeLog();
    const table = screenTableOf(configWith({ public_site: publicSite.entry }), log);
    expect(paths(await table.current())).toEqual(['public_site /notice']);
    await table.current();
    expect(messages()).toEqual(["public_site: screen no-slash refused: path must start with '/'."]);
  });
});

describe("a host's page and configuration", () => {
  it('carry the merged table and the screen’s title', async () => {
    const publicSite = await remote('public_site', [screen('/notice')]);
    const built = makeBuiltApp({
      'index.html': '<html><head><title>Nagar Parishad</title></head><body></body></html>',
    });
    const host = await buildServer({
      kind: 'host',
      root: built.root,
      config: configWith({ public_site: publicSite.entry }),
    });
    try {
      const config = (await host.inject({ url: '/config.json' })).json<SiteConfig>();
      expect(paths(config.screens)).toEqual(['public_site /notice']);
      const page = (await host.inject({ url: '/notice/' })).body;
      expect(page).toContain('<title>/notice - Sundarpur Nagar Parishad</title>');
      expect(page).toContain('"screens":[{"path":"/notice"');
      // The shell's own pages and a page of no screen: the browser adds what the page is.
      expect((await host.inject({ url: '/login' })).body).toContain(
        '<title>Sundarpur Nagar Parishad</title>',
      );
      expect((await host.inject({ url: '/nowhere' })).body).toContain(
        '<title>Sundarpur Nagar Parishad</title>',
      );
    } finally {
      await host.close();
      built.remove();
    }
  });
});

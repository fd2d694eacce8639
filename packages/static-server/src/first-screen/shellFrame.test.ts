import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { embedSiteConfig } from '../html';
import { buildServer } from '../server';
import { siteConfigFromEnv, type SiteConfig } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import {
  REMOTE_FILES,
  SCREEN_MARKER,
  SHELL_FILES,
  SHELL_INDEX_HTML,
} from '../testing/firstScreenBundles';

// The remote names its files from its own configuration; the host only needs to reach it.
const remoteConfig = siteConfigFromEnv({
  API_URL: 'https://api.council.example',
  PUBLIC_SITE_URL: 'https://www.council.example/public',
});
let remote: FastifyInstance;
let removeRemote: () => void;
let remoteEntry: string;

beforeAll(async () => {
  const built = makeBuiltApp(REMOTE_FILES);
  removeRemote = built.remove;
  remote = await buildServer({ kind: 'remote', root: built.root, config: remoteConfig });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  remoteEntry = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}/remoteEntry.js`;
});

afterAll(async () => {
  await remote.close();
  removeRemote();
});

/** The host's configuration, with public_site at `publicSiteEntry`. */
function hostConfig(publicSiteEntry: string): SiteConfig {
  const config = siteConfigFromEnv({ API_URL: 'https://api.council.example' });
  return { ...config, remotes: { ...config.remotes, public_site: publicSiteEntry } };
}

let host: FastifyInstance;
let removeHost: () => void;

async function serveHost(config: SiteConfig, files: Record<string, string> = SHELL_FILES) {
  const built = makeBuiltApp(files);
  removeHost = built.remove;
  host = await buildServer({ kind: 'host', root: built.root, config });
}

afterEach(async () => {
  await host.close();
  removeHost();
});

const PUBLIC_SITE_PATHS = ['/', '/wards/7', '/coming-soon', '/broken', '/frame-fails'];

/**
 * The page the browser renders alone: the build's page with the configuration embedded, naming
 * the entry of the route's remote (the fake shell bundle's public routes are public_site's).
 */
function plainPage(config: SiteConfig, url: string): string {
  const routeEntry = PUBLIC_SITE_PATHS.includes(url) ? config.remotes.public_site : undefined;
  return embedSiteConfig(SHELL_INDEX_HTML, config, routeEntry);
}

/** An address where nothing answers. */
async function deadEntry(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/remoteEntry.js`;
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
];

describe('a host whose public route’s remote renders its first screen', () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));

  it('sends the page with the frame and the remote’s screen, as they are, in #root', async () => {
    const response = await host.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root"><header data-api="https://api.council.example">Nagar Parishad</header>' +
        '<div class="page"><main><h1>Welcome</h1><p>Rates $& dues</p>' +
        '<img src="https://www.council.example/public/banner.png"></main></div>' +
        "<footer>$' 2026</footer></div>",
    );
    expect(response.body).not.toContain(SCREEN_MARKER);
    expect(response.body).toContain('<script id="site-config" type="application/json">');
  });

  it('asks the remote for the screen with the route’s props', async () => {
    const { body } = await host.inject({ url: '/wards/7' });
    expect(body).toContain('<main><h1>Ward 7</h1>');
  });

  it('embeds the answers the screen was rendered with, where no value can close the script', async () => {
    const { body } = await host.inject({ url: '/' });
    const match = /<script id="first-screen-calls" type="application\/json">(.*?)<\/script>/.exec(
      body,
    );
    expect(match?.[1]).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(JSON.parse(match?.[1] ?? '')).toEqual({
      '/notices': [{ title: 'Water cut </script><script>alert(1)</script>' }],
    });
    expect(body).not.toContain('<script>alert(1)');
  });

  it('styles the first paint with the screen’s and the shell’s stylesheets', async () => {
    const { body } = await host.inject({ url: '/' });
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="https://www.council.example/public/__federation_expose_Home.4bc6605a.css">' +
        '<link rel="stylesheet" href="https://www.council.example/public/2250.4bc6605a.css">',
    );
    expect(head).toContain('<link rel="stylesheet" href=/675.356ab508.css>');
    expect(body).not.toContain('as=style');
  });

  it('hands every script of the page to the loader, in order, and keeps none of its own', async () => {
    const { body } = await host.inject({ url: '/' });
    expect(body.match(/<script defer/g)).toEqual(['<script defer']);
    expect(body).toContain(
      '<script defer src="/first-screen-scripts.js"' +
        ` data-preloads="/main.1a2b3c4d.js /175.c99d3309.js ${remoteEntry}"` +
        ' data-scripts="/main.1a2b3c4d.js"></script></head>',
    );
    expect(body).not.toMatch(/<script defer src="?\/main/);
    expect(body).not.toMatch(/<link rel="?preload"? as="?script/);
  });

  it('serves the loader as JavaScript with the headers of every other answer', async () => {
    const page = await host.inject({ url: '/' });
    const response = await host.inject({ url: '/first-screen-scripts.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      readFileSync(path.join(__dirname, '../../browser/first-screen-scripts.js'), 'utf8'),
    );
    for (const name of SECURITY_HEADERS) {
      expect([name, response.headers[name]]).toEqual([name, page.headers[name]]);
    }
  });

  it.each([
    ['/dashboard', 'a path the frame does not render'],
    ['/coming-soon', 'a screen the remote leaves to the browser (404)'],
    ['/broken', 'a screen the remote cannot render now (503)'],
    ['/frame-fails', 'a frame whose render throws'],
  ])('sends the plain page on %s, %s', async (url) => {
    const response = await host.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(plainPage(hostConfig(remoteEntry), url));
    expect(response.body).toContain('<div id=root></div>');
  });
});

describe('a host whose remote is down', () => {
  let entry: string;
  beforeEach(async () => {
    entry = await deadEntry();
    await serveHost(hostConfig(entry));
  });

  it.each(['/', '/wards/7'])('still sends the plain page on %s', async (url) => {
    const response = await host.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(plainPage(hostConfig(entry), url));
    expect(response.body).toContain('<script defer src=/main.1a2b3c4d.js></script>');
  });

  it('says in its log that the page was left to the browser', async () => {
    const warn = jest.spyOn(host.log, 'warn');
    await host.inject({ url: '/wards/7' });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/wards/7' }),
      'first screen left to the browser',
    );
  });
});

describe("the remote entry a host's page preloads", () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));
  const preload = () => `<link rel="preload" as="script" href="${remoteEntry}">`;

  it.each(['/coming-soon', '/broken', '/frame-fails'])(
    "is the route's remote on %s, whose first screen is left to the browser",
    async (url) => {
      expect((await host.inject({ url })).body).toContain(preload());
    },
  );

  it.each(['/dashboard', '/login', '/index.html'])('is none on %s', async (url) => {
    expect((await host.inject({ url })).body).not.toContain('rel="preload"');
  });
});

describe('a host without a server bundle', () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry), { 'index.html': SHELL_INDEX_HTML }));

  it('preloads no remote entry, having no route table', async () => {
    expect((await host.inject({ url: '/' })).body).not.toContain('rel="preload"');
  });

  it('has no first-screen loader', async () => {
    const response = await host.inject({ url: '/first-screen-scripts.js' });
    expect(response.statusCode).toBe(404);
  });
});

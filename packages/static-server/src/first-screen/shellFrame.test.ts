import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { minify } from 'terser';
import { DEMO_COUNCIL, pageTitle, parseRemoteScreens } from '@council/site-config/node';
import type { FastifyInstance } from 'fastify';
import { embedSiteConfig, withDescription, withTitle } from '../html';
import { withSharing } from '../headTags';
import { buildServer } from '../server';
import { siteConfigFromEnv, type SiteConfig } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import { UNREACHABLE_REMOTES } from '../testing/unreachableRemotes';
import {
  REMOTE_FILES,
  REMOTE_SCREENS,
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
  const config = siteConfigFromEnv({
    API_URL: 'https://api.council.example',
    ...UNREACHABLE_REMOTES,
  });
  return { ...config, remotes: { ...config.remotes, public_site: publicSiteEntry } };
}

let host: FastifyInstance;
let removeHost: () => void;

let hostRoot: string;

async function serveHost(config: SiteConfig, files: Record<string, string> = SHELL_FILES) {
  const built = makeBuiltApp(files);
  removeHost = built.remove;
  hostRoot = built.root;
  host = await buildServer({ kind: 'host', root: built.root, config });
}

afterEach(async () => {
  await host.close();
  removeHost();
});

/** The host's table: the public site's screens, as it publishes them. */
const SCREENS = parseRemoteScreens(REMOTE_SCREENS, 'public_site').screens;

const COUNCIL = DEMO_COUNCIL.name;

/**
 * The page the browser renders alone: the build's page with the configuration (and the screen
 * table) embedded, titled after the screen (or the council alone), naming the entry of a public
 * screen's remote.
 */
function plainPage(config: SiteConfig, url: string): string {
  const screen = SCREENS.find(({ path }) => path === url);
  const routeEntry = screen?.access === 'public' ? config.remotes.public_site : undefined;
  const page = embedSiteConfig(SHELL_INDEX_HTML, { ...config, screens: SCREENS }, routeEntry);
  const title = screen ? pageTitle(screen.title.en, COUNCIL) : COUNCIL;
  const description = 'Official website of the council';
  // What a shared link's preview reads, as on every page of a host (the default site address).
  return withSharing(withDescription(withTitle(page, title), description), {
    title,
    description,
    url: `http://localhost:3000${url}`,
    type: 'website',
    siteName: COUNCIL,
    locale: 'en_IN',
  });
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
        "<footer>$' 2026, last changed 2026-03-01</footer></div>",
    );
    expect(response.body).not.toContain(SCREEN_MARKER);
    expect(response.body).toContain('<script id="site-config" type="application/json">');
  });

  it('titles the page after the item its screen names, escaped, then the council', async () => {
    const { body } = await host.inject({ url: '/tender' });
    expect(body).toContain(`<title>Lights &lt;&amp; poles> - ${COUNCIL}</title>`);
    expect(body).toContain('<main><h1>Tender Details</h1></main>');
  });

  it("describes an item's page by its item, for a shared link's preview", async () => {
    const { body, statusCode } = await host.inject({ url: '/notice-details?id=7&lang=en' });
    expect(statusCode).toBe(200);
    expect(body).toContain(`<title>Water cut &lt;ward 3> - ${COUNCIL}</title>`);
    // One line (its line break a space), cut at a word with an ellipsis, escaped.
    const [, description = ''] = /<meta name=description content="([^"]*)"/.exec(body) ?? [];
    expect(description).toMatch(/^Ward &quot;3&quot; &amp; 4 &lt;b> &lt;\/b> from ten .*…$/);
    expect(description.length).toBeLessThan(240);
    expect(body).toContain(
      `<meta property="og:title" content="Water cut &lt;ward 3> - ${COUNCIL}">`,
    );
    expect(body).toContain(`<meta property="og:description" content="${description}">`);
    expect(body).toContain(
      '<meta property="og:url" content="http://localhost:3000/notice-details?id=7">',
    );
    expect(body).toContain('<meta property="og:type" content="article">');
  });

  it('answers 404 for an item page whose screen found no item', async () => {
    const { body, statusCode } = await host.inject({ url: '/missing?id=9' });
    expect(statusCode).toBe(404);
    expect(body).toContain('<main><p>Not found</p></main>');
  });

  it('links a list page to its feed, in the reader’s language', async () => {
    const english = await host.inject({ url: '/notice' });
    expect(english.body).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Title of /notice - ${COUNCIL}" href="/feeds/notices.xml">`,
    );
    expect(english.body).toContain('<meta property="og:type" content="website">');
    const hindi = await host.inject({ url: '/notice?lang=hi' });
    expect(hindi.body).toContain('href="/feeds/notices.xml?lang=hi">');
    expect(hindi.body).toContain(
      '<meta property="og:url" content="http://localhost:3000/notice?lang=hi">',
    );
    expect((await host.inject({ url: '/wards/7' })).body).not.toContain('rel="alternate"');
  });

  it('titles the page after its route where the screen names no item', async () => {
    const { body } = await host.inject({ url: '/wards/7' });
    expect(body).toContain(`<title>Title of /wards/7 - ${COUNCIL}</title>`);
  });

  it('asks the remote for the screen with the route’s props', async () => {
    const { body } = await host.inject({ url: '/wards/7' });
    expect(body).toContain('<main><h1>Ward 7</h1>');
  });

  it('asks the remote for the screen at the page’s address, its query included', async () => {
    const { body } = await host.inject({ url: '/echo?page=2&status=Open' });
    expect(body).toContain('"location":"/echo?page=2&status=Open"');
    const plain = await host.inject({ url: '/echo' });
    expect(plain.body).toContain('"location":"/echo"');
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

  it('renders the frame with the screen’s answers: a read both show is one answer, on the page and in its cache', async () => {
    // The footer's last change is the screen's "Last updated" read. Read apart, the frame's could
    // be late or newer, and the browser, hydrating both from the one answer the page hands
    // over, would find the footer's markup not its own (React's #418).
    const { body } = await host.inject({ url: '/dated' });
    expect(body).toContain('<main><p>Last updated on 04/Mar/2026</p></main>');
    expect(body).toContain('last changed 2026-03-04</footer>');
    const [, calls = ''] =
      /<script id="first-screen-calls" type="application\/json">(.*?)<\/script>/.exec(body) ?? [];
    expect(JSON.parse(calls)).toEqual({
      queries: [
        { queryHash: '["public","last-updated"]', state: { data: { site: '2026-03-04' } } },
      ],
      mutations: [],
    });
  });

  it('puts the screen’s preloads into the page’s head', async () => {
    const { body } = await host.inject({ url: '/' });
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="https://www.council.example/public/banner.png"/>',
    );
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
    // The file, minified: the same code without its comments.
    const file = readFileSync(
      path.join(__dirname, '../../browser/first-screen-scripts.js'),
      'utf8',
    );
    expect(response.body).toBe((await minify(file)).code);
    expect(response.body).not.toContain('//');
    expect(response.body.length).toBeLessThan(file.length / 2);
    for (const name of SECURITY_HEADERS) {
      expect([name, response.headers[name]]).toEqual([name, page.headers[name]]);
    }
  });

  it.each([
    ['/dashboard', 'a path of no screen'],
    ['/coming-soon', 'a screen the remote leaves to the browser (404)'],
    ['/broken', 'a screen the remote cannot render now (503)'],
    ['/script-in-head', 'a screen whose head would carry more than links'],
    ['/frame-fails', 'a frame whose render throws'],
    ['/long-title', 'a screen whose title is longer than any page title'],
  ])('sends the plain page on %s, %s', async (url) => {
    const response = await host.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(plainPage(hostConfig(remoteEntry), url));
    expect(response.body).toContain('<div id=root></div>');
  });
});

describe("the shell's own page whose first screen its bundle renders (/sign-in)", () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));

  it('sends the frame with the page in it, titled by the bundle, with its answers', async () => {
    const response = await host.inject({ url: '/sign-in' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><header>Nagar Parishad</header><main><h1>Sign in</h1>',
    );
    expect(response.body).toContain(`<title>Sign in - ${COUNCIL}</title>`);
    expect(response.body).toContain('{"queries":[{"queryHash":"[\\"news\\"]"}],"mutations":[]}');
    // No remote's entry is preloaded: the page is the shell's alone.
    expect(response.body).not.toContain('<link rel="preload" as="script" href="http');
  });

  it('is rendered at the address’s query, without ?lang=', async () => {
    const { body } = await host.inject({ url: '/sign-in?as=citizen&lang=en' });
    expect(body).toContain('<p>For citizens</p>');
  });

  it('comes in the reader’s language', async () => {
    const { body } = await host.inject({
      url: '/sign-in',
      headers: { cookie: 'council-language=hi' },
    });
    expect(body).toContain('<div id="root" data-rendered-in="hi">');
    expect(body).toContain('<title>लॉग इन - ');
  });

  it('is left to the browser for someone signed in, as the bundle says', async () => {
    const { body } = await host.inject({
      url: '/sign-in',
      headers: { cookie: 'council-session=role%3Aadmin' },
    });
    expect(body).toContain('<div id=root></div>');
  });
});

describe('a first screen painted from its HTML alone', () => {
  // A remote that names its files by its own address, so the host can read its stylesheets.
  const SHELL_CSS = 'header{color:#0b4f8a}.shell-menu-open{display:block}';
  const SCREEN_CSS = 'h1{font-size:2rem}.ps-gallery{gap:1rem}';
  let styledRemote: FastifyInstance;
  let removeStyledRemote: () => void;
  let entry: string;

  beforeAll(async () => {
    const port = new URL(await deadEntry()).port;
    const built = makeBuiltApp({
      ...REMOTE_FILES,
      '__federation_expose_Home.4bc6605a.css': SCREEN_CSS,
      '2250.4bc6605a.css': '.page{display:flex}',
    });
    removeStyledRemote = built.remove;
    const config = siteConfigFromEnv({
      API_URL: 'https://api.council.example',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    });
    styledRemote = await buildServer({ kind: 'remote', root: built.root, config });
    await styledRemote.listen({ port: Number(port), host: '127.0.0.1' });
    entry = config.remotes.public_site;
  });

  afterAll(async () => {
    await styledRemote.close();
    removeStyledRemote();
  });

  beforeEach(() => serveHost(hostConfig(entry), { ...SHELL_FILES, '675.356ab508.css': SHELL_CSS }));

  it("holds the rules that style the page's elements, of the shell's and the screen's stylesheets", async () => {
    const { body } = await host.inject({ url: '/' });
    const css = /<style>(.*?)<\/style>/.exec(body)?.[1];
    expect(css).toBe('header{color:#0b4f8a}h1{font-size:2rem}.page{display:flex}');
  });

  it("compiles the shell's stylesheets as it starts, not in the first reader's page", async () => {
    rmSync(path.join(hostRoot, '675.356ab508.css'));
    const { body } = await host.inject({ url: '/' });
    expect(/<style>(.*?)<\/style>/.exec(body)?.[1]).toContain('header{color:#0b4f8a}');
  });

  it('hands every stylesheet to the loader, and links each where scripts are off', async () => {
    const { body } = await host.inject({ url: '/' });
    const head = body.slice(0, body.indexOf('</head>'));
    const remoteFolder = new URL('./', entry).href;
    const stylesheets = [
      '/675.356ab508.css',
      `${remoteFolder}__federation_expose_Home.4bc6605a.css`,
      `${remoteFolder}2250.4bc6605a.css`,
    ];
    expect(head).toContain(
      `<script defer src="/first-screen-scripts.js" data-stylesheets="${stylesheets.join(' ')}"`,
    );
    for (const href of stylesheets) {
      expect(head).toMatch(
        new RegExp(`<noscript><link rel="stylesheet" href="?${href}"?></noscript>`),
      );
    }
    expect(head.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('stylesheet"');
  });

  it('is allowed by the policy of its own answer, by its hash', async () => {
    const response = await host.inject({ url: '/' });
    const css = /<style>(.*?)<\/style>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(/style-src [^;]*/.exec(policy)?.[0]).toMatch(
      new RegExp(` 'sha256-${hash.replace(/[+/]/g, '\\$&')}'$`),
    );
    const plain = await host.inject({ url: '/login' });
    expect(String(plain.headers['content-security-policy'])).not.toContain('sha256-');
  });
});

describe('a host whose remote went down after its screens were read', () => {
  let entry: string;
  beforeEach(async () => {
    const built = makeBuiltApp(REMOTE_FILES);
    const second = await buildServer({ kind: 'remote', root: built.root, config: remoteConfig });
    await second.listen({ port: 0, host: '127.0.0.1' });
    entry = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}/remoteEntry.js`;
    await serveHost(hostConfig(entry));
    await host.inject({ url: '/login' });
    await second.close();
    built.remove();
  });

  it.each(['/', '/wards/7'])('still sends the plain page on %s, its screens kept', async (url) => {
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

describe('a host whose remote was never reached', () => {
  it('sends the plain page, knowing none of its screens', async () => {
    const entry = await deadEntry();
    await serveHost(hostConfig(entry));
    const { body } = await host.inject({ url: '/' });
    const page = embedSiteConfig(SHELL_INDEX_HTML, { ...hostConfig(entry), screens: [] });
    expect(body).toBe(
      withSharing(withDescription(withTitle(page, COUNCIL), 'Official website of the council'), {
        title: COUNCIL,
        description: 'Official website of the council',
        url: 'http://localhost:3000/',
        type: 'website',
        siteName: COUNCIL,
        locale: 'en_IN',
      }),
    );
    expect(body).toContain(`<title>${COUNCIL}</title>`);
  });
});

describe("the remote entry a host's page preloads", () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));
  const preload = () => `<link rel="preload" as="script" href="${remoteEntry}">`;

  it.each(['/coming-soon', '/broken', '/frame-fails', '/in-browser'])(
    "is the screen's remote on %s, whose first screen is left to the browser",
    async (url) => {
      expect((await host.inject({ url })).body).toContain(preload());
    },
  );

  it.each(['/ward-office', '/dashboard', '/login', '/index.html'])('is none on %s', async (url) => {
    expect((await host.inject({ url })).body).not.toContain('rel="preload"');
  });
});

describe('the first screens a host asks its remotes for', () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));

  it.each([
    ['/in-browser', 'declared to be rendered in the browser'],
    ['/ward-office', 'that needs a sign-in'],
  ])('are none on %s, a screen %s', async (url) => {
    const asked = jest.spyOn(globalThis, 'fetch');
    const response = await host.inject({ url });
    expect(response.body).toBe(plainPage(hostConfig(remoteEntry), url));
    const addresses = asked.mock.calls.map(([address]) => String(address));
    expect(addresses.filter((address) => address.includes('/first-screen'))).toEqual([]);
    asked.mockRestore();
  });
});

describe('a signed-in page (the session cookie holds the token)', () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));
  const asAdmin = { cookie: 'lang=hi; council-session=role%3Aadmin' };

  it('comes rendered for that role, kept by no cache', async () => {
    const response = await host.inject({ url: '/ward-office', headers: asAdmin });
    expect(response.body).toContain(
      '<div id="root" data-rendered-for="admin"><header data-api="https://api.council.example">',
    );
    expect(response.body).toContain('<main><h1>Welcome</h1>');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('hands the token to the remote that renders a signed-in screen', async () => {
    const { body } = await host.inject({ url: '/ward-echo', headers: asAdmin });
    expect(body).toContain('"sessionToken":"role:admin"');
  });

  it('keeps the token from the remote of a public screen, which needs none', async () => {
    const response = await host.inject({ url: '/echo', headers: asAdmin });
    expect(response.body).toContain('data-rendered-for="admin"');
    expect(response.body).not.toContain('sessionToken');
  });

  it.each([
    ['of another role', 'council-session=role%3Auser'],
    ['the frame cannot read', 'council-session=garbage'],
    ['that is empty', 'council-session='],
  ])('is left to the browser for a session %s', async (_case, cookie) => {
    const response = await host.inject({ url: '/ward-office', headers: { cookie } });
    expect(response.body).toBe(plainPage(hostConfig(remoteEntry), '/ward-office'));
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe("a page in the reader's language", () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));
  const inHindi = { cookie: 'council-language=hi' };

  it('comes in Hindi for a reader whose cookie says so: frame, screen and <html lang>', async () => {
    const response = await host.inject({ url: '/', headers: inHindi });
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain(
      '<div id="root" data-rendered-in="hi"><header data-api="https://api.council.example">नगर परिषद</header>',
    );
    expect(response.body).toContain('<main><h1>स्वागत है</h1>');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('asks the remote for the screen in that language', async () => {
    const { body } = await host.inject({ url: '/echo', headers: inHindi });
    expect(body).toContain('"language":"hi"');
  });

  it('gives the remote the page’s address as the browser’s screens read it, without ?lang=', async () => {
    const { body } = await host.inject({ url: '/echo?page=2&lang=hi' });
    expect(body).toContain('"location":"/echo?page=2"');
    expect(body).toContain('"language":"hi"');
  });

  it('comes in Hindi from a shared link (?lang=hi), which becomes the reader’s choice', async () => {
    const response = await host.inject({ url: '/?lang=hi' });
    expect(response.body).toContain('<main><h1>स्वागत है</h1>');
    expect(response.headers['set-cookie']).toBe(
      'council-language=hi; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('comes in English, marked as nothing else, for a first visit or a language not offered', async () => {
    for (const headers of [{}, { cookie: 'council-language=fr' }]) {
      const { body } = await host.inject({ url: '/', headers });
      expect(body).toContain('<html lang=en>');
      expect(body).toContain('<div id="root"><header');
      expect(body).toContain('<main><h1>Welcome</h1>');
    }
  });

  it('keeps the route’s English title where it has no Hindi one, after the council’s Hindi name', async () => {
    const { body } = await host.inject({ url: '/wards/7', headers: inHindi });
    expect(body).toContain('<title>Title of /wards/7 - सुन्दरपुर नगर परिषद</title>');
  });

  it('describes the page in the reader’s language, as the shell’s bundle words it', async () => {
    const described = async (headers: Record<string, string>) =>
      /<meta name=description content="([^"]*)">/.exec(
        (await host.inject({ url: '/', headers })).body,
      )?.[1];
    expect(await described(inHindi)).toBe('नगर परिषद की आधिकारिक वेबसाइट');
    expect(await described({})).toBe('Official website of the council');
  });

  it('tells every cache that the page depends on the cookies, as do the pages left to the browser', async () => {
    for (const url of ['/', '/in-browser', '/no-such-page']) {
      const response = await host.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toContain('cookie');
    }
  });

  it('preloads the Devanagari font for a page in Hindi, and never for one in English', async () => {
    await host.close();
    removeHost();
    const regular = 'assets/noto-sans-devanagari-400.4e5f6a7b.woff2';
    await serveHost(hostConfig(remoteEntry), { ...SHELL_FILES, [regular]: 'r' });
    const preload = `<link rel="preload" as="font" type="font/woff2" href="/${regular}" crossorigin>`;
    expect((await host.inject({ url: '/', headers: inHindi })).body).toContain(
      `<meta charset=utf-8>${preload}<`,
    );
    expect((await host.inject({ url: '/' })).body).not.toContain('as="font"');
  });

  it('names the language of a page the browser renders, too', async () => {
    const { body } = await host.inject({ url: '/in-browser', headers: inHindi });
    expect(body).toContain('<html lang="hi">');
    expect(body).not.toContain('data-rendered-in');
  });
});

describe("a page in the reader's text size and contrast", () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry)));
  const chosen = { cookie: 'council-text-size=large; council-contrast=high; council-language=hi' };

  it('comes with them on <html>, beside its language, rendered or left to the browser', async () => {
    for (const url of ['/', '/in-browser', '/no-such-page']) {
      const { body } = await host.inject({ url, headers: chosen });
      expect(body).toContain('<html lang="hi" data-text-size="large" data-contrast="high">');
    }
  });

  it('comes as built for a first visit, or for values the site does not know', async () => {
    for (const cookie of ['', 'council-text-size=huge; council-contrast=%22%3E']) {
      const { body } = await host.inject({ url: '/', headers: cookie ? { cookie } : {} });
      expect(body).toContain('<html lang=en>');
      expect(body).not.toContain('data-text-size');
      expect(body).not.toContain('data-contrast');
    }
  });
});

describe('a host without a server bundle', () => {
  beforeEach(() => serveHost(hostConfig(remoteEntry), { 'index.html': SHELL_INDEX_HTML }));

  it('still titles the page and preloads its remote entry: the screens come from the remotes', async () => {
    const { body } = await host.inject({ url: '/' });
    expect(body).toContain(`<link rel="preload" as="script" href="${remoteEntry}">`);
    expect(body).toContain('<title>Title of / - Sundarpur Nagar Parishad</title>');
    expect(body).toContain('<div id=root></div>');
  });

  it('has no first-screen loader', async () => {
    const response = await host.inject({ url: '/first-screen-scripts.js' });
    expect(response.statusCode).toBe(404);
  });
});

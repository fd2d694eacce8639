import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { PagedPaths } from '@council/contract/paths';
import { councilNameIn, DEMO_COUNCIL, FEEDS } from '@council/site-config/node';
import { buildServer } from '../server';
import { siteConfigFromEnv } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import { SHELL_FILES } from '../testing/firstScreenBundles';
import { aScreen, PublishingRemote } from '../testing/publishingRemote';
import { UNREACHABLE_REMOTES } from '../testing/unreachableRemotes';
import { childrenNamed, parseXml, textOf, type XmlElement } from '../testing/xmlTree';

const SITE = 'https://council.example.in';
const COUNCIL = DEMO_COUNCIL.name;
const CHANGED = 'Wed, 04 Mar 2026 05:06:07 GMT';

/** What the fake API's lists hold, by path. */
const LISTS: Record<string, Record<string, unknown>[]> = {
  [PagedPaths.public.notices]: [
    {
      id: 7,
      title: 'Water cut <ward 3> & "4"',
      titleHindi: 'जलापूर्ति बंद',
      description: 'From 10 am.\u0000 Bring water </description>',
      descriptionHindi: null,
      issueDate: '2026-03-05T00:00:00',
    },
    { id: 8, title: 'Tax camp', description: '', issueDate: null },
    { id: 'x', title: 'No id' },
  ],
  [PagedPaths.public.tenders]: [
    {
      id: 4,
      tender_title: 'Street lights',
      tender_discreption: 'Ward 5',
      publish_date: '2026-02-01',
    },
  ],
  [PagedPaths.public.circulars]: [{ id: 2, title: 'Circular', issueDate: '2026-01-02T00:00:00' }],
  [PagedPaths.public.officeOrders]: [{ id: 3, title: 'Order' }],
  [PagedPaths.public.latestNews]: [{ id: 5, title: 'Fair', createdDate: '2026-02-03T10:00:00' }],
  [PagedPaths.public.pressReleases]: [{ id: 6, title: 'Meeting', releaseDate: '2026-02-04' }],
};

let api: FastifyInstance;
let apiUrl: string;
/** What the API is asked, in order: path and query. */
let asked: string[] = [];
let apiDown = false;

beforeAll(async () => {
  api = Fastify();
  for (const [path, items] of Object.entries(LISTS)) {
    api.get(path, async (request, reply) => {
      asked.push(request.url);
      if (apiDown) return reply.code(500).send({ message: 'down' });
      reply.header('last-modified', CHANGED);
      if (request.headers['if-modified-since'] === CHANGED) return reply.code(304).send();
      return { items, page: 1, size: 50, total: items.length };
    });
  }
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});

afterAll(() => api.close());

const remote = new PublishingRemote();
let host: FastifyInstance;
let removeHost: () => void;

beforeAll(() =>
  remote.start({
    remote: 'public_site',
    screens: [
      aScreen('/notice', './Documents', { title: { en: 'Notice', hi: 'सूचना' } }),
      aScreen('/currenttender', './Tenders', { title: { en: 'Active Tenders' } }),
      aScreen('/about'),
      aScreen('/notice-details', './DocumentDetails'),
      aScreen('/tender-details', './TenderDetails'),
      aScreen('/editnotice', './Edit', { access: ['admin'] }),
      aScreen('/mycomplaints', './Mine', { access: ['user'] }),
      // A signed-in path that begins a public one must not hide it from crawlers.
      aScreen('/about-admin', './Edit', { access: ['admin'] }),
      aScreen('/ab', './Edit', { access: ['admin'] }),
    ],
  }),
);
afterAll(() => remote.stop());

async function serveHost(apiBaseUrl = apiUrl) {
  const built = makeBuiltApp(SHELL_FILES);
  removeHost = built.remove;
  const config = siteConfigFromEnv({ API_URL: apiBaseUrl, ...UNREACHABLE_REMOTES });
  host = await buildServer({
    kind: 'host',
    root: built.root,
    config: { ...config, remotes: { ...config.remotes, public_site: remote.entry } },
    siteUrl: `${SITE}/`,
  });
}

beforeEach(async () => {
  asked = [];
  apiDown = false;
  await serveHost();
});

afterEach(async () => {
  await host.close();
  removeHost();
});

const channelOf = (xml: string): XmlElement => {
  const rss = parseXml(xml);
  expect(rss.name).toBe('rss');
  expect(rss.attributes.version).toBe('2.0');
  const [channel] = childrenNamed(rss, 'channel');
  if (!channel) throw new Error('no channel');
  return channel;
};

describe('the RSS feeds', () => {
  it('carry the newest notices with absolute links to their pages, everything escaped', async () => {
    const response = await host.inject({ url: '/feeds/notices.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['last-modified']).toBe(CHANGED);
    const channel = channelOf(response.body);
    expect(textOf(channel, 'title')).toBe(`Notice - ${COUNCIL}`);
    expect(textOf(channel, 'link')).toBe(`${SITE}/notice`);
    expect(textOf(channel, 'description')).toBe('Official website of the council');
    expect(textOf(channel, 'language')).toBe('en-IN');
    expect(textOf(channel, 'lastBuildDate')).toBe('Wed, 04 Mar 2026 10:36:07 +0530');
    const [self] = childrenNamed(channel, 'atom:link');
    expect(self?.uri).toBe('http://www.w3.org/2005/Atom');
    expect(self?.attributes).toEqual({
      href: `${SITE}/feeds/notices.xml`,
      rel: 'self',
      type: 'application/rss+xml',
    });
    const items = childrenNamed(channel, 'item');
    // The item without a usable id is left out.
    expect(items).toHaveLength(2);
    const [first, second] = items as [XmlElement, XmlElement];
    expect(textOf(first, 'title')).toBe('Water cut <ward 3> & "4"');
    expect(textOf(first, 'link')).toBe(`${SITE}/notice-details?id=7`);
    expect(textOf(first, 'guid')).toBe(`${SITE}/notice-details?id=7`);
    expect(childrenNamed(first, 'guid')[0]?.attributes.isPermaLink).toBe('true');
    expect(textOf(first, 'pubDate')).toBe('Thu, 05 Mar 2026 00:00:00 +0530');
    expect(textOf(first, 'description')).toBe('From 10 am. Bring water </description>');
    // No date given: no pubDate, which RSS leaves optional.
    expect(childrenNamed(second, 'pubDate')).toEqual([]);
    expect(asked).toEqual([`${PagedPaths.public.notices}?page=1&size=50`]);
  });

  it('are in Hindi for ?lang=hi, the clerk’s Hindi where written, else the English', async () => {
    const response = await host.inject({ url: '/feeds/notices.xml?lang=hi' });
    const channel = channelOf(response.body);
    expect(textOf(channel, 'title')).toBe(`सूचना - ${councilNameIn(DEMO_COUNCIL, 'hi')}`);
    expect(textOf(channel, 'language')).toBe('hi-IN');
    expect(textOf(channel, 'link')).toBe(`${SITE}/notice?lang=hi`);
    expect(textOf(channel, 'description')).toBe('नगर परिषद की आधिकारिक वेबसाइट');
    const [first, second] = childrenNamed(channel, 'item') as [XmlElement, XmlElement];
    expect(textOf(first, 'title')).toBe('जलापूर्ति बंद');
    expect(textOf(first, 'link')).toBe(`${SITE}/notice-details?id=7&lang=hi`);
    // The guid stays the item's, whatever the language.
    expect(textOf(first, 'guid')).toBe(`${SITE}/notice-details?id=7`);
    expect(textOf(second, 'title')).toBe('Tax camp');
  });

  it.each(FEEDS.map((feed) => [feed.path, feed.kind]))(
    '%s parses, its items linking to their own pages',
    async (path, kind) => {
      const response = await host.inject({ url: path });
      expect(response.statusCode).toBe(200);
      const items = childrenNamed(channelOf(response.body), 'item');
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(textOf(item, 'link')).toMatch(new RegExp(`^${SITE}/[a-z]+-details\\?id=\\d+$`));
      }
      expect(kind).toBeTruthy();
    },
  );

  it('carry the open tenders only', async () => {
    await host.inject({ url: '/feeds/tenders.xml' });
    expect(asked).toEqual([`${PagedPaths.public.tenders}?page=1&size=50&state=active`]);
  });

  it('answer 304 when the API says nothing changed since the reader’s copy', async () => {
    const response = await host.inject({
      url: '/feeds/notices.xml',
      headers: { 'if-modified-since': CHANGED },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers['last-modified']).toBe(CHANGED);
  });

  it('answer 502 when the API fails, and 503 soon when it cannot be reached', async () => {
    apiDown = true;
    const failed = await host.inject({ url: '/feeds/notices.xml' });
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(failed.body).toBe('The council’s data could not be read now. Please try again later.');

    await host.close();
    removeHost();
    await serveHost('http://127.0.0.1:9');
    const started = Date.now();
    const down = await host.inject({ url: '/feeds/latest-news.xml' });
    expect(Date.now() - started).toBeLessThan(3500);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    expect(down.body).not.toMatch(/at |Error/);
  });
});

describe('the sitemap for machines', () => {
  it('names every public page of the route table and every item, absolute, with lastmod', async () => {
    const response = await host.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const urlset = parseXml(response.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = childrenNamed(urlset, 'url');
    const locs = urls.map((url) => textOf(url, 'loc'));
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/notice`,
        `${SITE}/currenttender`,
        `${SITE}/about`,
        `${SITE}/sitemap`,
        `${SITE}/notice-details?id=7`,
        `${SITE}/notice-details?id=8`,
        `${SITE}/tender-details?id=4`,
        `${SITE}/circular-details?id=2`,
        `${SITE}/officeorder-details?id=3`,
        `${SITE}/latestnews-details?id=5`,
        `${SITE}/pressrelease-details?id=6`,
      ]),
    );
    // Not the item pages without an id, nor the signed-in screens.
    expect(locs).not.toContain(`${SITE}/notice-details`);
    expect(locs).not.toContain(`${SITE}/editnotice`);
    expect(new Set(locs).size).toBe(locs.length);
    const notice = urls.find((url) => textOf(url, 'loc') === `${SITE}/notice-details?id=7`);
    expect(notice && textOf(notice, 'lastmod')).toBe('2026-03-05');
    // Tenders open and past; each list read once, bounded.
    expect(asked).toContain(`${PagedPaths.public.tenders}?page=1&size=100&state=closed`);
    expect(asked).toHaveLength(7);
  });

  it('answers 503 when the API cannot be reached', async () => {
    await host.close();
    removeHost();
    await serveHost('http://127.0.0.1:9');
    expect((await host.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
  });
});

describe('robots.txt', () => {
  it('opens the public site, closes the signed-in paths and names the sitemap', async () => {
    const response = await host.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /editnotice',
        'Disallow: /mycomplaints',
        'Disallow: /about-admin',
        'Disallow: /verify-email',
        'Disallow: /reset-password',
      ]),
    );
    // /ab would hide /about: left out.
    expect(lines).not.toContain('Disallow: /ab');
    expect(lines.filter((line) => line.startsWith('Disallow: /notice'))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

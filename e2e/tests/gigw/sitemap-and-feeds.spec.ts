// GIGW 3.0 sitemap and feeds (issue 20, point 5): the HTML sitemap lists every public route of the
// route table; /sitemap.xml and /robots.txt come from the shell's server; each RSS feed parses,
// carries the API's current items and links to each item's own page, whose <head> names and
// describes the item (a shared link's preview); list pages link to their feed; a search hit opens
// the item's page; an item's page passes axe at a phone's width and a desktop's.
import type { Page } from '@playwright/test';
import { PagedPaths } from '@council/contract/paths';
import { FEEDS } from '@council/site-config/feeds';
import { ITEM_PAGES } from '@council/site-config/item-pages';
import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { declaredScreens } from '../../support/declaredScreens';
import { expect, test } from '../../support/fixtures';
import { URLS } from '../../support/site';

const ITEM_PAGE_PATHS: string[] = Object.values(ITEM_PAGES);

/** What a feed reader finds in a feed: parsed by the browser's XML parser, which refuses any error. */
interface ParsedFeed {
  error: string | null;
  title: string;
  link: string;
  self: string | null;
  items: { title: string; link: string; guid: string; pubDate: string | null }[];
}

async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.querySelector('parsererror')?.textContent ?? null;
    const channel = document.querySelector('rss > channel');
    const own = (parent: Element | null | undefined, name: string) =>
      [...(parent?.children ?? [])].find((child) => child.tagName === name)?.textContent ?? '';
    const self = channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    return {
      error,
      title: own(channel, 'title'),
      link: own(channel, 'link'),
      self: self?.getAttribute('href') ?? null,
      items: [...(channel?.querySelectorAll('item') ?? [])].map((item) => ({
        title: own(item, 'title'),
        link: own(item, 'link'),
        guid: own(item, 'guid'),
        pubDate: own(item, 'pubDate') || null,
      })),
    };
  }, xml);
}

/** The titles of a public list's current first page, as the API answers it. */
async function currentTitles(page: Page, feed: (typeof FEEDS)[number]): Promise<string[]> {
  const state = feed.section === 'tenders' ? '&state=active' : '';
  const response = await page.request.get(
    `${URLS.api}${PagedPaths.public[feed.section]}?page=1&size=50${state}`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Record<string, unknown>[] };
  return items.map((item) => String(item[feed.section === 'tenders' ? 'tender_title' : 'title']));
}

/** The HTML escaping of a text inside the page's <title> (as the shell's server writes it). */
const inTitle = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

test.describe('the sitemap', () => {
  test('lists every public route of the route table, item pages aside', async ({ page, site }) => {
    await page.goto('/sitemap');
    await expect(site.heading('Sitemap')).toBeVisible();
    const listed = new Set(
      await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    );
    const publicScreens = ['public-site', 'admin-console', 'citizen-portal']
      .flatMap((remote) => declaredScreens(remote))
      .filter((screen) => screen.access === 'public');
    expect(publicScreens.length).toBeGreaterThan(20);
    // The root is the menu's Home (/home); an item's page needs an id and is reached from its list.
    const missing = publicScreens
      .map((screen) => screen.path)
      .filter((path) => path !== '/' && !ITEM_PAGE_PATHS.includes(path) && !listed.has(path));
    expect(missing).toEqual([]);
    for (const path of ITEM_PAGE_PATHS) expect(listed.has(path)).toBe(false);
  });

  test('/sitemap.xml names the public pages and the items, absolute; robots.txt names it', async ({
    page,
  }) => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    await page.goto('/sitemap');
    const { error, namespace, locs } = await page.evaluate(
      (text) => {
        const document = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: document.querySelector('parsererror')?.textContent ?? null,
          namespace: document.documentElement.namespaceURI,
          locs: [...document.querySelectorAll('url > loc')].map((loc) => loc.textContent ?? ''),
        };
      },
      await response.text(),
    );
    expect(error).toBeNull();
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs).toContain(`${URLS.shell}/notice`);
    expect(locs).toContain(`${URLS.shell}/sitemap`);
    expect(locs.some((loc) => loc.startsWith(`${URLS.shell}/notice-details?id=`))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${URLS.shell}/pressrelease-details?id=`))).toBe(true);

    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await robots.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${URLS.shell}/sitemap.xml`);
    const signedIn = declaredScreens('admin-console').filter(
      (screen) => screen.access !== 'public',
    );
    expect(lines).toContain(`Disallow: ${signedIn[0]?.path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /notice'))).toEqual([]);
  });
});

test.describe('the feeds', () => {
  for (const feed of FEEDS) {
    test(`${feed.path} parses, with the current items linking to their pages`, async ({ page }) => {
      const response = await page.request.get(feed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      await page.goto('/sitemap');
      const parsed = await parseFeed(page, await response.text());
      expect(parsed.error).toBeNull();
      expect(parsed.title).toMatch(/ - .+/);
      expect(parsed.link).toBe(`${URLS.shell}${feed.list}`);
      expect(parsed.self).toBe(`${URLS.shell}${feed.path}`);
      const expected = await currentTitles(page, feed);
      expect(expected.length).toBeGreaterThan(0);
      expect(parsed.items.map((item) => item.title)).toEqual(expected);
      for (const item of parsed.items) {
        expect(item.link).toMatch(new RegExp(`^${URLS.shell}${ITEM_PAGES[feed.kind]}\\?id=\\d+$`));
        expect(item.guid).toBe(item.link);
      }

      // The first item's page: its <head> names and describes the item, for a shared link.
      const [first] = parsed.items;
      if (!first) throw new Error('no item');
      const itemPage = await page.request.get(first.link);
      expect(itemPage.status()).toBe(200);
      const html = await itemPage.text();
      expect(html).toContain(`<title>${inTitle(first.title)} - `);
      expect(html).toMatch(/<meta name="?description"? content="[^"]+"/);
      expect(html).toContain(`<meta property="og:url" content="${first.link}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    });
  }

  test('a list page links to its feed, and keeps the link true as the reader moves on', async ({
    page,
    site,
  }) => {
    await page.goto('/notice');
    const feedLinks = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feedLinks).toHaveCount(1);
    await expect(feedLinks).toHaveAttribute('href', '/feeds/notices.xml');
    await expect(feedLinks).toHaveAttribute('title', /^Notice - /);
    // Sent by the server, in the page itself.
    expect(await (await page.request.get('/notice')).text()).toContain(
      'type="application/rss+xml"',
    );
    await site.navigateInPage('/about');
    await expect(site.heading('About Us')).toBeVisible();
    await expect(feedLinks).toHaveCount(0);
    await site.navigateInPage('/pressrelease');
    await expect(feedLinks).toHaveAttribute('href', '/feeds/press-releases.xml');
  });
});

test.describe("an item's own page", () => {
  test('opens from its list and from a search hit, named after the item', async ({ page }) => {
    await page.goto('/notice');
    const title = page.locator('main tbody tr').first().locator('td').nth(1).getByRole('link');
    const name = (await title.innerText()).trim();
    await title.click();
    await expect(page).toHaveURL(/\/notice-details\?id=\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `),
    );
    await expect(page.getByRole('link', { name: 'All notices' })).toHaveAttribute(
      'href',
      '/notice',
    );
    await expect(page.getByRole('main')).toContainText('Last updated on');

    await page.goto('/home');
    await page.getByRole('button', { name: /Search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByLabel('Words to search for').fill('water');
    await dialog.getByLabel('Words to search for').press('Enter');
    const hit = dialog.locator('a[href*="-details?id="]').first();
    const hitName = (await hit.innerText()).trim();
    const target = (await hit.getAttribute('href')) ?? '';
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: hitName }),
    ).toBeVisible();
  });

  test('answers 404 with a clear message for an item that is not there', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.tolerate(
      'the page of an item that is not there is answered 404, on purpose',
      ({ text, url }) => text.includes('status of 404') && url.includes('-details?id='),
    );
    const response = await page.request.get('/notice-details?id=999999');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('This notice was not found.');
    await page.goto('/pressrelease-details?id=abc');
    await expect(page.getByRole('main')).toContainText('This press release was not found.');
  });

  for (const width of [375, 1280]) {
    test(`passes axe at ${width}px`, async ({ page, consoleWatch }) => {
      tolerateAxeStyles(consoleWatch);
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/notice');
      await page.locator('main tbody tr').first().locator('td').nth(1).getByRole('link').click();
      await page.waitForURL(/\/notice-details\?id=\d+$/);
      // A list's titles may be h2s too (the press releases' cards), and the list stays on screen
      // while the item's screen loads.
      await expect(page.locator('main h2.ps-item-title')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/pressrelease');
      await page.locator('main .ps-press-card a').first().click();
      await page.waitForURL(/\/pressrelease-details\?id=\d+$/);
      await expect(page.locator('main h2.ps-item-title')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

import { expect, test } from '../support/fixtures';
import { URLS } from '../support/site';

const PUBLIC_SITE_ENTRY = `${URLS['public-site']}/remoteEntry.js`;
const PRELOAD = `<link rel="preload" as="script" href="${PUBLIC_SITE_ENTRY}">`;

test.describe("the page names the opened route's remote entry, so it loads alongside the shell", () => {
  for (const path of ['/home', '/notice', '/Tender-Details/']) {
    test(`${path} preloads the public site's entry`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(PRELOAD);
    });
  }

  for (const path of ['/login', '/dashboard', '/no-such-page']) {
    test(`${path} preloads no remote entry`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('remoteEntry.js">');
    });
  }

  test('the browser fetches the preloaded entry once and uses it', async ({ page, site }) => {
    const entryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === PUBLIC_SITE_ENTRY) entryRequests.push(request.url());
    });

    await page.goto('/home');
    await expect(site.heading('Home')).toBeVisible();

    // A preload the runtime's script did not match would be fetched a second time.
    expect(entryRequests).toHaveLength(1);
  });
});

import { expect, test } from '../support/fixtures';
import { URLS } from '../support/site';

const PUBLIC_SITE_ENTRY = `${URLS['public-site']}/remoteEntry.js`;

test.describe("the page names the opened route's remote entry, so it loads alongside the shell", () => {
  // Every public screen is rendered on the server (the path as a reader may type it, too).
  for (const path of ['/home', '/notice', '/Tender-Details/', '/Contactus/']) {
    test(`${path}, rendered on the server, hands the entry to the loader of its scripts`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`data-preloads="[^"]* ${PUBLIC_SITE_ENTRY}"`));
    });
  }

  for (const path of ['/login', '/dashboard', '/no-such-page']) {
    test(`${path} preloads no remote entry`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('remoteEntry.js">');
    });
  }

  for (const path of ['/home', '/notice']) {
    test(`on ${path} the browser fetches the preloaded entry once and uses it`, async ({
      page,
    }) => {
      const entryRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url() === PUBLIC_SITE_ENTRY) entryRequests.push(request.url());
      });

      await page.goto(path);
      await expect(page.locator('html[data-screen-live]')).toBeAttached();

      // A preload the runtime's script did not match would be fetched a second time.
      expect(entryRequests).toHaveLength(1);
    });
  }
});

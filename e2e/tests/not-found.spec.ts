import demoCouncil from '@council/site-config/demo-council.json';
import { expect, test, type ConsoleWatch } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { URLS } from '../support/site';

/** Chromium logs the 404 of the page it was asked for; that 404 is what these tests ask for. */
function tolerateThe404(consoleWatch: ConsoleWatch) {
  consoleWatch.tolerate(
    'Chromium logs the 404 of an address of no page',
    ({ text, url }) =>
      url.startsWith(`${URLS.shell}/no-such-page`) && text.includes('status of 404'),
  );
}

test.describe('an address that is no page', () => {
  test('answers 404 with the not-found page, titled after it', async ({
    page,
    site,
    consoleWatch,
  }) => {
    tolerateThe404(consoleWatch);
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(site.heading('Page Not Found')).toBeVisible();
    await expect(site.header).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found - ${demoCouncil.name}`);
  });

  test('is told apart from the pages of the site and from a missing file', async ({ request }) => {
    for (const path of ['/currenttender', '/login', '/register', '/dashboard', '/inquiry']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const missingFile = await request.get('/no-such-file.js');
    expect(missingFile.status()).toBe(404);
    expect(missingFile.headers()['content-type']).not.toMatch(/html/);
  });

  test("'Go Back To Home' goes to /home", async ({ page, site, consoleWatch }) => {
    tolerateThe404(consoleWatch);
    await page.goto('/no-such-page');
    await expect(site.heading('Page Not Found')).toBeVisible();

    await site.goBackHome.click();

    await expect(page).toHaveURL('/home');
    await expect(site.heading('Home')).toBeVisible();
  });

  test("'Go Back To Home' keeps a signed-in session", async ({
    page,
    loginPage,
    site,
    consoleWatch,
  }) => {
    tolerateThe404(consoleWatch);
    await loginPage.signInAs(ACCOUNTS.admin);
    const session = await site.storedSession();
    expect(session).not.toBeNull();

    await page.goto('/no-such-page');
    await expect(site.heading('Page Not Found')).toBeVisible();
    await site.goBackHome.click();

    await expect(page).toHaveURL('/home');
    await expect(site.heading('Home')).toBeVisible();
    // Still the same session: the admin screens open without signing in again.
    expect(await site.storedSession()).toBe(session);
    await page.goto('/dashboard');
    await expect(site.heading('Dashboard')).toBeVisible();
    await expect(site.signedInAs('admin')).toBeVisible();
  });
});

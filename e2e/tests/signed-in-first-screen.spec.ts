// Signed-in screens come rendered from the server too: the browser keeps the session's token in
// a cookie beside localStorage (shared-auth), the shell's server renders the page for that
// session, and the browser takes the markup over as it is. Without the cookie, or for a role the
// screen is not for, the page comes empty and the browser renders it, as before.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { URLS } from '../support/site';
import { apiCallsOfLoad } from '../support/apiCallsOfLoad';
import { declaredScreens } from '../support/declaredScreens';
import { ACCOUNTS } from '../support/pages/LoginPage';

function serverScreens(remote: string) {
  return declaredScreens(remote).filter((screen) => screen.firstScreen === 'server');
}

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies(URLS.shell);
  return cookies.find((cookie) => cookie.name === 'council-session')?.value;
}

const CASES = [
  { account: ACCOUNTS.admin, role: 'admin', remote: 'admin-console' },
  { account: ACCOUNTS.citizen, role: 'user', remote: 'citizen-portal' },
];

for (const { account, role, remote } of CASES) {
  test(`every server-rendered screen of ${remote} comes rendered for the session`, async ({
    page,
    context,
    loginPage,
    site,
  }) => {
    await loginPage.signInAs(account);
    const stored = JSON.parse((await site.storedSession()) ?? 'null') as {
      state: { token: string };
    } | null;
    expect(await sessionCookie(context)).toBe(stored?.state.token);
    const screens = serverScreens(remote);
    expect(screens.length).toBeGreaterThan(0);
    // A time per screen: the console's list grows with every issue. Under two e2e runs side by
    // side on two cores (npm test), a load of a console screen took up to 4 s.
    test.setTimeout(15_000 + screens.length * 6_000);

    for (const screen of screens) {
      const response = await page.request.get(screen.path);
      expect(response.headers()['cache-control'], screen.path).toBe('private, no-store');
      const html = await response.text();
      expect(html, screen.path).toContain(`<div id="root" data-rendered-for="${role}">`);
      expect(html, screen.path).toContain('<script id="first-screen-calls"');

      // The browser shows it with the answers the page brought: it asks the API nothing.
      const calls = (await apiCallsOfLoad(page, screen.path)).map(
        (call) => new URL(call.url()).pathname,
      );
      await expect(site.heading(screen.title.en)).toBeVisible();
      await expect(page.locator('html[data-screen-live]')).toHaveCount(1);
      expect(calls, screen.path).toEqual([]);
    }
  });
}

test('the browser takes a clerk’s rendered screen over instead of painting it again', async ({
  page,
  loginPage,
  site,
}) => {
  await loginPage.signInAs(ACCOUNTS.admin);
  // Keeps the server's heading element as the page parses, before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading =
        document.querySelector('#root h1');
    });
  });
  await page.goto('/editnotice');
  await expect(page.locator('html[data-screen-live]')).toHaveCount(1);
  const kept = await page.evaluate(() => {
    const heading = (window as { serverHeading?: Element | null }).serverHeading;
    return heading ? { text: heading.textContent, connected: heading.isConnected } : null;
  });
  expect(kept).toEqual({ text: 'Notice', connected: true });
  // And it answers: the editor's form opens.
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Notice' })).toBeVisible();
  await expect(site.heading('Notice')).toBeVisible();
});

test('with scripts off, a clerk’s notices still show', async ({ browser, page, loginPage }) => {
  await loginPage.signInAs(ACCOUNTS.admin);
  const cookies = await page.context().cookies(URLS.shell);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const offline = await context.newPage();
  await offline.goto('/editnotice');
  await expect(offline.getByRole('heading', { level: 1, name: 'Notice' })).toBeVisible();
  await expect(offline.getByRole('table')).toBeVisible();
  await context.close();
});

test('sign-out removes the cookie: the next page is nobody’s', async ({
  page,
  context,
  loginPage,
  site,
}) => {
  await loginPage.signInAs(ACCOUNTS.admin);
  expect(await sessionCookie(context)).toBeTruthy();
  await site.logOut('admin');
  await expect(page).toHaveURL('/login');
  expect(await sessionCookie(context)).toBeUndefined();
  const html = await (await page.request.get('/editnotice')).text();
  expect(html).toMatch(/<div id="?root"?><\/div>/);
});

test('a citizen’s cookie does not open an admin screen on the server', async ({
  page,
  loginPage,
}) => {
  await loginPage.signInAs(ACCOUNTS.citizen);
  const response = await page.request.get('/editnotice');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toMatch(/<div id="?root"?><\/div>/);
});

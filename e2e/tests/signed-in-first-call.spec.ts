// A signed-in screen's first call goes out as the page opens, beside the screen's scripts, and the
// screen takes its answer instead of asking again (site-config's `firstCall`, declared by each
// remote in its screens.json). A declaration that is not the screen's own first call would show
// here as a second request to the API. The pages here are loaded without the session cookie, as
// the browser renders them when the server could not (signed-in-first-screen.spec.ts covers the
// pages the server renders, which make no call at all).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';

interface Declared {
  path: string;
  access: string[] | 'public';
  title: { en: string };
  firstCall?: string;
}

function declaredScreens(remote: string): Declared[] {
  const file = path.join(__dirname, '..', '..', remote, 'screens.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { screens: Declared[] }).screens;
}

/** The API calls (not files, not preflights) of one page load, as path and query. */
async function apiCallsOfLoad(page: Page, address: string): Promise<Request[]> {
  // Nothing of the page before (the landing screen after sign-in) may still be asking.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: 'council-session' });
  const calls: Request[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) calls.push(request);
  };
  page.on('request', record);
  await page.goto(address, { waitUntil: 'networkidle' });
  page.off('request', record);
  return calls.filter((request) => request.method() !== 'OPTIONS');
}

const pathAndQuery = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname + url.search;
};

const CASES = [
  { account: ACCOUNTS.admin, remote: 'admin-console' },
  { account: ACCOUNTS.citizen, remote: 'citizen-portal' },
];

for (const { account, remote } of CASES) {
  test(`every screen of ${remote} shows the answer of the call the page started`, async ({
    page,
    loginPage,
    site,
  }) => {
    await loginPage.signInAs(account);
    const screens = declaredScreens(remote);
    expect(screens.every((screen) => screen.firstCall)).toBe(true);

    for (const screen of screens) {
      const expected = screen.firstCall?.replace('{page}', '1');
      const calls = await apiCallsOfLoad(page, screen.path);
      await expect(site.heading(screen.title.en)).toBeVisible();
      // One request to the declared address, sent by the page's fetch, not by the screen's axios.
      expect(
        calls.map((call) => `${call.resourceType()} ${pathAndQuery(call)}`),
        screen.path,
      ).toEqual([`fetch ${expected}`]);
    }
  });
}

test('the first call asks for the page the address names', async ({ page, loginPage, site }) => {
  await loginPage.signInAs(ACCOUNTS.admin);
  // The demo has one page of notices: page 2 is asked for first, then the editor, finding it
  // empty, shows the last page there is, as it does for any link past the end.
  const calls = await apiCallsOfLoad(page, '/editnotice?page=2');
  await expect(site.heading('Notice')).toBeVisible();
  await expect(page).toHaveURL('/editnotice');
  expect(calls.map((call) => `${call.resourceType()} ${pathAndQuery(call)}`)).toEqual([
    'fetch /api/v2/admin/notices?page=2',
    'xhr /api/v2/admin/notices?page=1',
  ]);
});

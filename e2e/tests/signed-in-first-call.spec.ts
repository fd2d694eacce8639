// A signed-in screen's first call goes out as the page opens, beside the screen's scripts, and the
// screen takes its answer instead of asking again (site-config's `firstCall`, declared by each
// remote in its screens.json). A declaration that is not the screen's own first call would show
// here as a second request to the API. The pages here are loaded without the session cookie, as
// the browser renders them when the server could not (signed-in-first-screen.spec.ts covers the
// pages the server renders, which make no call at all).
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCallsOfLoad } from '../support/apiCallsOfLoad';
import { declaredScreens } from '../support/declaredScreens';
import { ACCOUNTS } from '../support/pages/LoginPage';

/** A load the server could not render for the session: the page is the browser's to render. */
async function apiCallsOfBrowserLoad(page: Page, address: string): Promise<Request[]> {
  // Off the landing screen first, so that nothing writes the cookie again.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: 'council-session' });
  return apiCallsOfLoad(page, address);
}

const pathAndQuery = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname + url.search;
};

/**
 * Calls a screen makes besides its first call: the citizen's dashboard and complaints read the
 * account too, for the notice of an unconfirmed email (a page rendered on the server brings it).
 */
const ALSO_ASKED: Record<string, string[]> = {
  '/userdashboard': ['xhr /api/v2/account'],
  '/inquiry': ['xhr /api/v2/account'],
  // The dashboard's new messages and deadlines by ward, and the desk's filter choices (the wards
  // are the deadlines' list), beside the queue.
  '/dashboard': ['xhr /api/v2/admin/feedback-counts', 'xhr /api/v2/desk/ward-deadlines'],
  '/grievance-desk': [
    'xhr /api/v2/public/grievance-categories',
    'xhr /api/v2/desk/ward-deadlines',
    'xhr /api/v2/desk/officers',
  ],
  '/grievance-settings': [`xhr /api/v2/public/holidays?year=${new Date().getFullYear()}`],
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
    // A time per screen: the console's list grows with every issue. Under two e2e runs side by
    // side on two cores (npm test), a load of a console screen took up to 4 s.
    test.setTimeout(15_000 + screens.length * 6_000);

    for (const screen of screens) {
      const expected = screen.firstCall?.replace('{page}', '1');
      const calls = await apiCallsOfBrowserLoad(page, screen.path);
      await expect(site.heading(screen.title.en)).toBeVisible();
      // One request to the declared address, sent by the page's fetch, not by the screen's axios.
      expect(
        calls.map((call) => `${call.resourceType()} ${pathAndQuery(call)}`),
        screen.path,
      ).toEqual([`fetch ${expected}`, ...(ALSO_ASKED[screen.path] ?? [])]);
    }
  });
}

test('the first call asks for the page the address names', async ({ page, loginPage, site }) => {
  await loginPage.signInAs(ACCOUNTS.admin);
  // The demo has one page of notices: page 2 is asked for first, then the editor, finding it
  // empty, shows the last page there is, as it does for any link past the end.
  const calls = await apiCallsOfBrowserLoad(page, '/editnotice?page=2');
  await expect(site.heading('Notice')).toBeVisible();
  await expect(page).toHaveURL('/editnotice');
  expect(calls.map((call) => `${call.resourceType()} ${pathAndQuery(call)}`)).toEqual([
    'fetch /api/v2/admin/notices?page=2',
    'xhr /api/v2/admin/notices?page=1',
  ]);
});

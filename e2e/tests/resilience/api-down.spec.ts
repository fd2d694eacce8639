// The API is down: every public page still draws its frame and heading, and says what SPEC.md's
// error catalogue says, with no uncaught error in the page. Sign-in says it failed.
import { expect, test } from '../../support/fixtures';
import type { ConsoleWatch } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { siteControl, URLS } from '../../support/site';

/** SPEC.md section 8 (and DECISIONS.md for latest news), per page; null: 'logged only'. */
const PAGES: { path: string; heading: string; error: string | null }[] = [
  { path: '/home', heading: 'Home', error: 'Failed to load slider items' },
  { path: '/about', heading: 'About Us', error: 'Failed to load about items' },
  {
    path: '/notice',
    heading: 'Notice',
    error: 'An error occurred while fetching the notice data.',
  },
  {
    path: '/circulars',
    heading: 'Circular',
    error: 'An error occurred while fetching the circular data.',
  },
  {
    path: '/officeorder',
    heading: 'Office Order',
    error: 'An error occurred while fetching the Office Order data.',
  },
  {
    path: '/latestnews',
    heading: 'Latest News',
    error: 'An error occurred while fetching the latest news data.',
  },
  {
    path: '/viewgrievance',
    heading: 'All Complaints',
    error: 'There was an error fetching the complaints data.',
  },
  { path: '/currenttender', heading: 'Active Tenders', error: null },
  { path: '/employeelist', heading: 'Employee List', error: null },
  { path: '/pressrelease', heading: 'Press Release', error: null },
  { path: '/photogallery', heading: 'Photo Gallery', error: null },
];

/** What an unreachable API makes the browser and the screens log (console only, never thrown). */
function tolerateApiDown(consoleWatch: ConsoleWatch) {
  consoleWatch.tolerate('Chromium logs the refused connections to the API', ({ kind, url }) => {
    return kind === 'console.error' && url.startsWith(URLS.api);
  });
  consoleWatch.tolerate(
    'screens whose failures SPEC.md says are logged only log them',
    ({ kind, text }) =>
      kind === 'console.error' &&
      /could not be loaded|Network Error|ERR_CONNECTION_REFUSED|Failed to fetch/.test(text),
  );
}

test.describe('the API is down', () => {
  test.beforeAll(async () => {
    const stopped = await siteControl.stopApi();
    expect(stopped.pid).toBeNull();
  });
  test.afterAll(async () => {
    const started = await siteControl.startApi();
    expect(started.pid).not.toBeNull();
  });

  test('the API really is unreachable', async () => {
    const answer = await fetch(`${URLS.api}/api/health`).catch(() => 'refused');
    expect(answer).toBe('refused');
  });

  for (const { path, heading, error } of PAGES) {
    test(`${path} shows its frame, its heading and ${error ? `'${error}'` : 'no crash'}`, async ({
      page,
      site,
      consoleWatch,
    }) => {
      tolerateApiDown(consoleWatch);
      await page.goto(path);
      await expect(site.heading(heading)).toBeVisible();
      await expect(site.header).toBeVisible();
      await expect(site.footer).toBeVisible();
      // The home page shows its one error line in two places (SPEC.md section 8).
      if (error) await expect(page.getByRole('main').getByText(error).first()).toBeVisible();
      await expect(site.remoteFailure).toHaveCount(0);
      // Not a blank page: the main part has text beyond the heading.
      expect((await page.getByRole('main').innerText()).trim().length).toBeGreaterThan(
        heading.length,
      );
      expect(consoleWatch.problems.filter((problem) => problem.kind === 'pageerror')).toEqual([]);
    });
  }

  test('sign-in says it failed and stays on /login', async ({ page, loginPage, consoleWatch }) => {
    tolerateApiDown(consoleWatch);
    await loginPage.goto();
    await loginPage.signIn(ACCOUNTS.admin);
    await expect(loginPage.failure).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(loginPage.submit).toBeEnabled();
    expect(consoleWatch.problems.filter((problem) => problem.kind === 'pageerror')).toEqual([]);
  });
});

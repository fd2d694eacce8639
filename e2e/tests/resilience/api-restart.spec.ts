// The API restarts while someone is signed in: their next action either works (the token still
// holds: the signing secret lives in the data folder) or signs them out cleanly to /login.
// Never a blank page, a hanging screen or an uncaught error.
import type { Page } from '@playwright/test';
import { expect, test, type ConsoleWatch } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { siteControl, URLS } from '../../support/site';

/** The next action's outcome: its screen with data, or /login with the session gone. */
async function workedOrSignedOut(page: Page, rows: string): Promise<'worked' | 'signed out'> {
  const table = page.getByRole('main').locator(rows).first();
  const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
  await expect(table.or(login)).toBeVisible();
  if (await table.isVisible()) return 'worked';
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('council-session'))).toBeNull();
  return 'signed out';
}

/** A call the screen makes while the API is away is refused: logged by the browser, not thrown. */
function tolerateRefusedCalls(consoleWatch: ConsoleWatch) {
  consoleWatch.tolerate('Chromium logs a call refused while the API restarts', ({ kind, url }) => {
    return kind === 'console.error' && url.startsWith(URLS.api);
  });
}

test.describe('the API restarts while a user is signed in', () => {
  test.afterEach(async () => {
    await siteControl.startApi();
  });

  test('an admin: the next editor list loads, or the admin is signed out cleanly', async ({
    page,
    site,
    loginPage,
    consoleWatch,
  }) => {
    tolerateRefusedCalls(consoleWatch);
    await loginPage.signInAs(ACCOUNTS.admin);
    await expect(site.heading('Dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await siteControl.api();
    await siteControl.stopApi();
    const after = await siteControl.startApi();
    expect(after.pid).not.toBe(before.pid);

    await site.navigateInPage('/editnotice');
    const outcome = await workedOrSignedOut(page, 'table tbody tr');
    test.info().annotations.push({ type: 'outcome', description: outcome });
    if (outcome === 'worked') await expect(site.signedInAs('admin')).toBeVisible();
  });

  test('a citizen: the complaints list loads, or the citizen is signed out cleanly', async ({
    page,
    site,
    loginPage,
    consoleWatch,
  }) => {
    tolerateRefusedCalls(consoleWatch);
    await loginPage.signInAs(ACCOUNTS.citizen);
    await expect(page).toHaveURL('/userdashboard');
    await page.waitForLoadState('networkidle');
    await siteControl.stopApi();
    await siteControl.startApi();

    await site.navigateInPage('/inquiry');
    const outcome = await workedOrSignedOut(page, 'table tbody tr, form');
    test.info().annotations.push({ type: 'outcome', description: outcome });
  });
});

// Each remote down in turn: its screens show the shell's contained failure with Retry, inside the
// shell's frame, while the other two remotes and the shell's own /login keep working.
import { expect, test } from '../../support/fixtures';
import type { ConsoleWatch } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { siteControl, URLS, type AppName } from '../../support/site';

const FEDERATION_NAME: Record<Exclude<AppName, 'shell'>, string> = {
  'public-site': 'public_site',
  'admin-console': 'admin_console',
  'citizen-portal': 'citizen_portal',
};

function tolerateRemoteDown(consoleWatch: ConsoleWatch, app: Exclude<AppName, 'shell'>) {
  consoleWatch.tolerate(
    `Chromium logs the refused connection to ${app}`,
    ({ text, url }) =>
      text === 'Failed to load resource: net::ERR_CONNECTION_REFUSED' && url.startsWith(URLS[app]),
  );
  consoleWatch.tolerate(
    `React logs the shell's caught RemoteUnavailableError for ${app}`,
    ({ text }) =>
      text.startsWith(
        `RemoteUnavailableError: The ${FEDERATION_NAME[app]} part of the site could not be loaded.`,
      ),
  );
}

test.describe('each remote down in turn', () => {
  test.afterEach(async () => {
    for (const app of ['public-site', 'admin-console', 'citizen-portal'] as const) {
      await siteControl.restore(app);
    }
  });

  test('public-site down: public screens are contained; /login and the admin console work', async ({
    page,
    site,
    loginPage,
    consoleWatch,
  }) => {
    tolerateRemoteDown(consoleWatch, 'public-site');
    await siteControl.stop('public-site');
    await page.goto('/home');
    await expect(site.remoteFailure).toBeVisible();
    await expect(site.retry).toBeVisible();
    await expect(site.header).toBeVisible();
    await expect(site.footer).toBeVisible();
    await site.navigateInPage('/login');
    await loginPage.signIn(ACCOUNTS.admin);
    await expect(page).toHaveURL('/dashboard');
    await expect(site.heading('Dashboard')).toBeVisible();
    await site.navigateInPage('/editnotice');
    await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
  });

  test('admin-console down: the dashboard is contained; public screens and the citizen portal work', async ({
    page,
    site,
    loginPage,
    consoleWatch,
  }) => {
    tolerateRemoteDown(consoleWatch, 'admin-console');
    await siteControl.stop('admin-console');
    await page.goto('/notice');
    await expect(site.heading('Notice')).toBeVisible();
    await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
    await loginPage.signInAs(ACCOUNTS.admin);
    await expect(page).toHaveURL('/dashboard');
    await expect(site.remoteFailure).toBeVisible();
    await expect(site.retry).toBeVisible();
    // A public screen in the same page, while signed in as admin, still comes up.
    await site.navigateInPage('/currenttender');
    await expect(site.heading('Active Tenders')).toBeVisible();
    await expect(site.remoteFailure).toHaveCount(0);
    // And the citizen portal works for a citizen in a fresh context.
    const citizen = await page.context().browser()?.newContext();
    if (!citizen) throw new Error('no browser');
    const citizenPage = await citizen.newPage();
    await citizenPage.goto('/login');
    const form = citizenPage.getByRole('main').locator('form');
    await form.getByLabel('Email').fill(ACCOUNTS.citizen.email);
    await form.getByLabel('Password').fill(ACCOUNTS.citizen.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(citizenPage).toHaveURL('/userdashboard');
    await expect(
      citizenPage.getByRole('alert').filter({ hasText: 'This part of the site is not available' }),
    ).toHaveCount(0);
    await expect(citizenPage.getByRole('heading', { level: 1 })).toBeVisible();
    await citizen.close();
  });

  test('citizen-portal down: the citizen screens are contained; public screens work', async ({
    page,
    site,
    loginPage,
    consoleWatch,
  }) => {
    tolerateRemoteDown(consoleWatch, 'citizen-portal');
    await siteControl.stop('citizen-portal');
    await loginPage.signInAs(ACCOUNTS.citizen);
    await expect(page).toHaveURL('/userdashboard');
    await expect(site.remoteFailure).toBeVisible();
    await expect(site.retry).toBeVisible();
    await site.navigateInPage('/inquiry');
    await expect(site.remoteFailure).toBeVisible();
    await site.navigateInPage('/notice');
    await expect(site.heading('Notice')).toBeVisible();
    await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
    // Back up: Retry brings the citizen's screen without a reload.
    await siteControl.start('citizen-portal');
    await site.navigateInPage('/inquiry');
    await site.retry.click();
    await expect(site.remoteFailure).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

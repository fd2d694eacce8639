import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { siteControl, URLS } from '../support/site';

test.describe('a remote that is down', () => {
  // Whatever happens in the test, the next one finds public-site running its own build.
  test.afterEach(async () => {
    await siteControl.restore('public-site');
  });

  test('is contained, the rest keeps working, and Retry recovers once it is back', async ({
    page,
    loginPage,
    site,
    consoleWatch,
  }) => {
    // Exactly what a remote that is down makes the browser log, and nothing else.
    consoleWatch.tolerate(
      "Chromium logs the refused connection to public-site's server",
      ({ text, url }) =>
        text === 'Failed to load resource: net::ERR_CONNECTION_REFUSED' &&
        new URL(url).origin === URLS['public-site'],
    );
    consoleWatch.tolerate(
      "React logs the shell's caught RemoteUnavailableError for public_site",
      ({ text }) =>
        text.startsWith(
          'RemoteUnavailableError: The public_site part of the site could not be loaded.',
        ),
    );

    // The shell has read the public site's list of screens (any page load does) before it goes down.
    const config = (await (await fetch(`${URLS.shell}/config.json`)).json()) as {
      screens: { path: string }[];
    };
    expect(config.screens.map((screen) => screen.path)).toContain('/notice');

    const before = (await siteControl.apps())['public-site'].pid;
    await siteControl.stop('public-site');
    const answer = await fetch(`${URLS['public-site']}/remoteEntry.js`).catch(() => 'refused');
    expect(answer, 'the public-site server is really down').toBe('refused');

    // The failure stays inside the page: message and Retry, with the shell's frame around it.
    await page.goto('/notice');
    await expect(site.remoteFailure).toBeVisible();
    await expect(site.retry).toBeVisible();
    await expect(site.header).toBeVisible();
    await expect(site.footer).toBeVisible();
    // The down remote keeps its last known screens: the path is not unknown, its title stays.
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Notice - /);

    // The shell's own /login and another remote still work, in the same page.
    await site.navigateInPage('/login');
    await expect(page).toHaveURL('/login');
    await loginPage.signIn(ACCOUNTS.admin);
    await expect(page).toHaveURL('/dashboard');
    await expect(site.heading('Dashboard')).toBeVisible();
    await expect(site.signedInAs('admin')).toBeVisible();
    await site.logOut('admin');
    await expect(page).toHaveURL('/login');

    // Back to the notice: still down.
    await site.navigateInPage('/notice');
    await expect(site.remoteFailure).toBeVisible();

    // The remote comes back; Retry in the same page shows the screen without a reload.
    const restarted = await siteControl.start('public-site');
    expect(restarted.pid).not.toBe(before);
    await site.retry.click();
    await expect(site.heading('Notice')).toBeVisible();
    await expect(site.remoteFailure).toHaveCount(0);
    await expect(page).toHaveURL('/notice');
  });
});

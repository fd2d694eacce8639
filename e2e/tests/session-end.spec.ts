import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { URLS } from '../support/site';

test.describe('the end of a session', () => {
  test('ends by itself 5 minutes after sign-in (controlled clock)', async ({
    page,
    loginPage,
    site,
  }) => {
    // The page's timers and Date run on Playwright's clock from here on.
    await page.clock.install();
    await loginPage.signInAs(ACCOUNTS.admin);
    await expect(site.heading('Dashboard')).toBeVisible();
    expect(await site.storedSession()).not.toBeNull();

    // Still signed in just before the 5 minutes are up...
    await page.clock.fastForward('04:50');
    await expect(site.signedInAs('admin')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');

    // ...and signed out once they are.
    await page.clock.fastForward('00:11');
    await expect(page).toHaveURL('/login');
    await expect(loginPage.submit).toBeVisible();
    expect(await site.storedSession()).toBeNull();
    await expect(site.header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test("Logout in the admin remote's frame is seen by the shell: it goes to /login", async ({
    page,
    loginPage,
    site,
  }) => {
    await loginPage.signInAs(ACCOUNTS.admin);
    await expect(site.signedInAs('admin')).toBeVisible();

    // The button is the admin-console remote's; the navigation to /login is the shell's.
    await site.logOut('admin');

    await expect(page).toHaveURL('/login');
    await expect(loginPage.submit).toBeVisible();
    expect(await site.storedSession()).toBeNull();
    // The header offers the sign-in again: nobody is signed in.
    await expect(site.header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // The guard agrees that nobody is signed in any more.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('Logout ends the session on the server: its token is refused afterwards', async ({
    page,
    loginPage,
    site,
  }) => {
    await loginPage.signInAs(ACCOUNTS.admin);
    const kept = JSON.parse((await site.storedSession()) ?? 'null') as {
      state: { token: string };
    };
    const adminCall = () =>
      page.request.get(`${URLS.api}/api/v2/admin/notices`, {
        headers: { authorization: `Bearer ${kept.state.token}` },
      });
    expect((await adminCall()).status()).toBe(200);

    await site.logOut('admin');
    await expect(page).toHaveURL('/login');

    await expect.poll(async () => (await adminCall()).status()).toBe(401);
  });
});

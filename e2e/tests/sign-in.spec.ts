import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { URLS } from '../support/site';

test.describe('signing in at the shell', () => {
  test('an admin lands on /dashboard, and the admin remote sees the session', async ({
    page,
    loginPage,
    site,
  }) => {
    await loginPage.goto();
    await expect(site.header).toBeVisible();
    await loginPage.signIn(ACCOUNTS.admin);

    await expect(page).toHaveURL('/dashboard');
    await expect(site.heading('Dashboard')).toBeVisible();
    // The admin-console remote's signed-in frame (session bar or account menu). That the remote
    // and the shell share one session store is proved by session-end (a Logout in the remote is
    // seen by the shell) and shared-singletons (one loaded shared-auth, used by admin_console).
    await expect(site.signedInAs('admin')).toBeVisible();
    // The public header and footer are for visitors only.
    await expect(site.header).toHaveCount(0);
    await expect(site.footer).toHaveCount(0);
  });

  test('a citizen lands on /userdashboard', async ({ page, loginPage, site }) => {
    await loginPage.goto();
    await loginPage.signIn(ACCOUNTS.citizen);

    await expect(page).toHaveURL('/userdashboard');
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    await expect(site.header).toHaveCount(0);
  });

  test('a wrong password shows "Invalid email or password" and signs nobody in', async ({
    page,
    loginPage,
    site,
    consoleWatch,
  }) => {
    consoleWatch.tolerate(
      "Chromium logs the API's 401 answer to the refused sign-in",
      ({ text, url }) =>
        url === `${URLS.api}/api/Account/login` && text.includes('status of 401 (Unauthorized)'),
    );
    await loginPage.goto();
    await loginPage.signIn({ email: ACCOUNTS.admin.email, password: 'not-the-password' });

    await expect(loginPage.failure).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');
    expect(await site.storedSession()).toBeNull();
  });
});

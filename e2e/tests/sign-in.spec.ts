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
    // A signed-in screen brings its own frame: the public header and footer do not show twice.
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

  test('the button says "Signing in..." and takes no second click while the API answers', async ({
    page,
    loginPage,
  }) => {
    // The API's answer is held until the busy button has been seen.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${URLS.api}/api/Account/login`, async (route) => {
      await held;
      await route.continue();
    });
    await loginPage.goto();
    await loginPage.signIn(ACCOUNTS.citizen);

    const busy = page.getByRole('main').getByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    answer();
    await expect(page).toHaveURL('/userdashboard');
  });

  test("a sign-in refused with 429 shows the server's wait, not an unreachable service", async ({
    page,
    loginPage,
    consoleWatch,
  }) => {
    consoleWatch.tolerate(
      "Chromium logs the API's 429 answer to the throttled sign-in",
      ({ text, url }) => url === `${URLS.api}/api/Account/login` && text.includes('status of 429'),
    );
    // An email nobody uses, spent on wrong passwords until the API holds it back (10 failures in
    // its window; refused tries count against no one else). The address's own budget of 100
    // sign-ins in 15 minutes, which every test signs in from, is spent by these 10.
    const email = `throttled-${Date.now()}@example.invalid`;
    let wait: string | undefined;
    for (let attempt = 1; attempt <= 20 && wait === undefined; attempt += 1) {
      const answer = await page.request.post(`${URLS.api}/api/Account/login`, {
        data: { email, password: `guess-${attempt}` },
      });
      if (answer.status() === 429) wait = ((await answer.json()) as { message: string }).message;
    }
    expect(wait).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);

    await loginPage.goto();
    await loginPage.signIn({ email, password: 'one-more-guess' });

    await expect(loginPage.failure).toHaveText(wait ?? '');
    await expect(loginPage.failure).not.toContainText('cannot be reached');
    await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test("says whom it is for: council staff at Office Login, citizens at Citizen's Login", async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await page.goto('/login');
    await expect(
      main.getByText('Sign in for council staff: admins and grievance officers.'),
    ).toBeVisible();

    await main.getByRole('link', { name: "Citizen's Login" }).click();
    await expect(page).toHaveURL('/login?as=citizen');
    await expect(main.getByText('Sign in to file and follow your complaints.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByText(/council staff: admins/)).toHaveCount(0);
  });
});

import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { URLS } from '../support/site';

test.describe('route guards', () => {
  test('a citizen session cannot open /dashboard: it lands on /userdashboard', async ({
    page,
    loginPage,
    site,
    requests,
  }) => {
    await loginPage.signInAs(ACCOUNTS.citizen);
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();

    await page.goto('/dashboard');

    await expect(page).toHaveURL('/userdashboard');
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    await expect(site.heading('Dashboard')).toHaveCount(0);
    // The guard turns the citizen away before the admin remote is even asked for.
    expect(requests.to(URLS['admin-console'])).toEqual([]);
  });

  test("no session on /inquiry lands on the citizen's /login", async ({ page, loginPage }) => {
    await page.goto('/inquiry');

    // A citizen's screen sends them to the sign-in for citizens, with the way to an account.
    await expect(page).toHaveURL('/login?as=citizen');
    await expect(loginPage.submit).toBeVisible();
  });
});

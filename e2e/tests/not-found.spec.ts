import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';

test.describe('an address that is no page', () => {
  test("shows 'Page Not Found', and 'Go Back To Home' goes to /home", async ({ page, site }) => {
    await page.goto('/no-such-page');
    await expect(site.heading('Page Not Found')).toBeVisible();
    await expect(site.header).toBeVisible();

    await site.goBackHome.click();

    await expect(page).toHaveURL('/home');
    await expect(site.heading('Home')).toBeVisible();
  });

  test("'Go Back To Home' keeps a signed-in session", async ({ page, loginPage, site }) => {
    await loginPage.signInAs(ACCOUNTS.admin);
    const session = await site.storedSession();
    expect(session).not.toBeNull();

    await page.goto('/no-such-page');
    await expect(site.heading('Page Not Found')).toBeVisible();
    await site.goBackHome.click();

    await expect(page).toHaveURL('/home');
    await expect(site.heading('Home')).toBeVisible();
    // Still the same session: the public frame stays hidden and the admin screens open.
    expect(await site.storedSession()).toBe(session);
    await expect(site.header).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(site.heading('Dashboard')).toBeVisible();
    await expect(site.signedInAs('admin')).toBeVisible();
  });
});

import { expect, test } from '../../support/fixtures';
import { signInAsCitizen } from './support/signIn';

// The portal's frame (the dashboard layout of packages/ui): the citizen's own account menu, whose
// every entry leads somewhere, and the way back to the public site.

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test.describe(`the citizen's frame at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("'My account' holds Profile and Settings, both leading to the account page, and Logout", async ({
      page,
      site,
    }) => {
      await signInAsCitizen(page);
      // The layout's header is the page's banner (issue 25), beside its main.
      const frame = page.getByRole('banner');
      await expect(frame.getByRole('button', { name: 'Admin' })).toHaveCount(0);
      const account = frame.getByRole('button', { name: 'My account' });
      for (const entry of ['Profile', 'Settings']) {
        await account.click();
        await frame.getByRole('link', { name: entry }).click();
        await expect(page).toHaveURL('/user-account');
        await expect(site.heading('My account')).toBeVisible();
        await page.goto('/userdashboard');
      }
      await account.click();
      await frame.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login/);
    });

    test("'View on site' leads to the public home page in the same tab", async ({ page }) => {
      await signInAsCitizen(page);
      // On a phone it is at the end of the menu the header's toggle opens.
      if (width < 700) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
      const viewOnSite = page.getByRole('link', { name: 'View on site' });
      await expect(viewOnSite).toBeVisible();
      await expect(viewOnSite).not.toHaveAttribute('target');
      await viewOnSite.click();
      await expect(page).toHaveURL('/home');
      expect(page.context().pages()).toHaveLength(1);
    });
  });
}

import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';

// The new parts of the frame pass axe: the signed-in header with its menu opened, and the
// sitemap, at a phone's width and a desktop's.
for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('the signed-in header, its menu opened, passes axe', async ({
      page,
      loginPage,
      site,
      consoleWatch,
    }) => {
      tolerateAxeStyles(consoleWatch);
      await loginPage.signInAs(ACCOUNTS.citizen);
      await page.goto('/home');
      await expect(site.header.getByRole('link', { name: 'My dashboard' })).toBeVisible();
      const opener = width < 992 ? 'Menu' : 'About Us';
      await site.header.getByRole('button', { name: opener, exact: true }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the sitemap passes axe', async ({ page, site, consoleWatch }) => {
      tolerateAxeStyles(consoleWatch);
      await page.goto('/sitemap');
      await expect(site.heading('Sitemap')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';

// Issue 17, 3: on a phone the header is a compact bar (about 120 px with the ticker), whose menu
// holds the contacts, the language switch and the toll-free number; the ticker can be paused.
test.describe('on a 375 x 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header is at most 120 px high and its menu reaches the language switch and toll-free number', async ({
    page,
    site,
  }) => {
    await page.goto('/home');
    const header = await site.header.boundingBox();
    expect(header?.height).toBeLessThanOrEqual(120);
    // The bar: the council's name, search and the menu button.
    await expect(site.header.getByRole('link', { name: /Sundarpur Nagar Parishad/ })).toBeVisible();
    await expect(site.header.getByRole('button', { name: 'Search' })).toBeVisible();
    const menu = site.header.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByLabel('Language')).toHaveCount(0);

    await site.header.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(menu.getByRole('button', { name: 'Tenders' })).toBeVisible();
    await expect(menu.getByLabel('Language')).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Toll Free: / })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Toll Free: / })).toHaveAttribute(
      'href',
      /^tel:\d+$/,
    );
  });

  test('signed in, the header keeps within 120 px and shows who, "My dashboard" and "Sign out"', async ({
    page,
    loginPage,
    site,
  }) => {
    await loginPage.signInAs(ACCOUNTS.admin);
    await page.goto('/home');
    const header = await site.header.boundingBox();
    expect(header?.height).toBeLessThanOrEqual(120);
    await expect(site.header.getByText(ACCOUNTS.admin.name, { exact: true })).toBeVisible();
    await expect(site.header.getByRole('link', { name: 'My dashboard' })).toBeVisible();
    await expect(site.header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('the news ticker', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px shows whole headlines and stops with its pause button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.clock.install();
      await page.goto('/home');
      const ticker = page.getByRole('region', { name: 'Breaking news' });
      const headline = ticker.getByRole('link');
      // The whole headline is there to read: nothing of it is cut off or hidden.
      const cut = await headline.evaluate(
        (link) => link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
      );
      expect(cut).toBe(false);

      await ticker.getByRole('button', { name: 'Pause' }).click();
      await page.mouse.move(0, 700);
      await page.locator('body').focus();
      const shown = await headline.innerText();
      await page.clock.runFor(20_000);
      await expect(headline).toHaveText(shown);

      await ticker.getByRole('button', { name: 'Play' }).click();
      await page.mouse.move(0, 700);
      await page.keyboard.press('Tab');
      await page.clock.runFor(5_000);
      await expect(headline).not.toHaveText(shown);
    });
  }
});

import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';

const PUBLIC_SAMPLE = [
  { path: '/home', heading: 'Home' },
  { path: '/notice', heading: 'Notice' },
  { path: '/currenttender', heading: 'Active Tenders' },
  { path: '/wardparsad', heading: 'Ward Parshad' },
  { path: '/contactus', heading: 'Contact Us' },
];

test.describe('deep links survive a refresh', () => {
  for (const { path, heading } of PUBLIC_SAMPLE) {
    test(`public ${path}`, async ({ page, site }) => {
      await page.goto(path);
      await expect(site.heading(heading)).toBeVisible();

      await page.reload();

      await expect(page).toHaveURL(path);
      await expect(site.heading(heading)).toBeVisible();
    });
  }

  test('admin /slider, signed in', async ({ page, loginPage, site }) => {
    await loginPage.signInAs(ACCOUNTS.admin);
    await page.goto('/slider');
    await expect(site.heading('Slider')).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL('/slider');
    await expect(site.heading('Slider')).toBeVisible();
    await expect(site.signedInAs('admin')).toBeVisible();
  });

  test('citizen /inquiry, signed in', async ({ page, loginPage, site }) => {
    await loginPage.signInAs(ACCOUNTS.citizen);
    await page.goto('/inquiry');
    await expect(site.heading('My complaints')).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL('/inquiry');
    await expect(site.heading('My complaints')).toBeVisible();
  });
});

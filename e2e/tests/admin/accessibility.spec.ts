import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './support/signIn';

/** The serious and critical findings of axe on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, nodes }) => `${impact} ${id}: ${nodes.map((node) => node.target).join(', ')}`,
    );
}

const SCREENS: Array<[path: string, heading: string]> = [
  ['/dashboard', 'Dashboard'],
  ['/editabout', 'About Us'],
  ['/slider', 'Slider'],
  ['/editministerofficeremp', 'Minister/Officer/Emp.'],
  ['/editlatestnews', 'Latest News'],
  ['/edittender', 'Tender'],
  ['/editnotice', 'Notice'],
  ['/editcircular', 'Circular'],
  ['/editofficeorder', 'OfficerOrder'],
  ['/editgallery', 'Gallery'],
  ['/editpressrelease', 'Press Release'],
];

test.describe('the admin screens under axe', () => {
  test.beforeEach(async ({ loginPage, page, consoleWatch }) => {
    // axe-core's injected script sets styles the CSP refuses; such messages name no script of
    // the site (url ''), so one from our own code would still fail the test.
    consoleWatch.tolerate(
      'axe-core injects a style the CSP refuses',
      ({ text, url }) => text.startsWith('Applying inline style violates') && url === '',
    );
    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
  });

  for (const [path, heading] of SCREENS) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await page.getByRole('status').waitFor({ state: 'detached' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the Admin menu, the small-screen sidebar and an editor in edit mode pass too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/edittender');
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await page.getByRole('button', { name: /^Admin/ }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  });

  test('a popup (sweetalert2) passes too', async ({ page }) => {
    await page.goto('/editnotice');
    await page.getByRole('button', { name: 'Create Notice' }).click();
    await expect(page.getByRole('dialog')).toContainText('Title is a required field!');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

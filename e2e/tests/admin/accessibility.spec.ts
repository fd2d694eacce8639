import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './support/signIn';

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
  ['/accounts', 'Accounts'],
  ['/feedback-inbox', 'Feedback Inbox'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
];

test.describe('the admin screens under axe', () => {
  test.beforeEach(async ({ loginPage, page, consoleWatch }) => {
    tolerateAxeStyles(consoleWatch);
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

  test("a form showing every error, and a popup of the server's refusal, pass too", async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.tolerate('the API refuses the fake PDF (415), on purpose', ({ text }) =>
      /status of 415/.test(text),
    );
    await page.goto('/editnotice');
    await page.getByRole('button', { name: 'Create Notice' }).press('Enter');
    await expect(page.getByRole('alert').getByRole('link')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(/^Title( \*)?$/).fill('Fake');
    await page.getByLabel(/^Document/).setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await page.getByRole('button', { name: 'Create Notice' }).press('Enter');
    await expect(page.getByRole('dialog')).toContainText('Invalid document file!');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

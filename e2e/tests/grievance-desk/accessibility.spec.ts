// The grievance desk's screens under axe, at a phone's width and a desk's, as each of their
// people meets them: the officer's queue and a complaint with a move's form and its message, the
// admin's settings, the citizen's complaint page, the public tracking page with a result and
// without. No serious or critical finding, and no sideways scrolling of the page.
import type { Page } from '@playwright/test';
import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { signInAsCitizen } from '../citizen/support/signIn';

/** The demo's complaints (api/src/demo): 3 is Pending with the officer, 5 Resolved. */
const PENDING_WITH_OFFICER = 3;
const RESOLVED = 5;

async function checkPage(page: Page, width: number): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /Loading/ })
    .waitFor({ state: 'detached' });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

for (const width of [375, 1280]) {
  test.describe(`the grievance desk under axe at ${width} px`, () => {
    test.beforeEach(async ({ page, consoleWatch }) => {
      tolerateAxeStyles(consoleWatch);
      await page.setViewportSize({ width, height: 800 });
    });

    test('the officer: the queue, filtered, and a complaint with a move refused for its empty reason', async ({
      page,
      loginPage,
    }) => {
      await loginPage.signInAs(ACCOUNTS.officer);
      await page.waitForURL('**/grievance-desk');
      await expect(page.getByRole('heading', { level: 1, name: 'Grievance Desk' })).toBeVisible();
      await checkPage(page, width);
      await page.goto('/grievance-desk?status=Pending&overdue=1');
      await expect(page.getByRole('table')).toBeVisible();
      await checkPage(page, width);

      await page.goto(`/grievance-desk/complaint?id=${PENDING_WITH_OFFICER}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: /^Complaint / })).toBeVisible();
      await checkPage(page, width);
      await main.getByRole('button', { name: 'Reject', exact: true }).click();
      await main.getByRole('button', { name: 'Reject the complaint' }).click();
      await expect(main.locator('.invalid-feedback').first()).toBeVisible();
      await checkPage(page, width);
    });

    test('the admin: grievance settings and the dashboard with deadlines by ward', async ({
      page,
      loginPage,
    }) => {
      await loginPage.signInAs(ACCOUNTS.admin);
      await page.waitForURL('**/dashboard');
      await expect(page.getByRole('heading', { name: 'Deadlines by ward' })).toBeVisible();
      await expect(page.getByRole('table', { name: /by ward/ })).toBeVisible();
      await checkPage(page, width);
      await page.goto('/grievance-settings');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Grievance Settings' }),
      ).toBeVisible();
      await checkPage(page, width);
    });

    test("the citizen: their resolved complaint's page with the reopen form and its message", async ({
      page,
    }) => {
      await signInAsCitizen(page);
      await page.goto(`/inquiry?complaint=${RESOLVED}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();
      await checkPage(page, width);
      await main.getByRole('button', { name: 'Reopen', exact: true }).click();
      await main.getByRole('button', { name: 'Reopen the complaint' }).click();
      await expect(main.locator('.invalid-feedback').first()).toBeVisible();
      await checkPage(page, width);
    });

    test('anyone: tracking a complaint by number, found and not found', async ({
      page,
      consoleWatch,
    }) => {
      consoleWatch.tolerate(
        'the browser logs the 404 of a number no complaint has',
        ({ text, url }) => text.includes('status of 404') && url.includes('/complaint-track'),
      );
      await page.goto('/trackgrievance');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: /Complaint number/ }).fill('SNP/2026/000005');
      await main.getByRole('button', { name: 'Track' }).click();
      await expect(main.getByRole('heading', { name: 'Complaint SNP/2026/000005' })).toBeVisible();
      await checkPage(page, width);
      await main.getByRole('textbox', { name: /Complaint number/ }).fill('SNP/2026/999999');
      await main.getByRole('button', { name: 'Track' }).click();
      await expect(main.getByRole('alert')).toContainText('No complaint has this number.');
      await checkPage(page, width);
    });
  });
}

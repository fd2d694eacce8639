// GIGW 3.0 archive (issue 20, point 1): a clerk gives a notice a "show until" date in the past in
// the console; by itself it leaves /notice and is found on /archive under its kind and year,
// linking to its own page and its document. A news item past its date leaves the home page's
// ticker. axe finds nothing serious on /archive on a phone and on a desktop.
import type { Page } from '@playwright/test';
import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { AdminEditor } from '../admin/support/AdminEditor';
import { day } from '../admin/support/editorCases';
import { onePagePdf, unique } from '../admin/support/files';
import { signInAsAdmin } from '../admin/support/signIn';

// Two days back is past on the council's clock (India) whatever the hour in UTC.
const PAST = day(-2);

const ticker = (page: Page) => page.getByRole('region', { name: 'Breaking news' });

test.describe('the archive', () => {
  test('a notice past its show-until date leaves /notice and is found on /archive', async ({
    page,
    loginPage,
  }) => {
    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
    const editor = new AdminEditor(page);
    const name = unique('Archived notice');
    const issued = day(0);
    const year = issued.slice(0, 4);
    await editor.open('/editnotice', 'Notice');
    await expect(editor.field('Show until')).toHaveAccessibleDescription(
      /Leave empty to keep it on the site/,
    );
    await editor.fill({ Title: name, Description: `About ${name}`, 'Issue Date': issued });
    await editor.upload('Document', onePagePdf('archived-notice.pdf'));
    await editor.submit('Create Notice');
    await editor.expectPopup('Success', 'Notice created successfully!');
    await page.goto('/notice');
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    await editor.open('/editnotice', 'Notice');
    await editor.edit(name, 'Edit Notice');
    await editor.field('Show until').fill(PAST);
    await editor.submit('Update Notice');
    await editor.expectPopup('Success', 'Notice updated successfully!');
    // The console keeps it, marked Archived.
    await expect(editor.row(name)).toContainText('Archived');

    await page.goto('/notice');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

    // Found by choosing the kind and the year, each a link whose address can be shared.
    await page.goto('/archive');
    await page
      .getByRole('navigation', { name: 'Kind of item' })
      .getByRole('link', { name: 'Notices' })
      .click();
    await page
      .getByRole('navigation', { name: 'Year' })
      .getByRole('link', { name: new RegExp(`^${year} \\(\\d+\\)$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/archive\\?kind=notice&year=${year}$`));
    const table = page.getByRole('table', { name: `Notices of ${year}` });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /^\/notice-details\?id=\d+$/,
    );
    await expect(
      row.getByRole('link', { name: new RegExp(`Download ${name} \\(PDF, `) }),
    ).toBeVisible();
    // The page as sent (no script) already holds it.
    const served = await (await page.request.get(`/archive?kind=notice&year=${year}`)).text();
    expect(served).toContain(name);
  });

  test('a news item past its show-until date leaves the ticker', async ({ page, loginPage }) => {
    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
    const editor = new AdminEditor(page);
    const name = unique('Ticker news');
    await editor.open('/editlatestnews', 'Latest News');
    await editor.fill({ Title: name, Description: `About ${name}` });
    await editor.submit('Create Latest News');
    await editor.expectPopup('Success', 'Latest News created successfully!');
    await page.goto('/home');
    await expect(ticker(page)).toContainText(name);

    await editor.open('/editlatestnews', 'Latest News');
    await editor.edit(name, 'Edit Latest News');
    await editor.field('Show until').fill(PAST);
    await editor.submit('Update Latest News');
    await editor.expectPopup('Success', 'Latest News updated successfully!');
    await page.goto('/home');
    // The ticker has its headlines (the news are in), and this one is not among them.
    await expect(ticker(page).getByRole('link')).toHaveAttribute(
      'href',
      /^\/latestnews-details\?id=/,
    );
    await expect(ticker(page)).not.toContainText(name);
    await page.goto('/latestnews');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(name);
    await page.goto(`/archive?kind=latestNews&year=${day(0).slice(0, 4)}`);
    await expect(page.getByRole('main')).toContainText(name);
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing serious on /archive at ${width} px`, async ({ page, consoleWatch }) => {
      tolerateAxeStyles(consoleWatch);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/archive?kind=notice');
      await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

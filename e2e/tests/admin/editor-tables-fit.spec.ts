import { expect, test } from '../../support/fixtures';
import { AdminEditor } from './support/AdminEditor';
import { signInAsAdmin } from './support/signIn';

/** The ten editors, each with its list (issue 17: the tender list was 2,400 px wide). */
const EDITORS: Array<[path: string, heading: string]> = [
  ['/edittender', 'Tender'],
  ['/editnotice', 'Notice'],
  ['/editcircular', 'Circular'],
  ['/editofficeorder', 'OfficerOrder'],
  ['/editlatestnews', 'Latest News'],
  ['/editpressrelease', 'Press Release'],
  ['/editgallery', 'Gallery'],
  ['/slider', 'Slider'],
  ['/editministerofficeremp', 'Minister/Officer/Emp.'],
  ['/editabout', 'About Us'],
];

test.describe('the editor lists at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ loginPage, page }) => {
    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
  });

  for (const [path, heading] of EDITORS) {
    test(`${heading}: the list fits beside the sidebar, Edit of the first row in view`, async ({
      page,
    }) => {
      const editor = new AdminEditor(page);
      await editor.open(path, heading);
      const rows = editor.table.getByRole('row');
      // The demo content has records in every section: a header row and at least one more.
      await expect(rows.nth(1)).toBeVisible();

      const wrap = page.locator('.admin-table-wrap');
      const table = await wrap.evaluate((box) => ({
        scrollWidth: box.scrollWidth,
        clientWidth: box.clientWidth,
      }));
      expect(table.scrollWidth, 'the table fits its box').toBeLessThanOrEqual(table.clientWidth);
      const pageWidth = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(pageWidth.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(
        pageWidth.clientWidth,
      );

      await expect(rows.nth(1).getByRole('button', { name: 'Edit' })).toBeInViewport();
      await expect(rows.nth(1).getByRole('button', { name: 'Delete' })).toBeInViewport();
    });
  }
});

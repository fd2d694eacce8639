import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { onePagePdf, unique } from '../admin/support/files';
import { expectPopupWithFocus, focusedName, tabTo } from './support/keyboard';

// Issue 25: a clerk does the work with the keyboard alone, at a desk's width and a phone's, and
// each step is checked by where focus is and what is read out. Only the PDF is picked by
// Playwright (a file chooser cannot be driven by keys in a headless browser).

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`a clerk at ${width} px, by keyboard`, () => {
    test.use({ viewport: { width, height } });

    test('signs in after a mistake, then creates, edits and deletes a notice', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      const form = page.getByRole('main').locator('form');
      const email = form.getByLabel('Email');

      // A mistake first: nothing typed. Focus goes to the field to fix, which says why.
      await tabTo(page, form.getByRole('button', { name: 'Login', exact: true }));
      await page.keyboard.press('Enter');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Email is required.');
      await page.keyboard.type(ACCOUNTS.admin.email);
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Password')).toBeFocused();
      await page.keyboard.type(ACCOUNTS.admin.password);
      await page.keyboard.press('Enter');

      // The new page is announced by its heading taking focus.
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

      // The skip link shows above the fixed header, and leads into main.
      await page.keyboard.press('Shift+Tab');
      await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), {
        backwards: true,
      });
      await expectOnTop(page.getByRole('link', { name: 'Skip to main content' }));
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(
        true,
      );

      // To the Notice editor by the sidebar (on a phone, behind its toggle).
      if (width < 700) {
        await tabTo(page, page.getByRole('button', { name: 'Show or hide the menu' }), {
          backwards: true,
        });
        await page.keyboard.press('Enter');
      }
      const sections = page.getByRole('navigation', { name: 'Admin sections' });
      await tabTo(page, sections.getByRole('link', { name: 'Notice', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/editnotice');
      const listHeading = page.getByRole('heading', { level: 1, name: 'Notice' });
      await expect(listHeading).toBeFocused();

      // Create: a mistake first, announced, focus on the first field to fix.
      const editor = page.locator('form.admin-form');
      const title = editor.getByLabel(/^Title( \*)?$/);
      await tabTo(page, editor.getByRole('button', { name: 'Create Notice', exact: true }));
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('alert')).toContainText('Title is a required field!');
      await expect(title).toBeFocused();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription('Title is a required field!');

      const name = unique('Keyboard notice');
      await page.keyboard.type(name);
      await editor.getByLabel(/^Document/).setInputFiles(onePagePdf('keyboard-notice.pdf'));
      await tabTo(page, editor.getByRole('button', { name: 'Create Notice', exact: true }));
      await page.keyboard.press('Enter');
      const created = await expectPopupWithFocus(page, 'Success', 'Notice created successfully!');
      // Modal: Tab stays on its one button, Escape closes it.
      await page.keyboard.press('Tab');
      await expect(created.ok).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(created.popup).toHaveCount(0);
      const createHeading = editor.getByRole('heading', { name: 'Create New Notice' });
      await expect(createHeading).toBeFocused();

      // Edit: the row's button names the notice; back up from the form to the list.
      const edit = page.getByRole('button', { name: `Edit notice ${name}`, exact: true });
      await tabTo(page, edit, { backwards: true, most: 200 });
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('heading', { name: 'Edit Notice' })).toBeFocused();
      await tabTo(page, title);
      const renamed = `${name} revised`;
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(renamed);
      await tabTo(page, editor.getByRole('button', { name: 'Update Notice', exact: true }));
      await page.keyboard.press('Enter');
      const updated = await expectPopupWithFocus(page, 'Success', 'Notice updated successfully!');
      await page.keyboard.press('Enter');
      await expect(updated.popup).toHaveCount(0);
      await expect(createHeading).toBeFocused();

      // Delete: the question names the notice; focus then goes to the row now in its place.
      const asked: string[] = [];
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message());
        await dialog.accept();
      });
      const remove = page.getByRole('button', { name: `Delete notice ${renamed}`, exact: true });
      await tabTo(page, remove, { backwards: true, most: 200 });
      await page.keyboard.press('Enter');
      const deleted = await expectPopupWithFocus(page, 'Deleted', 'Notice deleted successfully!');
      expect(asked).toEqual([`Are you sure you want to delete this notice?\n\n${renamed}`]);
      await page.keyboard.press('Enter');
      await expect(deleted.popup).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Edit notice ${renamed}` })).toHaveCount(0);
      // The demo's other notices remain: the next one's Edit, else the list's heading.
      await expect.poll(() => focusedName(page)).toMatch(/^Edit notice |^Notice$/);
      expect(await focusedName(page)).not.toBe('<body>');
    });
  });
}

/** Shown and not covered: the element itself is what is drawn at its centre. */
async function expectOnTop(target: import('@playwright/test').Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return drawn !== null && element.contains(drawn);
  });
  expect(onTop).toBe(true);
}

import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { onePagePdf, unique } from '../admin/support/files';
import { expectPopupWithFocus, focusedName, signInByKeyboard, tabTo } from './support/keyboard';

// Issue 25: a clerk creates, edits and deletes a tender with the keyboard alone, at a desk's width
// and a phone's. The tender editor is the console's longest form (five document slots), so what
// clerk-by-keyboard.spec.ts proves once for the notice (the popups hold Tab, the sign-in's
// mistake, the skip link, the sidebar) is not walked again here. Only the PDF is picked by
// Playwright (a file chooser cannot be driven by keys in a headless browser).

/**
 * The day `offsetDays` from today: as a keyboard user types it into Chromium's en-US date input
 * (month, day, year, each segment moving on when full), and as the input then holds it.
 */
function dayOf(offsetDays: number): { typed: string; value: string } {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  const two = (part: number) => String(part).padStart(2, '0');
  const [year, month, day] = [
    String(date.getFullYear()),
    two(date.getMonth() + 1),
    two(date.getDate()),
  ];
  return { typed: `${month}${day}${year}`, value: `${year}-${month}-${day}` };
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`a clerk at ${width} px, by keyboard`, () => {
    // The date inputs' order of month, day and year is the locale's.
    test.use({ viewport: { width, height }, locale: 'en-US' });

    test('creates a tender after a mistake, edits and deletes it', async ({
      page,
      consoleWatch,
    }) => {
      test.setTimeout(120_000);
      tolerateAxeStyles(consoleWatch);
      // Signed out, the editor's address leads to sign-in, and back to the editor after it.
      await page.goto('/edittender');
      await expect(page).toHaveURL('/login');
      await signInByKeyboard(page, ACCOUNTS.admin);
      await expect(page).toHaveURL('/edittender');
      await expect(page.getByRole('heading', { level: 1, name: 'Tender' })).toBeFocused();

      const editor = page.locator('form.admin-form');
      const field = (label: string) => editor.getByLabel(new RegExp(`^${label}( \\*)?$`));
      const createHeading = editor.getByRole('heading', { name: 'Create New Tender' });

      // Create New, the control after the list's heading, takes focus to the form's heading.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Create New', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(createHeading).toBeFocused();

      // A mistake first: only the number typed, and Enter in its field sends the form. Every
      // message is announced at once; focus moves on to the first field to fix, which says why.
      await page.keyboard.press('Tab');
      await expect(field('Tender No')).toBeFocused();
      await page.keyboard.type(`NP/K/${Date.now() % 100_000}`);
      await page.keyboard.press('Enter');
      const summary = editor.getByRole('alert');
      await expect(summary).toContainText('Tender title is required.');
      await expect(summary).toContainText('Last date of submission is required.');
      await expect(summary).not.toContainText('Tender No is required.');
      const title = field('Tender Title');
      await expect(title).toBeFocused();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription('Tender title is required.');
      if (width < 700) {
        // The desk's width of an editor's errors is checked by admin/accessibility.spec.ts.
        expect(await seriousViolations(page)).toEqual([]);
      }

      // Each field reached by Tab from the one before, in the order the form reads.
      const name = unique('Keyboard tender');
      await page.keyboard.type(name);
      const publish = dayOf(0);
      const lastDay = dayOf(30);
      for (const [label, typed, value] of [
        ['Publish Date', publish.typed, publish.value],
        ['Last Date of Submission', lastDay.typed, lastDay.value],
        ['Status', 'Open', 'Open'],
      ] as const) {
        await tabTo(page, field(label));
        await page.keyboard.type(typed);
        await expect(field(label)).toHaveValue(value);
        // A field fixed loses its mark.
        await expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
      }
      await field('Tender Document').setInputFiles(onePagePdf('keyboard-tender.pdf'));
      // Sent by Enter from Status, as before: the Create Tender button is below the four optional
      // documents (clerk-by-keyboard.spec.ts reaches an editor's button by Tab).
      await expect(field('Status')).toBeFocused();
      await page.keyboard.press('Enter');
      const created = await expectPopupWithFocus(page, 'Success', 'Tender created successfully!');
      await page.keyboard.press('Enter');
      await expect(created.popup).toHaveCount(0);
      await expect(createHeading).toBeFocused();

      // Edit: the row's button names the tender by its title; back up from the form to the list.
      const edit = page.getByRole('button', { name: `Edit tender ${name}`, exact: true });
      await tabTo(page, edit, { backwards: true, most: 200 });
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('heading', { name: 'Edit Tender' })).toBeFocused();
      await tabTo(page, title);
      await expect(title).toHaveValue(name);
      const renamed = `${name} revised`;
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(renamed);
      await page.keyboard.press('Enter');
      const updated = await expectPopupWithFocus(page, 'Success', 'Tender updated successfully!');
      await page.keyboard.press('Escape');
      await expect(updated.popup).toHaveCount(0);
      await expect(createHeading).toBeFocused();

      // Delete: the question names the tender; focus then goes to the row now in its place.
      const rows = page.getByRole('table').locator('tbody tr');
      const remove = page.getByRole('button', { name: `Delete tender ${renamed}`, exact: true });
      const place = await rows.evaluateAll(
        (all, wanted) => all.findIndex((row) => row.textContent?.includes(wanted)),
        renamed,
      );
      expect(place).toBeGreaterThanOrEqual(0);
      const asked: string[] = [];
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message());
        await dialog.accept();
      });
      await tabTo(page, remove, { backwards: true, most: 200 });
      await page.keyboard.press('Enter');
      const deleted = await expectPopupWithFocus(page, 'Deleted', 'Tender deleted successfully!');
      expect(asked).toEqual([`Are you sure you want to delete this tender?\n\n${renamed}`]);
      await page.keyboard.press('Enter');
      await expect(deleted.popup).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Edit tender ${renamed}` })).toHaveCount(0);
      // The demo's other tenders remain: focus is on the Edit of the row now in its place (of
      // the last row, when the deleted one was the last).
      await expect.poll(() => focusedName(page)).toMatch(/^Edit tender /);
      const inPlace = rows.nth(Math.min(place, (await rows.count()) - 1));
      await expect(inPlace.getByRole('button', { name: /^Edit tender / })).toBeFocused();
    });
  });
}

import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { CitizenScreens } from '../citizen/support/CitizenScreens';
import { tabTo } from './support/keyboard';

// Issue 25: a citizen reads, looks up a tender and files a complaint with the keyboard alone, at
// a desk's width and a phone's; each step is checked by where focus is and what is read out.

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`a citizen at ${width} px, by keyboard`, () => {
    test.use({ viewport: { width, height } });
    const phone = width < 992; // the public menu folds behind its toggle below 992 px

    test('reaches the notices from the menu, whose panels close on Escape and when left, and opens a document', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/home');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      if (phone) {
        await tabTo(page, toggle);
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      const documents = menu.getByRole('button', { name: 'Documents', exact: true });
      const notice = menu.getByRole('link', { name: 'Notice', exact: true });

      // Escape closes the panel, focus back on its button.
      await tabTo(page, documents);
      await page.keyboard.press('Enter');
      await expect(notice).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(notice).toBeHidden();
      await expect(documents).toBeFocused();
      await expect(documents).toHaveAttribute('aria-expanded', 'false');

      // Leaving it by Shift+Tab to the menu's entry before closes it too.
      await page.keyboard.press('Enter');
      await expect(notice).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(documents).not.toBeFocused();
      await expect(notice).toBeHidden();

      if (phone) {
        // Escape with no panel open folds the phone's menu away, focus back on its toggle.
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await tabTo(page, documents);
      await page.keyboard.press('Enter');
      await tabTo(page, notice);
      await page.keyboard.press('Enter');

      // The new page is announced by its heading taking focus.
      await expect(page).toHaveURL('/notice');
      await expect(page.getByRole('heading', { level: 1, name: 'Notice' })).toBeFocused();

      // Each document link says which document, its format and size.
      const download = page
        .getByRole('main')
        .getByRole('link', { name: /^Download \S.* \(PDF, [\d.]+ [KM]B\)$/ })
        .first();
      await tabTo(page, download);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.keyboard.press('Enter'),
      ]);
      await expect.poll(() => tab.url()).toContain('/api/files/');
      await tab.close();
    });

    test("opens a tender's details and closes them, focus kept inside and given back", async ({
      page,
    }) => {
      await page.goto('/currenttender');
      const opener = page.getByRole('button', { name: /^Documents of / }).first();
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Tender Details' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
      // A native modal dialog: the page behind is inert, so Tab never lands there (it may pass
      // through the browser's own controls, where the page sees focus on <body>).
      for (let presses = 0; presses < 8; presses += 1) {
        await page.keyboard.press('Tab');
        const where = await dialog.evaluate((box) =>
          box.contains(document.activeElement)
            ? 'dialog'
            : document.activeElement === document.body
              ? 'browser'
              : 'page',
        );
        expect(where).not.toBe('page');
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('signs in and files a complaint, with a mistake first', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/login?as=citizen');
      const signIn = page.getByRole('main').locator('form');
      await tabTo(page, signIn.getByLabel('Email'));
      await page.keyboard.type(ACCOUNTS.citizen.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(ACCOUNTS.citizen.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/userdashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Status-wise Complaint Count' }),
      ).toBeFocused();

      const citizen = new CitizenScreens(page);
      await tabTo(page, citizen.fileComplaint);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/inquiry?add=1');
      const submit = citizen.form.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeVisible();

      // A mistake first: nothing chosen or written. Announced, and focus on the first field.
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(citizen.form.getByRole('alert').first()).toBeVisible();
      const first = citizen.form.locator('[aria-invalid="true"]').first();
      await expect(first).toBeFocused();
      expect(await first.getAttribute('aria-describedby')).toBeTruthy();

      // Every list by its arrow keys, the words typed.
      for (const list of await citizen.form.getByRole('combobox').all()) {
        await tabTo(page, list);
        await page.keyboard.press('ArrowDown');
        await expect(list).not.toHaveValue('');
      }
      await tabTo(page, citizen.field('What is wrong?'));
      await page.keyboard.type(`A lamp is out by the temple (${Date.now()})`);
      await tabTo(page, citizen.field('Landmark'));
      await page.keyboard.type('Temple gate');
      await tabTo(page, submit);
      await page.keyboard.press('Enter');

      const confirmation = page.getByRole('dialog', { name: 'Complaint submitted successfully!' });
      await expect(confirmation).toBeVisible();
      expect(await confirmation.evaluate((box) => box.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(confirmation).toBeHidden();
      await expect(citizen.addComplaint).toBeFocused();
    });
  });
}

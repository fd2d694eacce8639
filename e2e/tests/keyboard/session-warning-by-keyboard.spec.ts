import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { signInByKeyboard, tabTo } from './support/keyboard';

// Issue 25 with issue 15's idle warning: reached and answered with the keyboard alone, at a
// desk's width and a phone's. The warning is due a minute before a 5-minute session ends; the
// page's clock is moved on to it rather than waited for.

/** A session's life, and how long before its end an idle session is warned (issue 15). */
const LIFE_MS = 5 * 60_000;
const WARNED_BEFORE_MS = 60_000;
const UNTIL_WARNED = LIFE_MS - WARNED_BEFORE_MS;

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`a clerk at ${width} px, by keyboard`, () => {
    test.use({ viewport: { width, height } });

    test('is warned while idle, stays signed in, and later signs out from the warning', async ({
      page,
      site,
      consoleWatch,
    }) => {
      test.setTimeout(90_000);
      tolerateAxeStyles(consoleWatch);
      // The page's clock starts as far behind the API's as it is then moved on: once the warning
      // is due, both agree again, and the session that Stay signed in renews is a full one (with
      // the page's clock ahead, the renewed token would end sooner than the page expects).
      await page.clock.install({ time: Date.now() - UNTIL_WARNED });
      await page.goto('/editnotice');
      await expect(page).toHaveURL('/login');
      await signInByKeyboard(page, ACCOUNTS.admin);
      await expect(page).toHaveURL('/editnotice');

      // At work in a form: its place and its words are what the warning must not lose.
      const title = page.locator('form.admin-form').getByLabel(/^Title( \*)?$/);
      await tabTo(page, title);
      await page.keyboard.type('Water supply');

      const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
      const stay = warning.getByRole('button', { name: 'Stay signed in', exact: true });
      const signOut = warning.getByRole('button', { name: 'Sign out', exact: true });

      // Idle until the warning: focus goes into it, on the answer that keeps the work.
      await page.clock.fastForward(UNTIL_WARNED);
      await expect(warning).toBeVisible();
      await expect(warning).toHaveAccessibleDescription(/^Your session will end in \d+ seconds?\./);
      await expect(stay).toBeFocused();
      if (width < 700) {
        // The desk's width is checked by session-keeps-work.spec.ts.
        expect(await seriousViolations(page)).toEqual([]);
      }
      // Modal: Tab and Shift+Tab go round its two buttons, never to the page behind.
      await page.keyboard.press('Tab');
      await expect(signOut).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(stay).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(signOut).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(stay).toBeFocused();

      // Stay signed in: the same page, focus back in the field, the words still there.
      await page.keyboard.press('Enter');
      await expect(warning).toHaveCount(0);
      await expect(page).toHaveURL('/editnotice');
      await expect(title).toBeFocused();
      await expect(title).toHaveValue('Water supply');
      await expect(site.signedInAs('admin')).toBeVisible();

      // Idle again until the renewed session's warning; this time Sign out, by keyboard.
      await page.clock.fastForward(UNTIL_WARNED);
      await expect(stay).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(signOut).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeFocused();
      expect(await site.storedSession()).toBeNull();
    });
  });
}

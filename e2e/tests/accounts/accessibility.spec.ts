import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';

// The account pages anyone may open, as they first show and with their messages, at a phone's
// width and a desk's: no serious or critical finding of axe.
const PAGES: Array<[path: string, heading: string, submit: string | null]> = [
  ['/register', 'Create an account', 'Create account'],
  ['/forgot-password', 'Forgot password', 'Send the link'],
  ['/reset-password?token=not-a-real-token', 'Choose a password', 'Save the password'],
  ['/verify-email', 'Confirm your email', null],
];

test.describe('the account pages under axe', () => {
  test.beforeEach(({ consoleWatch }) => tolerateAxeStyles(consoleWatch));

  for (const width of [375, 1280]) {
    for (const [path, heading, submit] of PAGES) {
      test(`${path} at ${width} px, empty and with its messages`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        if (!submit) return;
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByRole('main').locator('.invalid-feedback').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        // Nothing is wider than the screen: no sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
    }
  }
});

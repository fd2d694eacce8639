import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page,
 * then the other way if it was passed, and fails when it is not reached within `most` presses
 * each way: a control that Tab cannot reach is a
 * defect these journeys are here to find.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, most = 80 }: { backwards?: boolean; most?: number } = {},
): Promise<void> {
  for (const key of backwards ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab']) {
    // The way asked first; then back the other way, for a control that the first way passed.
    for (let presses = 0; presses < most; presses += 1) {
      if (await hasFocus(target)) return;
      await page.keyboard.press(key);
    }
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

async function hasFocus(target: Locator): Promise<boolean> {
  const count = await target.count();
  if (count !== 1) return false;
  return target.evaluate((element) => element === document.activeElement);
}

/** What has focus now: its tag, its accessible name's start (its text or label) and its role. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return '<body>';
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });
}

/**
 * The sweetalert2 popup: open, read out (it is an assertive live region), and focus on its OK,
 * ready for Enter or Escape, however long the page behind took to settle.
 */
export async function expectPopupWithFocus(page: Page, title: string, text: string) {
  const popup = page.getByRole('dialog');
  await expect(popup.locator('.swal2-title')).toHaveText(title);
  await expect(popup.locator('.swal2-html-container')).toHaveText(text);
  await expect(popup).toHaveAttribute('aria-live', 'assertive');
  const ok = popup.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();
  return { popup, ok };
}

/**
 * Signs in on the sign-in page that is open, by keys alone: Tab to Email, type, Tab to Password,
 * type, Enter. (clerk-by-keyboard.spec.ts proves the sign-in's own mistakes and messages.)
 */
export async function signInByKeyboard(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const form = page.getByRole('main').locator('form');
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

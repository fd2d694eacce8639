// GIGW's reader controls (issue 20, point 6): text size and high contrast, chosen in the top bar,
// kept across pages and visits by the server (the page comes with them on <html>), and the site
// still clean for axe, contrast included, in high contrast; the Screen Reader Access page.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';

/** The reader's controls in view: the top bar's, or the signed-in header's. */
const controls = (page: Page) =>
  page.getByRole('group', { name: 'Text size and contrast' }).filter({ visible: true }).first();

/** The choices as a returning reader has them, before any page is opened. */
async function chooseBefore(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'council-contrast', value: 'high', url: URLS.shell },
    { name: 'council-text-size', value: 'large', url: URLS.shell },
  ]);
}

/** axe's WCAG 2.1 A and AA rules (colour contrast among them): every finding, whatever its impact. */
async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map(
    ({ id, impact, nodes }) => `${impact} ${id}: ${nodes.map((node) => node.target).join(', ')}`,
  );
}

const CHOSEN_ROOT = /<html\b[^>]*\sdata-text-size="large"[^>]*\sdata-contrast="high"[^>]*>/;

test.describe("the reader's text size and contrast", () => {
  test('A+ and high contrast chosen on /home stay on /notice and after a reload, sent by the server', async ({
    page,
  }) => {
    await page.goto('/home');
    const rootFont = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const normal = await rootFont();
    await controls(page).getByRole('button', { name: 'Increase text size' }).click();
    await controls(page).getByRole('button', { name: 'High contrast' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    expect(await rootFont()).toBeCloseTo(normal * 1.15, 1);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(0, 0, 0)');

    // Another page, opened afresh: its HTML already carries the choice (no flash, no shift).
    const notice = await page.goto('/notice');
    expect(await notice?.text()).toMatch(CHOSEN_ROOT);
    await expect(controls(page).getByRole('button', { name: 'High contrast' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      controls(page).getByRole('button', { name: 'Increase text size' }),
    ).toHaveAttribute('aria-disabled', 'true');

    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(CHOSEN_ROOT);
    expect(await rootFont()).toBeCloseTo(normal * 1.15, 1);
    expect(await background()).toBe('rgb(0, 0, 0)');

    // Back to normal: the cookies go, and the next page comes as built.
    await controls(page).getByRole('button', { name: 'Normal text size' }).click();
    await controls(page).getByRole('button', { name: 'High contrast' }).click();
    const plain = await page.goto('/home');
    expect(await plain?.text()).not.toMatch(/data-text-size|data-contrast/);
  });

  test('keeps the skip link the first stop of the keyboard, the reader tools next', async ({
    page,
  }) => {
    await page.goto('/notice');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', { name: 'Screen Reader Access' }).filter({ visible: true }),
    ).toBeFocused();
  });

  for (const path of ['/home', '/notice', '/screen-reader-access']) {
    test(`${path} passes axe's WCAG 2.1 AA rules, contrast included, in high contrast`, async ({
      page,
      context,
      consoleWatch,
    }) => {
      tolerateAxeStyles(consoleWatch);
      await chooseBefore(context);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      await page.waitForLoadState('networkidle');
      expect(await wcagViolations(page)).toEqual([]);
    });
  }

  test("the console's /dashboard and the portal's /userdashboard pass too, with the controls in their header", async ({
    page,
    context,
    loginPage,
    consoleWatch,
  }) => {
    tolerateAxeStyles(consoleWatch);
    await chooseBefore(context);
    for (const [account, path, heading] of [
      [ACCOUNTS.admin, '/dashboard', 'Dashboard'],
      [ACCOUNTS.citizen, '/userdashboard', 'Status-wise Complaint Count'],
    ] as const) {
      await loginPage.signInAs(account);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(controls(page).getByRole('button', { name: 'High contrast' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await wcagViolations(page), path).toEqual([]);
      await page.getByRole('button', { name: /^(Admin|My account)/ }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
    }
  });

  test('on a phone, are in the opened menu, and A+ leaves nothing wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await controls(page).getByRole('button', { name: 'Increase text size' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the Screen Reader Access page, from the top bar, lists the free screen readers', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Screen Reader Access' }).filter({ visible: true }).click();
  await page.waitForURL('**/screen-reader-access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Screen Reader Access');
  await expect(page.getByRole('heading', { level: 2, name: 'Free screen readers' })).toBeVisible();
  for (const name of ['NVDA', 'Windows Narrator', 'Orca', 'VoiceOver', 'TalkBack']) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeVisible();
  }
  await expect(page).toHaveTitle(/^Screen Reader Access - /);
});

import type { BrowserContext, Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { chooseHindiBefore } from '../hindi/support';

// GIGW: a document link says what it opens ('PDF, 245 KB'), and a link to another website says
// so and asks before the reader leaves the council's site. The other site is answered here, by
// Playwright: the tests never reach the internet.

const RTI = 'https://rtionline.gov.in/';
const LEAVING = 'You are leaving this website';
const SIZE = /\(PDF, (\d+) KB\)$/;

/** Answers for the RTI site, in the page and in any tab it opens. */
async function routeRtiSite(context: BrowserContext): Promise<void> {
  await context.route(`${RTI}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>RTI Online</title><h1>RTI Online</h1></html>',
    }),
  );
}

/** The size a document link shows, in whole KB, as the file's own length says it. */
async function kilobytesOf(link: Locator): Promise<number> {
  const address = (await link.getAttribute('href')) ?? '';
  const file = await link.page().request.get(address);
  expect(file.status()).toBe(200);
  return Math.max(1, Math.round((await file.body()).length / 1024));
}

test.describe('downloads say what they are', () => {
  test("a notice's PDF link shows its format and size, and its name says them", async ({
    page,
  }) => {
    await page.goto('/notice');
    const row = page
      .locator('main tbody tr')
      .filter({ has: page.getByRole('link', { name: /^Download / }) })
      .first();
    const download = row.getByRole('link', { name: /^Download / });
    await expect(download).toHaveAccessibleName(/^Download .+ \(PDF, \d+ KB\)$/);
    // Shown to the eye too, on one line.
    const facts = download.locator('.council-file-facts');
    await expect(facts).toBeVisible();
    await expect(facts).toHaveText(/^\(PDF, \d+ KB\)$/);
    await expect(facts).toHaveCSS('white-space', 'nowrap');
    const shown = Number(SIZE.exec((await facts.textContent()) ?? '')?.[1]);
    expect(shown, 'the size is the file’s own').toBe(await kilobytesOf(download));
    // The title's link opens the notice's own page (issue 20), where the same link says the same.
    const title = row.locator('td').nth(1).getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/notice-details\?id=\d+$/);
    await title.click();
    // The list's three links are still there until the item's screen has come.
    await expect(page).toHaveURL(/\/notice-details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Details' })).toBeVisible();
    const onItsPage = page.getByRole('main').getByRole('link', { name: /^Download / });
    await expect(onItsPage).toHaveAccessibleName(new RegExp(`\\(PDF, ${shown} KB\\)$`));
  });

  test('in Hindi, the words around the facts are Hindi', async ({ page, context }) => {
    await chooseHindiBefore(context);
    await page.goto('/notice');
    const download = page
      .locator('main tbody tr')
      .getByRole('link', { name: /^डाउनलोड करें / })
      .first();
    await expect(download).toHaveAccessibleName(/^डाउनलोड करें .+ \(PDF, \d+ KB\)$/);
  });
});

test.describe('a link to another website', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('says so, asks before leaving; Cancel and Escape stay, Continue opens the other site', async ({
    page,
    context,
  }) => {
    await routeRtiSite(context);
    await page.goto('/home');
    const panel = page.getByRole('region', { name: 'Important Links' });
    const rti = panel.getByRole('link', {
      name: 'Right to Information (RTI) (opens another website in a new window)',
    });
    await expect(rti).toHaveAttribute('href', RTI);
    await expect(rti.locator('svg.council-external-icon')).toBeVisible();

    await rti.click();
    const dialog = page.getByRole('dialog', { name: LEAVING });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'You are leaving the website of Sundarpur Nagar Parishad for rtionline.gov.in.',
    );
    const proceed = dialog.getByRole('link', { name: 'Continue' });
    await expect(proceed).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rti).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rti).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(context.pages()).toHaveLength(1);

    await rti.click();
    const [tab] = await Promise.all([context.waitForEvent('page'), proceed.click()]);
    await expect(tab).toHaveTitle('RTI Online');
    expect(tab.url()).toBe(RTI);
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/home');
    await tab.close();
  });

  test("the menu's RTI entry asks too, and Escape closes the dialog before the menu", async ({
    page,
    context,
  }) => {
    await routeRtiSite(context);
    await page.goto('/home');
    const grievance = page.getByRole('button', { name: 'Grievance' });
    await grievance.click();
    const rti = page.getByRole('link', {
      name: 'RTI Online (opens another website in a new window)',
    });
    await rti.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: LEAVING });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(grievance).toHaveAttribute('aria-expanded', 'true');
    await expect(rti).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(grievance).toHaveAttribute('aria-expanded', 'false');
    await expect(grievance).toBeFocused();
  });
});

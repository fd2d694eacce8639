// GIGW 3.0 website policies and help (issue 20, point 4): a 'Website Policies' group in the
// footer links the privacy policy and the seven pages written for the council; each opens with
// its heading, rendered on the server, clean under axe; an admin edits one in the console and
// the public page shows the edit, then goes back to the default text; Hindi readers read Hindi.
import type { Page } from '@playwright/test';
import DEMO_COUNCIL from '@council/site-config/demo-council.json';
import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { chooseHindiBefore } from '../hindi/support';
import { answerPopup } from '../../support/popups';

const PAGES = [
  ['Privacy Policy', '/privacypolicy'],
  ['Copyright Policy', '/copyright-policy'],
  ['Hyperlinking Policy', '/hyperlinking-policy'],
  ['Terms of Use', '/terms-of-use'],
  ['Disclaimer', '/disclaimer'],
  ['Accessibility Statement', '/accessibility-statement'],
  ['Content Archival Policy', '/content-archival-policy'],
  ['Help', '/help'],
] as const;

const policiesGroup = (page: Page, name = 'Website Policies') =>
  page.getByRole('contentinfo').getByRole('navigation', { name });

/**
 * The council's name as the pages show it: the configured one (the site's configuration carries
 * it when COUNCIL_CONFIG is set), else the demo council's.
 */
async function councilName(page: Page): Promise<string> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    council?: { name?: string };
  };
  return config.council?.name ?? DEMO_COUNCIL.name;
}

test.describe('website policies and help', () => {
  test('the footer group links all eight pages; each opens with its heading and passes axe', async ({
    page,
    consoleWatch,
  }) => {
    // Eight pages, each read by axe.
    test.setTimeout(120_000);
    tolerateAxeStyles(consoleWatch);
    await page.goto('/home');
    const group = policiesGroup(page);
    await expect(group.getByRole('heading', { name: 'Website Policies' })).toBeVisible();
    const links = group.getByRole('link');
    await expect(links).toHaveCount(PAGES.length);
    for (const [index, [name, path]] of PAGES.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', path);
    }

    for (const [name, path] of PAGES) {
      await page.goto('/home');
      await policiesGroup(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("the pages' texts name the configured council and say what the site does", async ({
    page,
    request,
  }) => {
    const name = await councilName(page);
    expect(name).not.toBe('');
    // The first screen comes rendered from the server, text and all.
    const html = await (await request.get('/copyright-policy')).text();
    expect(html.slice(html.indexOf('<div id="root"'))).toContain(`belongs to ${name}`);

    await page.goto('/content-archival-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('"show until" date');
    await expect(main).toContainText(
      'Reaching a "show until" date or a tender\'s last date deletes nothing',
    );
    await expect(main.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive');

    await page.goto('/help');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Opening PDF documents' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Using the keyboard' })).toBeVisible();
    // A free reader's site is another website: it says so.
    await expect(
      page.getByRole('link', { name: /Adobe Acrobat Reader.*another website/ }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Screen Reader Access' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Screen Reader Access' }),
    ).toBeVisible();
  });

  test('an admin edits the disclaimer in the console; the public page shows it, then the default again', async ({
    page,
    loginPage,
  }) => {
    const words = `The council checked this page on ${Date.now()}.`;
    await loginPage.signInAs(ACCOUNTS.admin);
    await page.goto('/editpolicies');
    await expect(page.getByRole('heading', { level: 1, name: 'Website Policies' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Disclaimer' }).click();
    const form = page.locator('form').filter({ hasText: 'Edit: Disclaimer' });
    await expect(form.getByRole('heading', { name: 'Edit: Disclaimer' })).toBeFocused();
    const text = form.getByRole('textbox', { name: /^Text of the page\s*\*?$/ });
    await text.fill(`${words}\n\n## Documents\n- Orders as issued prevail.`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toContainText('The public page shows it now.');
    await answerPopup(page.getByRole('dialog'), 'OK');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Disclaimer' })
        .getByText(/^Edited on /),
    ).toBeVisible();

    await page.goto('/disclaimer');
    await expect(page.getByRole('main')).toContainText(words);
    await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
      'Orders as issued prevail.',
    ]);

    await page.goto('/editpolicies');
    await page.getByRole('button', { name: 'Edit Disclaimer' }).click();
    await page.getByRole('button', { name: 'Go back to the default text' }).click();
    await answerPopup(page.getByRole('dialog'), 'Yes, go back');
    await expect(page.getByRole('dialog')).toContainText('default text again');
    await answerPopup(page.getByRole('dialog'), 'OK');
    await page.goto('/disclaimer');
    await expect(page.getByRole('main')).toContainText(`${await councilName(page)} takes care`);
    await expect(page.getByRole('main')).not.toContainText(words);
  });

  test('a Hindi reader finds the group and reads the pages in Hindi', async ({
    page,
    context,
    consoleWatch,
  }) => {
    tolerateAxeStyles(consoleWatch);
    await chooseHindiBefore(context);
    await page.goto('/home');
    const group = policiesGroup(page, 'वेबसाइट नीतियाँ');
    await expect(group.getByRole('link')).toHaveCount(PAGES.length);
    await group.getByRole('link', { name: 'अस्वीकरण' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'अस्वीकरण' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'इस वेबसाइट की सामग्री सामान्य जानकारी के लिए है।',
    );
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 2, name: 'PDF दस्तावेज़ खोलना' })).toBeVisible();
  });
});

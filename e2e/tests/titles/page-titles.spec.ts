// Every page names itself, then the council ("Active Tenders - Sundarpur Nagar Parishad"): in
// the page the server sends (a tab, a bookmark, a link preview or a search engine read it before
// any script) and in the browser as the reader moves on. A page about one item, a tender, is
// named after the item.
import demoCouncil from '@council/site-config/demo-council.json';
import { expect, test } from '../../support/fixtures';
import { URLS } from '../../support/site';

const COUNCIL = demoCouncil.name;

/** The <title> of the page the shell's server sends for `path`, before any script runs. */
async function servedTitle(path: string): Promise<string | undefined> {
  const html = await (await fetch(`${URLS.shell}${path}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** A tender of the demo's, as the public list gives it. */
async function aDemoTender(): Promise<{ id: number; title: string }> {
  const answer = await fetch(`${URLS.api}/api/v2/public/tenders?size=5`);
  const { items } = (await answer.json()) as { items: { id: number; tender_title: string }[] };
  // A title with no character the page's <title> escapes, so that the served text reads as is.
  const tender = items.find((item) => /^[\w ,.()/-]+$/.test(item.tender_title));
  if (!tender) throw new Error('the demo has no tender with a plain title');
  return { id: tender.id, title: tender.tender_title };
}

test.describe("a page's title", () => {
  test('of /currenttender is "Active Tenders - <council>", served and in the browser', async ({
    page,
  }) => {
    expect(await servedTitle('/currenttender')).toBe(`Active Tenders - ${COUNCIL}`);

    await page.goto('/currenttender');
    await expect(page.getByRole('heading', { level: 1, name: 'Active Tenders' })).toBeVisible();
    await expect(page).toHaveTitle(`Active Tenders - ${COUNCIL}`);
  });

  test("of a tender's page is the tender's own title, served and in the browser", async ({
    page,
  }) => {
    const tender = await aDemoTender();
    const path = `/tender-details?id=${tender.id}`;
    expect(await servedTitle(path)).toBe(`${tender.title} - ${COUNCIL}`);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: tender.title })).toBeVisible();
    await expect(page).toHaveTitle(`${tender.title} - ${COUNCIL}`);

    // Leaving the tender for a list: the list's own title again.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Tenders$/ })
      .click();
    await expect(page).toHaveURL(/\/(current|past)tender$/);
    await expect(page).toHaveTitle(/^(Active|Un-Active) Tenders - /);
  });

  test("of a tender that does not exist is the route's", async ({ page, consoleWatch }) => {
    // The page is answered 404 by the shell's server (its first screen says so) and, when it is
    // rendered in the browser instead, the API answers 404 for the tender: Chromium logs either.
    consoleWatch.tolerate(
      'Chromium logs the 404 of the missing tender',
      ({ text, url }) =>
        text.includes('status of 404') &&
        (url === `${URLS.api}/api/v2/public/tenders/999999` ||
          url === `${URLS.shell}/tender-details?id=999999`),
    );
    expect(await servedTitle('/tender-details?id=999999')).toBe(`Tender Details - ${COUNCIL}`);
    await page.goto('/tender-details?id=999999');
    await expect(page.getByText('This tender was not found.')).toBeVisible();
    await expect(page).toHaveTitle(`Tender Details - ${COUNCIL}`);
  });

  test("of the shell's own pages names them too", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle(`Login - ${COUNCIL}`);
    await page.goto('/register');
    await expect(page).toHaveTitle(`Create an account - ${COUNCIL}`);
  });
});

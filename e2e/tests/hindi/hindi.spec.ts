// The site in Hindi (issue 19): the reader's choice (the switch, the cookie, ?lang=), the first
// screens from the server in that language, taken over by the browser as they are, and the
// Devanagari web font that draws them on a machine without one (this one has none).
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import {
  chooseHindiBefore,
  DEVANAGARI,
  headingIsServers,
  languageCookie,
  languageSwitch,
  markServerMarkup,
} from './support';

test.describe('the server sends the first screen in the reader’s language', () => {
  test('a reader whose cookie says Hindi gets /home in Hindi, named so from the first byte', async ({
    request,
  }) => {
    const response = await request.get('/home', { headers: { cookie: 'council-language=hi' } });
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi"/i);
    expect(html).toContain('data-rendered-in="hi"');
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(heading).toMatch(DEVANAGARI);
    expect(html).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-devanagari-400\.[0-9a-f]{8}\.woff2" crossorigin>/,
    );
    expect(response.headers().vary?.toLowerCase()).toContain('cookie');
  });

  test('an English reader gets the English page, with no Hindi font preloaded', async ({
    request,
  }) => {
    const html = await (await request.get('/home')).text();
    expect(html).toMatch(/<html lang="?en"?/i);
    expect(html).not.toContain('data-rendered-in');
    expect(html).not.toContain('as="font"');
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe('Home');
    expect(html).toContain('Welcome to');
  });

  test('a shared link with ?lang=hi gives Hindi and keeps the choice', async ({
    page,
    context,
  }) => {
    await markServerMarkup(page);
    await page.goto('/about?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    // The choice is kept; the address names the page only (the shell takes ?lang= out).
    expect(await languageCookie(context)).toBe('hi');
    await expect(page).toHaveURL(/\/about$/);
    expect(await headingIsServers(page), 'the Hindi markup was taken over, not redrawn').toBe(true);
    await expect(languageSwitch(page)).toHaveValue('hi');
  });

  test('a shared link to a page of a list keeps its query, and is taken over as sent', async ({
    page,
  }) => {
    await markServerMarkup(page);
    await page.goto('/notice?page=1&lang=hi');
    await expect(page).toHaveURL(/\/notice\?page=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    expect(await headingIsServers(page)).toBe(true);
  });

  test('?lang=en takes a Hindi reader back to English', async ({ page, context }) => {
    await chooseHindiBefore(context);
    await page.goto('/home?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    expect(await languageCookie(context)).toBe('en');
  });
});

test.describe('the reader switches', () => {
  test('on a public page: every text in place, no reload, and the next page from the server in Hindi', async ({
    page,
    context,
  }) => {
    await page.goto('/home');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await languageSwitch(page).selectOption('hi');

    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    await expect(languageSwitch(page)).toHaveValue('hi');
    expect(await page.evaluate(() => 'samePage' in window), 'no reload').toBe(true);
    expect(await languageCookie(context)).toBe('hi');

    await markServerMarkup(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    expect(await headingIsServers(page)).toBe(true);

    await languageSwitch(page).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    expect(await languageCookie(context)).toBe('en');
  });

  test('keeps what is typed: a half-filled form stays as it was', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Email').fill('citizen@demo.local');
    await form.getByLabel('Password').fill('half a pass');

    await languageSwitch(page).selectOption('hi');

    await expect(form.getByLabel('ई-मेल')).toHaveValue('citizen@demo.local');
    await expect(form.getByLabel('पासवर्ड')).toHaveValue('half a pass');
  });

  for (const { who, account, home } of [
    { who: 'the console', account: ACCOUNTS.admin, home: '/dashboard' },
    { who: 'the portal', account: ACCOUNTS.citizen, home: '/userdashboard' },
  ]) {
    test(`in ${who}'s frame, whose first screen then comes from the server in Hindi`, async ({
      page,
      loginPage,
    }) => {
      await loginPage.signInAs(account);
      await page.waitForURL(home);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(DEVANAGARI);

      await languageSwitch(page).selectOption('hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(heading).toHaveText(DEVANAGARI);

      // Rendered by the server for this session in Hindi, and hydrated without a mismatch (any
      // console error fails the test).
      await markServerMarkup(page);
      await page.reload();
      await expect(page.locator('#root')).toHaveAttribute('data-rendered-in', 'hi');
      await expect(heading).toHaveText(DEVANAGARI);
      expect(await headingIsServers(page)).toBe(true);
    });
  }
});

test.describe('Devanagari that always renders', () => {
  test('a Hindi page draws its text in the site’s own web font', async ({ page, requests }) => {
    await page.goto('/home?lang=hi');
    // The site's own face is loaded (fonts.ready may settle before the page asks for it), not
    // merely declared: fonts.check alone also answers true when no face matches.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) =>
              face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नगर')),
    ).toBe(true);
    expect(requests.all.map((request) => request.url())).toContainEqual(
      expect.stringMatching(/\/assets\/noto-sans-devanagari-400\.[0-9a-f]{8}\.woff2$/),
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('an English page fetches no Devanagari font', async ({ page, requests }) => {
      await page.goto('/home');
      await page.waitForLoadState('networkidle');
      const fonts = requests.all.filter((request) =>
        request.url().includes('noto-sans-devanagari'),
      );
      expect(fonts.map((request) => request.url())).toEqual([]);
    });
  });
});

import type { Browser, Page } from '@playwright/test';
import { expect, test } from './../support/fixtures';
import { PUBLIC_ROUTES } from './public/publicRoutes';

// A server-rendered first screen is painted from its HTML alone (issue 24, point 3): the CSS it
// needs is inlined in the page, and the stylesheets, added after the paint, change nothing of it.

const WIDTHS = [375, 1280];
// Every public route, then two in Hindi (last: ?lang= makes the reader's choice for the rest),
// whose text is drawn in the Devanagari font that the inlined CSS must declare too.
const PATHS = [...PUBLIC_ROUTES.map((route) => route.path), '/home?lang=hi', '/notice?lang=hi'];

/** What a reader sees of one element: where it is, and how its text and box are drawn. */
type Drawn = string;

/** Every element in the first screen of `page`, as drawn. */
async function firstScreenOf(page: Page): Promise<Drawn[]> {
  return page.locator('body *').evaluateAll((elements) => {
    const height = window.innerHeight;
    return elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.top > height || box.width === 0 || box.height === 0) return [];
      const style = getComputedStyle(element);
      const drawn = [
        element.tagName,
        element.className,
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.color,
        style.backgroundColor,
        style.fontFamily,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderBottomColor,
        style.visibility,
      ];
      return [drawn.join(' ')];
    });
  });
}

/** A page without scripts, with or without the page's stylesheets. */
async function pageWithout(browser: Browser, stylesheets: 'linked' | 'blocked'): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  if (stylesheets === 'blocked') await page.route(/\.css(\?|$)/, (route) => route.abort());
  return page;
}

/**
 * The first screen at `path` at each width. Scripts are off: the <noscript> copies of the
 * deferred stylesheets apply at once.
 */
async function drawnAtWidths(page: Page, path: string): Promise<Drawn[][]> {
  // Not the load event: without scripts, every picture of a page (lazy ones too) is fetched.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.fonts.ready);
  const drawn: Drawn[][] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    drawn.push(await firstScreenOf(page));
  }
  return drawn;
}

/** The elements drawn otherwise with the inlined CSS alone than with the stylesheets, as pairs. */
function differences(inlined: Drawn[], linked: Drawn[]): string[][] {
  const length = Math.max(inlined.length, linked.length);
  return Array.from({ length }, (_, i) => [inlined[i] ?? 'nothing', linked[i] ?? 'nothing'])
    .filter(([alone, withStylesheets]) => alone !== withStylesheets)
    .slice(0, 5);
}

test.describe('a first screen is painted from its HTML alone', () => {
  test('every public page inlines its CSS and links no stylesheet before its paint', async ({
    request,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const html = await (await request.get(route.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route.path).toMatch(/<style>:root\{--bs-/);
      expect(head.replace(/<noscript>.*?<\/noscript>/g, ''), route.path).not.toMatch(
        /<link rel="?(stylesheet|preload"? as="?style)/,
      );
      expect(head, route.path).toMatch(
        /<script defer src="\/first-screen-scripts\.js" data-stylesheets="[^"]+\.css[^"]*"/,
      );
    }
  });

  test('the stylesheets change nothing of what a first screen shows, on a phone or a desktop', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alone = await pageWithout(browser, 'blocked');
    const withStylesheets = await pageWithout(browser, 'linked');
    for (const path of PATHS) {
      const [inlined, linked] = await Promise.all([
        drawnAtWidths(alone, path),
        drawnAtWidths(withStylesheets, path),
      ]);
      WIDTHS.forEach((width, i) => {
        const at = `${path} at ${width} px`;
        expect(inlined[i]?.length, at).toBeGreaterThan(20);
        expect(differences(inlined[i] ?? [], linked[i] ?? []), at).toEqual([]);
      });
    }
    await Promise.all([alone.context().close(), withStylesheets.context().close()]);
  });

  test('the stylesheets are added once the page is painted, for what the scripts show', async ({
    page,
  }) => {
    const html = await (await page.request.get('/home')).text();
    const handedOver = /data-stylesheets="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(handedOver.length).toBeGreaterThan(0);
    await page.goto('/home');
    const linked = await page
      .locator('head > link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(linked.slice(0, handedOver.length)).toEqual(handedOver);
  });

  test('once the scripts run, no stylesheet and no font face is there twice', async ({ page }) => {
    // A face declared again makes the browser lay out and shape every text of the page anew.
    await page.goto('/home');
    // The ticker's button answers: the page's scripts have taken it over.
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const { files, faces } = await page.evaluate(() => ({
      files: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => (link.getAttribute('href') ?? '').split('?')[0],
      ),
      // The shell's sheets and the page's own <style>: a remote's (another origin) are closed
      // to the page, and declare no face.
      faces: [...document.styleSheets]
        .filter((sheet) => !sheet.href || new URL(sheet.href).origin === location.origin)
        .flatMap((sheet) =>
          [...sheet.cssRules]
            .filter((rule) => rule instanceof CSSFontFaceRule)
            .map((rule) => rule.cssText),
        ),
    }));
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files).size, files.join(' ')).toBe(files.length);
    expect(faces.length).toBeGreaterThan(0);
    expect(new Set(faces).size, faces.join('\n')).toBe(faces.length);
  });
});

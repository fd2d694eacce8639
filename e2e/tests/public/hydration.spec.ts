// Every public route, with scripts on: React takes the server's first screen over as it is
// (hydrates it) instead of painting it again, and says nothing in the console. Where the browser's
// first render differs from the server's markup, React 19 reports the mismatch and renders the
// screen afresh, replacing its elements: the <h1> and the first item the server sent are
// remembered before any script runs, and must still be the page's once the screen is live.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { PUBLIC_ROUTES, type PublicRoute } from './publicRoutes';

const HEADING = 'main h1';
const SELECTORS = [HEADING, ...new Set(PUBLIC_ROUTES.map((route) => route.firstItem))];

type Markup = Record<string, Element | null>;

/**
 * Runs in the page before its own scripts: once the parser has read the whole document, and
 * before the deferred scripts run (the page's one script, which starts the others after the
 * first paint), remembers the first element of each selector, as the server sent it.
 */
function rememberServerMarkup(selectors: string[]) {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const sent: Markup = {};
    for (const selector of selectors) sent[selector] = document.querySelector(selector);
    Object.assign(window, { serverMarkup: sent });
  });
}

type Fate = 'not sent' | "the server's" | 'drawn again';

/**
 * Per selector of the route (its heading, its first item): whether the server sent it, and
 * whether the page still shows that very element or one the browser drew in its place.
 */
function fatesOf(page: Page, route: PublicRoute): Promise<[string, Fate][]> {
  return page.evaluate(
    (selectors) => {
      const sent = (window as { serverMarkup?: Markup }).serverMarkup ?? {};
      return selectors.map((selector): [string, Fate] => {
        const element = sent[selector] ?? null;
        if (!element) return [selector, 'not sent'];
        return [
          selector,
          element === document.querySelector(selector) ? "the server's" : 'drawn again',
        ];
      });
    },
    [HEADING, route.firstItem],
  );
}

/**
 * What React, or anything else in the page, says is wrong (errors and warnings), by the route
 * opened when it was said.
 */
class ConsoleByRoute {
  readonly said: Record<string, string[]> = {};
  route = '';

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        this.note(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.note(`pageerror: ${error.message}`));
  }

  note(problem: string) {
    (this.said[this.route] ??= []).push(problem);
  }
}

/**
 * Opens the route and waits until its screen is live (the page fixture's `goto`: the shell
 * marks <html> with data-screen-live once the screen has been hydrated, or rendered, and
 * responds). A screen's
 * first render after the servers start may miss the server's render limit and be left to the
 * browser, by design: then the page is opened again, once warm.
 */
async function openServersPage(page: Page, route: PublicRoute) {
  await expect(async () => {
    await page.goto(route.path);
    const unsent = (await fatesOf(page, route)).filter(([, fate]) => fate === 'not sent');
    expect(unsent, `${route.path}: not in the server's page`).toEqual([]);
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('html[data-screen-live]')).toBeAttached();
}

test.describe('the browser hydrates the server-rendered first screen of every public route', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(rememberServerMarkup, SELECTORS);
  });

  test('its heading and first item stay the elements the server sent, with nothing in the console', async ({
    page,
  }) => {
    // Thirty pages in one test and one browser context, as the test with scripts off does: about
    // 2 s a page until its screen is live on a busy machine (70 s), with room for twice that.
    test.setTimeout(180_000);
    const heard = new ConsoleByRoute(page);
    const found: Record<string, string[]> = {};
    for (const route of PUBLIC_ROUTES) {
      heard.route = route.path;
      await openServersPage(page, route);
      found[route.path] = (await fatesOf(page, route))
        .filter(([, fate]) => fate !== "the server's")
        .map(([selector, fate]) => `${selector}: ${fate}`);
    }
    // What the console said after a route's check (React's late words) counts for that route too.
    for (const [path, said] of Object.entries(heard.said)) found[path]?.push(...said);
    expect(
      Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0)),
      'per route: elements the browser drew again, and errors and warnings in the console',
    ).toEqual({});
  });
});

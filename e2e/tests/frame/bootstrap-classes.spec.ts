// The shell ships Bootstrap cut to the rules whose classes the site's sources name
// (packages/webpack-config/bootstrapUsedRules.js, docs/CONTRACTS.md "Bootstrap's classes"). A
// class made at run time that the cut did not foresee would leave its element unstyled: on every
// public route and every screen of the console and the portal, each rule of the whole Bootstrap
// that matches an element of the page must be in the page's stylesheets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { declaredScreens } from '../../support/declaredScreens';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { repoRoot } from '../../support/site';
import { PUBLIC_ROUTES } from '../public/publicRoutes';

/** The whole Bootstrap stylesheet, as the package publishes it. */
const WHOLE_BOOTSTRAP = readFileSync(
  require.resolve('bootstrap/dist/css/bootstrap.min.css', {
    paths: [path.join(repoRoot, 'shell')],
  }),
  'utf8',
);

/**
 * The selectors of the whole Bootstrap that match an element of the page (as it stands, or
 * hovered, focused or pressed, or in its ::before and ::after) and that no stylesheet of the page
 * has: rules the cut left out although the page needs them.
 */
async function bootstrapRulesMissing(page: Page): Promise<string[]> {
  // The stylesheets the first-screen loader adds after the paint are part of the page: they are
  // there once the screen is live, and read once each has loaded.
  await page.locator('html[data-screen-live]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet !== null,
    ),
  );
  return page.evaluate((wholeCss) => {
    /** A selector list split at its top-level commas (not those inside :not(...)). */
    const selectorsOf = (list: string) => {
      const parts: string[] = [];
      let depth = 0;
      let current = '';
      for (const character of list) {
        if (character === '(') depth += 1;
        if (character === ')') depth -= 1;
        if (character === ',' && depth === 0) {
          parts.push(current.trim());
          current = '';
        } else current += character;
      }
      return [...parts, current.trim()];
    };
    const selectorsIn = (rules: CSSRuleList, into: string[]) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) into.push(...selectorsOf(rule.selectorText));
        if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) {
          selectorsIn((rule as CSSGroupingRule).cssRules, into);
        }
      }
      return into;
    };
    const onPage = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        selectorsIn(sheet.cssRules, []).forEach((selector) => onPage.add(selector));
      } catch {
        // A remote's stylesheet from another origin: Bootstrap is the shell's, never in one.
      }
    }
    const whole = new CSSStyleSheet();
    whole.replaceSync(wholeCss);
    const STATES = /::?(before|after|hover|focus|focus-visible|focus-within|active|placeholder)\b/g;
    const matchesPage = (selector: string) => {
      try {
        return document.querySelector(selector.replace(STATES, '')) !== null;
      } catch {
        return false; // a browser's own pseudo-class (::-webkit-...) that it cannot query
      }
    };
    const missing = selectorsIn(whole.cssRules, []).filter(
      (selector) => !onPage.has(selector) && matchesPage(selector),
    );
    return [...new Set(missing)].sort();
  }, WHOLE_BOOTSTRAP);
}

/** A signed-in role's screens without a parameter in their address. */
function screensOf(remote: string, role: string): string[] {
  return declaredScreens(remote)
    .filter(({ access }) => access !== 'public' && access.includes(role))
    .map((screen) => screen.path)
    .filter((screenPath) => screenPath !== '/grievance-desk/complaint');
}

test.describe("the shell's cut Bootstrap has every rule of the whole one that a page needs", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}, at 375 and 1280 px`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route.path);
        await route.ready(page);
        expect(await bootstrapRulesMissing(page), `at ${width} px`).toEqual([]);
      }
    });
  }

  for (const [remote, role] of [
    ['admin-console', 'admin'],
    ['citizen-portal', 'user'],
  ] as const) {
    test(`every screen of ${remote} for its ${role}`, async ({ page, loginPage }) => {
      // Up to nineteen screens, each opened afresh, after a sign-in.
      test.slow();
      await loginPage.signInAs(role === 'admin' ? ACCOUNTS.admin : ACCOUNTS.citizen);
      const missing: Record<string, string[]> = {};
      for (const screenPath of screensOf(remote, role)) {
        await page.goto(screenPath);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const missingRules = await bootstrapRulesMissing(page);
        if (missingRules.length > 0) missing[screenPath] = missingRules;
      }
      expect(missing).toEqual({});
    });
  }
});

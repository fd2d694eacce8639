// The JavaScript each route loads, in gzip bytes, stays within its budget in
// scripts/bench/budgets.json (the bench prints the same figures). Bytes, not time: the scripts a
// route requests are gzipped here from the files served, at level 9 as the build precompresses
// them, so the result is the same on any machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { APP_NAMES, repoRoot, URLS } from '../../support/site';

interface Budget {
  /** Signed in as this demo account first. */
  as?: 'admin' | 'citizen';
  jsGzipBytes: number;
}

const BUDGETS = (
  JSON.parse(readFileSync(path.join(repoRoot, 'scripts', 'bench', 'budgets.json'), 'utf8')) as {
    routes: Record<string, Budget>;
  }
).routes;
const ROLE = { admin: 'admin', citizen: 'user' } as const;

test.describe('JavaScript budget per route (gzip bytes)', () => {
  // The bench's screen (Lighthouse mobile): what a page loads can depend on what is in view.
  test.use({ viewport: { width: 412, height: 823 } });
  for (const [route, budget] of Object.entries(BUDGETS)) {
    test(`${route}${budget.as ? ` (${budget.as})` : ''} loads at most ${(budget.jsGzipBytes / 1024).toFixed(1)} KB of JavaScript`, async ({
      page,
    }) => {
      if (budget.as) {
        const account = ACCOUNTS[budget.as];
        const response = await fetch(`${URLS.api}/api/Account/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        expect(response.status).toBe(200);
        const { token } = (await response.json()) as { token: string };
        const session = JSON.stringify({
          state: { token, role: ROLE[budget.as], expiresAt: Date.now() + 5 * 60 * 1000 },
          version: 1,
        });
        // The session as the shell keeps it, in place before the page's own scripts run.
        await page.addInitScript((value) => {
          if (!localStorage.getItem('council-session')) {
            localStorage.setItem('council-session', value);
          }
        }, session);
      }
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, 'the route itself, not a redirect').toBe(route);

      const appOf = new Map(APP_NAMES.map((name) => [URLS[name], name]));
      // The bytes as served (not every script is a file of the build: the first screen's
      // loader comes from the static server), compressed as the build's own .gz copies are.
      const sizes = await Promise.all(
        [...new Set(scripts)].map(async (url) => {
          const { origin, pathname } = new URL(url);
          const app = appOf.get(origin);
          if (!app) throw new Error(`a script from outside the site: ${url}`);
          const response = await fetch(url);
          expect(response.ok, url).toBe(true);
          const served = Buffer.from(await response.arrayBuffer());
          return { app, file: pathname, bytes: gzipSync(served, { level: 9 }).length };
        }),
      );
      const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
      const perApp = Object.fromEntries(
        APP_NAMES.map((name) => [
          name,
          sizes.filter((entry) => entry.app === name).reduce((sum, entry) => sum + entry.bytes, 0),
        ]),
      );
      test.info().annotations.push({
        type: 'javascript',
        description: `${total} B gzip in ${sizes.length} files (budget ${budget.jsGzipBytes}); ${JSON.stringify(perApp)}`,
      });
      expect(
        total,
        `gzip bytes of ${sizes.map((s) => `${s.app}${s.file}`).join(', ')}`,
      ).toBeLessThanOrEqual(budget.jsGzipBytes);
      if (!budget.as) {
        // A citizen reading a public page downloads no admin or citizen-portal code.
        expect(perApp['admin-console']).toBe(0);
        expect(perApp['citizen-portal']).toBe(0);
      }
    });
  }
});

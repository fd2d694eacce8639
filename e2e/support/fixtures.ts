// The `test` every spec uses: Playwright's, plus a console watch that fails a test on any uncaught
// page error or console error it did not declare, a record of every request, and page objects.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { SiteFrame } from './pages/SiteFrame';

interface ConsoleProblem {
  kind: 'pageerror' | 'console.error';
  text: string;
  /** The script or resource the console message points at, when the browser says. */
  url: string;
}

type Tolerance = (problem: ConsoleProblem) => boolean;

export interface ConsoleWatch {
  /** Declares the problems this test causes on purpose; each is named in the report. */
  tolerate(reason: string, matches: Tolerance): void;
  /** What the page reported so far, tolerated or not. */
  readonly problems: ConsoleProblem[];
}

export interface RequestLog {
  readonly all: Request[];
  /** The URLs requested from an origin ('http://localhost:3202'). */
  to(origin: string): string[];
}

interface Fixtures {
  consoleWatch: ConsoleWatch;
  requests: RequestLog;
  loginPage: LoginPage;
  site: SiteFrame;
}

/**
 * A page whose first screen the server rendered shows it before its scripts have run; until the
 * shell marks the screen live (shell/src/remotes/ScreenLive.tsx), its buttons do not respond yet.
 * Every navigation of a test therefore waits for that, as a reader waits for a page to be ready.
 */
async function untilFirstScreenLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('first-screen-calls') ||
      document.documentElement.hasAttribute('data-screen-live'),
  );
}

/**
 * Makes every `goto` and `reload` of a page wait until its first screen is live. The `page`
 * fixture has it; a page a test opens in a context of its own (a second person) needs it too.
 */
export function waitingForLiveScreens(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilFirstScreenLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilFirstScreenLive(page);
    return response;
  };
  return page;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitingForLiveScreens(page));
  },

  consoleWatch: [
    async ({ page }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];
      const tolerated: { reason: string; matches: Tolerance }[] = [];
      page.on('pageerror', (error) => {
        problems.push({ kind: 'pageerror', text: error.stack ?? String(error), url: '' });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
      });
      await use({
        tolerate: (reason, matches) => tolerated.push({ reason, matches }),
        problems,
      });
      const unexpected = problems.filter(
        (problem) => !tolerated.some((entry) => entry.matches(problem)),
      );
      const accepted = problems.length - unexpected.length;
      if (accepted > 0) {
        testInfo.annotations.push({
          type: 'tolerated console errors',
          description: `${accepted} (${tolerated.map((entry) => entry.reason).join('; ')})`,
        });
      }
      expect(
        unexpected.map((problem) => `${problem.kind}: ${problem.text} ${problem.url}`.trim()),
        'the browser reported errors this test did not expect',
      ).toEqual([]);
    },
    { auto: true },
  ],

  requests: async ({ context }, use) => {
    const all: Request[] = [];
    // The context sees every request of every page and worker, not only the main frame's.
    context.on('request', (request) => all.push(request));
    await use({
      all,
      to: (origin) =>
        all.map((request) => request.url()).filter((url) => new URL(url).origin === origin),
    });
  },

  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  site: async ({ page }, use) => use(new SiteFrame(page)),
});

export { expect };

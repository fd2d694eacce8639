import { defineConfig } from '@playwright/test';
import { URLS } from './support/site';

// The root `npm test` passes --reporter=list,json and PLAYWRIGHT_JSON_OUTPUT_FILE
// (scripts/test-runners.mjs reads the counts from that file); alone, the report goes to test-results.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/report.json';

// One output folder per run: several people run the suite in one checkout at once, and Playwright
// empties its output folder when a run starts. Workers inherit the id from the runner's env.
process.env.E2E_RUN_ID ??= `run-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  globalSetup: './support/global-setup.ts',
  // Two cores shared with other work, and tests that stop and redeploy servers of the one site.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // npm test runs two of these side by side on two cores (scripts/test-runners.mjs): a journey
  // through several pages may take twice as long as alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL: URLS.shell,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

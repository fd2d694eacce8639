// One Lighthouse run (mobile, default simulated throttling) of one route in a fresh Chromium, with
// the session put in localStorage first for a signed-in route, as the shell keeps it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The numbers the bench keeps from one run. */
function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    // Lighthouse's measure of this machine's CPU at the time (a fast desktop scores 1500-2500).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    runtimeError: lhr.runtimeError?.message,
    requests: requests.map((item) => ({
      url: item.url,
      type: item.resourceType,
      transferSize: item.transferSize ?? 0,
    })),
    lcpElement: snippets(lhr.audits['largest-contentful-paint-element'])[0] ?? '',
    shiftElements: snippets(lhr.audits['layout-shifts']).slice(0, 3),
    renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
      (item) => item.url,
    ),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id),
  };
}

/** The HTML snippets of the nodes an audit names (LCP element, layout shift culprits). */
function snippets(audit) {
  const found = [];
  const visit = (value) => {
    if (!value || typeof value !== 'object') return;
    if (value.type === 'node' && value.snippet) found.push(value.snippet.slice(0, 120));
    for (const child of Object.values(value)) visit(child);
  };
  visit(audit?.details);
  return [...new Set(found)];
}

/**
 * Runs Lighthouse on `url` and returns its summary with the whole report (`lhr`). With `session`
 * ({ origin, value }), the value is written to localStorage['council-session'] on that origin
 * first, and its token to the session cookie, as shared-auth keeps both for a signed-in page;
 * Lighthouse keeps storage.
 */
export async function runLighthouse(url, { session } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${session.origin}/favicon.svg`);
      await page.evaluate((value) => {
        localStorage.setItem('council-session', value);
        const { token, expiresAt } = JSON.parse(value).state;
        const seconds = Math.floor((expiresAt - Date.now()) / 1000);
        document.cookie = `council-session=${token}; Path=/; SameSite=Strict; Max-Age=${seconds}`;
      }, session.value);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Storage is what carries the session; the HTTP cache is a fresh profile's anyway.
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return { ...summarise(result.lhr), lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Lighthouse (mobile, median of `runs`) and the bytes of each route, signed in first where the
// route says `as`; the median-performance run's whole report is saved for the why.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIST } from './build.mjs';
import { bytesByType, weigh } from './bytes.mjs';
import { median, runLighthouse } from './lighthouse.mjs';
import { ACCOUNTS } from './routes.mjs';
import { signIn } from './site.mjs';

export async function measureRoutes({ site, roots, routes, runs, reportFolder = 'lighthouse' }) {
  const originRoots = Object.fromEntries(
    ['shell', 'public-site', 'admin-console', 'citizen-portal'].map((app) => [
      site.urls[app],
      roots[app],
    ]),
  );
  const rows = [];
  for (const route of routes) {
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      let session;
      if (route.as) {
        const account = ACCOUNTS[route.as];
        const token = await signIn(site.urls.api, account);
        const value = JSON.stringify({
          state: { token, role: account.role, expiresAt: Date.now() + 5 * 60 * 1000 },
          version: 1,
        });
        session = { origin: site.urls.shell, value };
      }
      const sample = await runLighthouse(`${site.urls.shell}${route.path}`, { session });
      console.log(
        `bench: ${route.path} run ${run}: performance ${sample.performance}, FCP ${Math.round(sample.fcpMs)} ms, LCP ${Math.round(sample.lcpMs)} ms` +
          (sample.runtimeError ? ` (${sample.runtimeError})` : ''),
      );
      samples.push(sample);
    }
    // Bytes and requests are the same in every run (a fresh profile); they are read from the
    // median-performance run.
    const middle = [...samples].sort((a, b) => a.performance - b.performance)[
      Math.floor(samples.length / 2)
    ];
    const weight = await weigh(middle.requests, originRoots);
    saveReport(route, middle.lhr, reportFolder);
    rows.push({
      path: route.path,
      as: route.as ?? null,
      finalPath: new URL(middle.finalUrl).pathname,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      bestPractices: median(samples.map((s) => s.bestPractices)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      runtimeError: middle.runtimeError ?? null,
      failedAudits: middle.failedAudits,
      lcpElement: middle.lcpElement,
      shiftElements: middle.shiftElements,
      renderBlocking: middle.renderBlocking,
      ...weight,
      bytesByType: bytesByType(middle.requests),
      remoteOrigins: {
        'admin-console': weight.byOrigin[site.urls['admin-console']] ?? 0,
        'citizen-portal': weight.byOrigin[site.urls['citizen-portal']] ?? 0,
      },
    });
  }
  return rows;
}

/** The median run's whole Lighthouse report, to open in the Lighthouse viewer for the why. */
function saveReport(route, lhr, reportFolder) {
  const folder = path.join(BENCH_DIST, reportFolder);
  mkdirSync(folder, { recursive: true });
  const name = `${route.path.replace(/^\//, '') || 'root'}${route.as ? `-${route.as}` : ''}.json`;
  writeFileSync(path.join(folder, name), JSON.stringify(lhr));
}

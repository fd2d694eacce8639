// `npm run bench`: builds (unless --no-build) and starts the production site on its own ports,
// then measures every route of ROUTES with Lighthouse (mobile, default throttling, median of 3
// runs) and the bytes its scripts and styles weigh, loads the API with autocannon, and prints
// the figures with the targets of issue 7 marked met or missed. Figures are from one run on one
// machine: compare them as ratios, not across machines.
//   --no-build        use the last builds (scripts/bench/dist, else <app>/dist and api/dist)
//   --runs N          Lighthouse runs per route (default 3)
//   --only routes|load   one half of the bench
//   --duration S      seconds of load per call (default 8)
//   --route PATH      measure only this route (repeatable), e.g. --route /home
//   --public          measure every public route the remotes declare as well (about 45)
//   --volume          the bench at a year's volume instead (issue 14): see volume/run.mjs, with
//                     --volume-scale F, --keep-data DIR, --concurrency N, --only fill|routes|load|legacy
// BENCH_PORT_BASE moves the ports (default 3500: apps 3500-3503, API 4500).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, existingRoots, BENCH_DIST } from './build.mjs';
import { median } from './lighthouse.mjs';
import { loadTest } from './load.mjs';
import { measureRoutes } from './measure-routes.mjs';
import {
  ACCOUNTS,
  everyPublicRoute,
  HOME_PATHS,
  HOME_TARGETS,
  LOAD_TARGETS,
  readBudgets,
  ROUTES,
} from './routes.mjs';
import { hasTaskset, seedLatestNews, startBenchSite } from './site.mjs';
import { mark, table } from './table.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    duration: { type: 'string', default: '8' },
    route: { type: 'string', multiple: true },
    public: { type: 'boolean', default: false },
    volume: { type: 'boolean', default: false },
    'volume-scale': { type: 'string', default: '1' },
    'keep-data': { type: 'string' },
    concurrency: { type: 'string', default: '3' },
  },
});
const runs = Number(args.runs);
const base = Number(process.env.BENCH_PORT_BASE ?? 3500);
if (args.volume) {
  // Loaded only here: the volume's modules read the contract's build.
  const { runVolumeBench } = await import('./volume/run.mjs');
  await runVolumeBench({ args, runs, base });
  process.exit(process.exitCode ?? 0);
}

const roots = args['no-build'] ? existingRoots() : await buildAll();
console.log(`bench: starting the site on ports ${base}-${base + 3} and ${base + 1000}`);
const site = await startBenchSite({ roots, base });
const stopOnSignal = () => void site.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

const report = { date: new Date().toISOString(), runs, routes: [], load: [] };
try {
  await seedLatestNews(site.urls.api, ACCOUNTS.admin);
  if (args.only !== 'load') {
    const measured = args.public ? everyPublicRoute() : ROUTES;
    const routes = args.route
      ? measured.filter((route) => args.route.includes(route.path))
      : measured;
    if (routes.length === 0) throw new Error(`bench: no route matches ${args.route.join(' ')}`);
    report.routes = await measureRoutes({ site, roots, routes, runs });
  }
  if (args.only !== 'routes') {
    console.log(
      `bench: API load, ${LOAD_TARGETS.connections} connections, ${args.duration} s a call`,
    );
    report.load = await loadTest(site.urls.api, {
      connections: LOAD_TARGETS.connections,
      durationS: Number(args.duration),
    });
  }
} finally {
  await site.stop();
}
mkdirSync(BENCH_DIST, { recursive: true });
writeFileSync(path.join(BENCH_DIST, 'last-run.json'), `${JSON.stringify(report, null, 2)}\n`);
printReport(report);

function printReport({ routes, load }) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');
  const budgets = readBudgets();
  if (routes.length > 0) {
    console.log(
      `\nRoutes: Lighthouse mobile (default throttling), median of ${runs}; bytes of one load`,
    );
    table(
      [
        'route',
        'perf',
        'a11y',
        'b.p.',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS KB gz',
        'budget KB',
        'CSS KB gz',
        'JS KB br',
        'requests',
      ],
      routes.map((row) => [
        row.as ? `${row.path} (${row.as})` : row.path,
        row.performance,
        row.accessibility,
        row.bestPractices,
        ms(row.fcpMs),
        ms(row.lcpMs),
        ms(row.tbtMs),
        row.cls.toFixed(3),
        kb(row.jsGzip),
        budgets[row.path] ? kb(budgets[row.path]) : '-',
        kb(row.cssGzip),
        kb(row.jsTransferred),
        row.requests,
      ]),
    );
    const cpu = median(routes.map((row) => row.benchmarkIndex));
    console.log(
      `Lighthouse BenchmarkIndex of this machine during the runs: ${Math.round(cpu)} (median; ` +
        'its CPU slowdown of 4x applies on top of it, so a busy or slow machine scores lower)',
    );
    for (const home of routes.filter((row) => HOME_PATHS.includes(row.path))) {
      const t = HOME_TARGETS;
      const strays = home.remoteOrigins['admin-console'] + home.remoteOrigins['citizen-portal'];
      const foreign = home.appSources.filter(
        (app) => app === 'admin-console' || app === 'citizen-portal',
      );
      console.log(`\nTargets for ${home.path}`);
      table(
        ['target', 'measured', 'result'],
        [
          [
            `Performance >= ${t.performance}`,
            home.performance,
            mark(home.performance >= t.performance, t.performance - home.performance),
          ],
          [
            `Accessibility = ${t.accessibility}`,
            home.accessibility,
            mark(home.accessibility >= t.accessibility, t.accessibility - home.accessibility),
          ],
          [
            `LCP <= ${t.lcpMs} ms`,
            ms(home.lcpMs),
            mark(home.lcpMs <= t.lcpMs, `${ms(home.lcpMs - t.lcpMs)} ms`),
          ],
          [
            `TBT <= ${t.tbtMs} ms`,
            ms(home.tbtMs),
            mark(home.tbtMs <= t.tbtMs, `${ms(home.tbtMs - t.tbtMs)} ms`),
          ],
          [
            `CLS <= ${t.cls}`,
            home.cls.toFixed(3),
            mark(home.cls <= t.cls, (home.cls - t.cls).toFixed(3)),
          ],
          [
            `JS <= ${kb(t.jsGzipBytes)} KB gzip`,
            `${kb(home.jsGzip)} KB`,
            mark(home.jsGzip <= t.jsGzipBytes, `${kb(home.jsGzip - t.jsGzipBytes)} KB`),
          ],
          [
            'one react-dom',
            `${home.reactDomCopies} cop${home.reactDomCopies === 1 ? 'y' : 'ies'}`,
            mark(home.reactDomCopies === 1, ''),
          ],
          [
            'no admin-console or citizen-portal bytes',
            `${strays} B, sources: ${foreign.join(' ') || 'none'}`,
            mark(strays === 0 && foreign.length === 0, ''),
          ],
        ],
      );
      console.log(`${home.path} LCP element: ${home.lcpElement || '-'}`);
      console.log(`${home.path} layout shifts: ${home.shiftElements.join(' ; ') || '-'}`);
      if (home.renderBlocking.length) {
        console.log(`${home.path} render-blocking: ${home.renderBlocking.join(' ')}`);
      }
      if (home.failedAudits.length) {
        console.log(`${home.path} audits not passed: ${home.failedAudits.join(', ')}`);
      }
    }
  }
  if (load.length > 0) {
    const health = load.find((row) => row.name === 'health');
    console.log(
      `\nAPI load: autocannon, ${LOAD_TARGETS.connections} connections, loopback, ` +
        (hasTaskset ? 'API on core 0, load on core 1 (taskset)' : 'no taskset: cores shared'),
    );
    table(
      ['call', 'items', 'answer KB', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs health'],
      load.map((row) => [
        row.name,
        row.items,
        kb(row.answerBytes),
        Math.round(row.reqPerSec),
        row.p50Ms,
        row.p99Ms,
        row.errors,
        row.non2xx,
        health ? (row.reqPerSec / health.reqPerSec).toFixed(2) : '-',
      ]),
    );
    const list = load.find((row) => row.path === '/api/v2/public/latest-news');
    const clean = load.every((row) => row.errors === 0 && row.non2xx === 0);
    console.log('\nTargets for the API');
    table(
      ['target', 'measured', 'result'],
      [
        [
          `zero errors and non-2xx at ${LOAD_TARGETS.connections} connections`,
          `${load.reduce((n, row) => n + row.errors + row.non2xx, 0)}`,
          mark(clean, ''),
        ],
        [
          `p99 <= ${LOAD_TARGETS.p99Ms} ms, ${list?.items}-item list without files`,
          `${list?.p99Ms} ms`,
          mark(
            (list?.p99Ms ?? Infinity) <= LOAD_TARGETS.p99Ms,
            `${(list?.p99Ms ?? 0) - LOAD_TARGETS.p99Ms} ms`,
          ),
        ],
      ],
    );
  }
  console.log(
    `\nFull figures: ${path.relative(process.cwd(), path.join(BENCH_DIST, 'last-run.json'))}`,
  );
}

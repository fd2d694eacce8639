// The volume bench's figures as tables, with the targets of issue 14 marked met or missed.
import path from 'node:path';
import { VOLUME_TARGETS as T } from '../routes.mjs';
import { mark, table } from '../table.mjs';

const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(0) : '-');
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');
const routeName = (row) => (row.as ? `${row.path} (${row.as})` : row.path);
/** Phases held to the 400 MB target; the legacy check has its own (512 MB). */
const BENCH_PHASES = ['start', 'fill', 'routes', 'load'];

export function printVolumeReport(report, file) {
  const { fill, routes = [], load = [], legacy, memory } = report;
  console.log(
    `\nVolume (scale ${report.scale}): ${Object.entries(fill.counts)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ')}; filled in ${fill.seconds} s${fill.reused ? ' (earlier run)' : ''}, ` +
      `${mb(fill.bytesSent)} MB of files sent; data folder ${report.diskMb} MB`,
  );
  if (routes.length) printRoutes(routes, report.runs);
  if (load.length) printLoad(load);
  if (legacy) printLegacy(legacy, memory);
  console.log(
    `\nAPI peak memory (VmRSS every 200 ms) by phase: ${Object.entries(memory.peakMbByPhase)
      .map(([phase, peak]) => `${phase} ${peak} MB`)
      .join(', ')}; kernel's VmHWM ${memory.kernelPeakMb} MB`,
  );
  printTargets(report);
  console.log(`\nFull figures: ${path.relative(process.cwd(), file)}`);
}

function printRoutes(routes, runs) {
  console.log(
    `\nRoutes: Lighthouse mobile, median of ${runs}; KB transferred in the first load by type`,
  );
  table(
    [
      'route',
      'perf',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS',
      'CSS',
      'images',
      'API',
      'doc',
      'other',
      'total KB',
      'requests',
    ],
    routes.map((row) => {
      const b = row.bytesByType;
      return [
        routeName(row) + (row.runtimeError ? ' (error)' : ''),
        row.performance,
        ms(row.lcpMs),
        ms(row.tbtMs),
        row.cls.toFixed(3),
        kb(b.js),
        kb(b.css),
        kb(b.images),
        kb(b.api),
        kb(b.documents),
        kb(b.fonts + b.other),
        kb(b.total),
        row.requests,
      ];
    }),
  );
}

function printLoad(load) {
  console.log(`\nAPI under load: autocannon, ${T.connections} connections`);
  table(
    [
      'as',
      'call',
      'HTTP',
      'items/total',
      'answer KB',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'non-2xx',
    ],
    load.map((row) => [
      row.audience,
      row.path,
      row.status,
      row.items === undefined ? '-' : `${row.items}/${row.total}`,
      kb(row.answerBytes),
      Number.isFinite(row.reqPerSec) ? Math.round(row.reqPerSec) : '-',
      row.p50Ms ?? '-',
      row.p99Ms ?? '-',
      row.errors ?? '-',
      row.non2xx ?? '-',
    ]),
  );
}

function printLegacy(legacy, memory) {
  const a = legacy.answers;
  console.log(
    `\nLegacy: ${legacy.readers} readers of GET /api/Public/complaint?statusFilter=All for ` +
      `${legacy.durationS} s: ${a.ok} answers of ${a.answerMb} MB, ${a.busy} 503s, ${a.other} other, ` +
      `${a.failed} failed, ${a.unfinished} unfinished at the end${legacy.guardTripped ? ' (STOPPED: the API passed 3 GB)' : ''}; ` +
      `API peak ${memory.peakMbByPhase.legacy ?? '-'} MB; /api/health p50 ${legacy.healthP50Ms} ms, ` +
      `p99 ${legacy.healthP99Ms} ms, max ${legacy.healthMaxMs} ms (${legacy.healthPolls} polls)`,
  );
}

function printTargets({ routes = [], load = [], legacy, memory }) {
  const rows = [];
  for (const row of routes) {
    const limit = T.lightRoutes[row.path] ?? T.firstLoadBytes;
    const total = row.bytesByType.total;
    rows.push([
      `${routeName(row)} first load <= ${mb(limit)} MB`,
      `${mb(total)} MB`,
      mark(total <= limit, `${mb(total - limit)} MB`),
    ]);
    rows.push([
      `${routeName(row)} LCP <= ${T.lcpMs} ms`,
      `${ms(row.lcpMs)} ms`,
      mark(row.lcpMs <= T.lcpMs, `${ms(row.lcpMs - T.lcpMs)} ms`),
    ]);
  }
  for (const row of load.filter((call) => call.paged)) {
    const name = `${row.audience} ${row.path} p99 <= ${T.pagedP99Ms} ms`;
    if (row.status !== 200) rows.push([name, `HTTP ${row.status}`, 'MISSED (not answered)']);
    else
      rows.push([
        name,
        `${row.p99Ms} ms`,
        mark(
          row.p99Ms <= T.pagedP99Ms && row.errors + row.non2xx === 0,
          `${row.p99Ms - T.pagedP99Ms} ms`,
        ),
      ]);
  }
  const benchPeak = Math.max(0, ...BENCH_PHASES.map((phase) => memory.peakMbByPhase[phase] ?? 0));
  rows.push([
    `API peak memory < ${T.apiPeakMb} MB (fill, routes, load)`,
    `${benchPeak} MB`,
    mark(benchPeak < T.apiPeakMb, `${benchPeak - T.apiPeakMb + 1} MB`),
  ]);
  if (legacy) {
    const peak = memory.peakMbByPhase.legacy ?? 0;
    const L = T.legacy;
    rows.push([
      `legacy: API peak < ${L.peakMb} MB`,
      `${peak} MB`,
      mark(peak < L.peakMb && !legacy.guardTripped, `${peak - L.peakMb + 1} MB`),
    ]);
    rows.push([
      `legacy: /api/health max < ${L.healthMs} ms`,
      `${legacy.healthMaxMs} ms (p99 ${legacy.healthP99Ms})`,
      mark(legacy.healthMaxMs < L.healthMs, `${legacy.healthMaxMs - L.healthMs + 1} ms`),
    ]);
  }
  console.log('\nTargets of issue 14 at volume');
  table(['target', 'measured', 'result'], rows);
}

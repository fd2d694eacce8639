// `npm run bench -- --volume`: the site on a fresh database filled with a year's material
// (fill.mjs), then Lighthouse and first-load bytes per route, the paged calls and a file download
// under load, the legacy complaint list with 20 readers, and the API's peak memory throughout;
// the targets of issue 14 marked met or missed (report.mjs). Options (besides --no-build, --runs,
// --route, --duration):
//   --volume-scale F   every count times F (e.g. 0.05 for a quick check; default 1)
//   --keep-data DIR    fill into DIR once and reuse it on later runs (the API starts on it)
//   --concurrency N    uploads at once while filling (default 3)
//   --only fill|routes|load|legacy   one part (after filling, unless DIR is filled already)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIST, buildAll, existingRoots } from '../build.mjs';
import { measureRoutes } from '../measure-routes.mjs';
import { sampleMemory } from '../memory.mjs';
import { VOLUME_ROUTES, VOLUME_TARGETS } from '../routes.mjs';
import { startBenchSite } from '../site.mjs';
import { fillDesk } from './desk-fill.mjs';
import { fillVolume } from './fill.mjs';
import { diskMb, readKeptFill, writeKeptFill } from './kept-data.mjs';
import { legacyCheck } from './legacy.mjs';
import { pagedLoadTest } from './paged-load.mjs';
import { printVolumeReport } from './report.mjs';

/** The filling is ten citizens' year, far over the per-account limit: lifted for the bench. */
const FILING_LIMITS = { COMPLAINTS_PER_HOUR: '100000', COMPLAINTS_PER_DAY: '100000' };

export async function runVolumeBench({ args, runs, base }) {
  const scale = Number(args['volume-scale']);
  if (!(scale > 0 && scale <= 1)) throw new Error('bench: --volume-scale must be in (0, 1]');
  const keptDir = args['keep-data'] ? path.resolve(args['keep-data']) : undefined;
  const keptFill = keptDir ? readKeptFill(keptDir, scale) : null;
  const parts = args.only ? [args.only] : ['routes', 'load', 'legacy'];
  const routes = args.route
    ? VOLUME_ROUTES.filter((route) => args.route.includes(route.path))
    : VOLUME_ROUTES;
  if (routes.length === 0)
    throw new Error(`bench: no volume route matches ${args.route.join(' ')}`);

  const roots = args['no-build'] ? existingRoots() : await buildAll();
  console.log(
    `bench: volume mode at scale ${scale}; the API starts with COMPLAINTS_PER_HOUR and ` +
      `COMPLAINTS_PER_DAY at ${FILING_LIMITS.COMPLAINTS_PER_HOUR} so that filling is not refused`,
  );
  const site = await startBenchSite({ roots, base, dataDir: keptDir, apiEnv: FILING_LIMITS });
  const stopOnSignal = () => void site.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const memory = sampleMemory(site.apiPid);
  const report = {
    date: new Date().toISOString(),
    mode: 'volume',
    scale,
    runs,
    dataDir: keptDir ?? null,
  };
  try {
    if (keptFill) {
      console.log(`bench: reusing the volume filled in ${keptDir} (${keptFill.seconds} s to fill)`);
      report.fill = { ...keptFill, reused: true };
    } else {
      memory.phase('fill');
      report.fill = await fillVolume({
        apiUrl: site.urls.api,
        apiRoot: roots.api,
        dataDir: site.dataDir,
        scale,
        concurrency: Number(args.concurrency),
      });
      if (keptDir) writeKeptFill(keptDir, report.fill);
    }
    if (!report.fill.desk) {
      memory.phase('fill');
      report.fill.desk = await fillDesk({
        apiUrl: site.urls.api,
        apiRoot: roots.api,
        dataDir: site.dataDir,
        scale,
        concurrency: Number(args.concurrency),
      });
      if (keptDir) writeKeptFill(keptDir, { ...report.fill, reused: undefined });
    }
    report.diskMb = diskMb(site.dataDir);
    console.log(`bench: the data folder takes ${report.diskMb} MB`);
    if (parts.includes('routes')) {
      memory.phase('routes');
      report.routes = await measureRoutes({
        site,
        roots,
        routes,
        runs,
        reportFolder: 'lighthouse-volume',
      });
    }
    if (parts.includes('load')) {
      memory.phase('load');
      console.log(
        `bench: paged calls under load, ${VOLUME_TARGETS.connections} connections, ${args.duration} s a call`,
      );
      report.load = await pagedLoadTest(site.urls.api, {
        connections: VOLUME_TARGETS.connections,
        durationS: Number(args.duration),
      });
    }
    if (parts.includes('legacy')) {
      memory.phase('legacy');
      console.log(
        `bench: legacy check, ${VOLUME_TARGETS.legacy.readers} readers of the complaint list`,
      );
      report.legacy = await legacyCheck(site.urls.api, {
        readers: VOLUME_TARGETS.legacy.readers,
        memory,
      });
    }
  } finally {
    report.memory = memory.stop();
    await site.stop();
  }
  mkdirSync(BENCH_DIST, { recursive: true });
  const file = path.join(BENCH_DIST, 'last-volume-run.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  printVolumeReport(report, file);
}

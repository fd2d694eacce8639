// Runs one jest or Playwright suite and reads its counts from the runner's JSON report.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { exactFileFilter, recordedSeconds, shareOut, specFiles } from './e2e-shares.mjs';
import { run } from './run.mjs';

function readJsonIfAny(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm test -w <workspace>` with jest's JSON report. A test file that does not even load counts
 * as one failure (jest counts no test in it). A `prefix` marks its lines (see run()).
 */
export async function runJest(workspace, { reportDir, label, env = process.env, prefix }) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '_')}.json`);
  const args = ['test', '-w', workspace, '--', '--json', `--outputFile=${report}`];
  const code = await run('npm', args, { env, prefix });
  const json = readJsonIfAny(report);
  const counts = json && {
    passed: json.numPassedTests,
    failed: json.numFailedTests + json.numRuntimeErrorTestSuites,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
  return { code, counts };
}

/**
 * `npm test -w <workspace>` with Playwright's list reporter on screen and its JSON report on disk.
 * With `shards` above 1, as many runs at once, each with a whole site of its own (its servers,
 * database and mail catcher on ports of its own, E2E_PORT_BASE) and a share of the spec files
 * of about equal seconds (scripts/e2e-shares.mjs): the tests of one run stop and redeploy its
 * servers, which must not touch another run's pages.
 */
export async function runPlaywright(workspace, { reportDir, env = process.env, shards = 1 }) {
  // No more runs than spec files: a run given no file would be given no filter, and run them all.
  const files = specFiles();
  const runCount = Math.max(1, Math.min(shards, files.length));
  const bases =
    runCount > 1 ? await freePortBases(runCount, Number(env.E2E_PORT_BASE ?? 3200)) : [];
  const shares = runCount > 1 ? shareOut(files, recordedSeconds(), runCount) : [];
  const runs = Array.from({ length: runCount }, (_, index) =>
    runPlaywrightShard(workspace, {
      reportDir,
      env,
      shard: index + 1,
      shards: runCount,
      base: bases[index],
      files: shares[index]?.files,
    }),
  );
  const results = await Promise.all(runs);
  const code = results.find((result) => result.code !== 0)?.code ?? 0;
  const counts = results.every((result) => result.counts)
    ? results.reduce(
        (total, { counts }) => ({
          passed: total.passed + counts.passed,
          failed: total.failed + counts.failed,
          skipped: total.skipped + counts.skipped,
        }),
        { passed: 0, failed: 0, skipped: 0 },
      )
    : undefined;
  return { code, counts };
}

async function runPlaywrightShard(workspace, { reportDir, env, shard, shards, base, files }) {
  const report = path.join(reportDir, `playwright-${shard}.json`);
  const args = ['test', '-w', workspace, '--', '--reporter=list,json'];
  const shardEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
  let prefix;
  if (shards > 1) {
    args.push(...files.map(exactFileFilter));
    shardEnv.E2E_PORT_BASE = String(base);
    prefix = `[e2e ${shard}/${shards}] `;
  }
  const code = await run('npm', args, { env: shardEnv, prefix });
  const stats = readJsonIfAny(report)?.stats;
  const counts = stats && {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  return { code, counts };
}

// A site's ports from its base (e2e/support/site.ts): apps, API, mail inbox and SMTP, control.
const SITE_PORT_OFFSETS = [0, 1, 2, 3, 1000, 1020, 1021, 1099];

/**
 * Port bases 100 apart from `first` whose ports nobody answers on, one per run: the runs start
 * at once, so each is given its own here rather than each looking for free ones at the same time,
 * and a server left over on 3200 from another run cannot answer for this run's.
 */
async function freePortBases(count, first) {
  const bases = [];
  for (let base = first; bases.length < count && base < first + 2000; base += 100) {
    const ports = SITE_PORT_OFFSETS.map((offset) => base + offset);
    const answering = await Promise.all(
      ports.flatMap((port) => ['127.0.0.1', '::1'].map((host) => isAnswering(host, port))),
    );
    if (!answering.includes(true)) bases.push(base);
  }
  if (bases.length < count) throw new Error(`e2e: no free ports for ${count} sites from ${first}`);
  return bases;
}

function isAnswering(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const TEST_FILE = /\.(spec|test)\.[cm]?[jt]sx?$/;

/** Whether a folder holds any test file (node_modules aside). */
export function hasTestFiles(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return false;
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? hasTestFiles(full) : TEST_FILE.test(entry.name);
  });
}

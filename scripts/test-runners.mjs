// Runs one jest or Playwright suite and reads its counts from the runner's JSON report.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
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
 * as one failure (jest counts no test in it).
 */
export async function runJest(workspace, { reportDir, label, env = process.env }) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '_')}.json`);
  const args = ['test', '-w', workspace, '--', '--json', `--outputFile=${report}`];
  const code = await run('npm', args, { env });
  const json = readJsonIfAny(report);
  const counts = json && {
    passed: json.numPassedTests,
    failed: json.numFailedTests + json.numRuntimeErrorTestSuites,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
  return { code, counts };
}

/** `npm test -w e2e` with Playwright's list reporter on screen and its JSON report on disk. */
export async function runPlaywright(workspace, { reportDir, env = process.env }) {
  const report = path.join(reportDir, 'playwright.json');
  const args = ['test', '-w', workspace, '--', '--reporter=list,json'];
  const code = await run('npm', args, { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report } });
  const stats = readJsonIfAny(report)?.stats;
  const counts = stats && {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  return { code, counts };
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

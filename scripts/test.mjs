// `npm test`: every check of the repository, in order, going on after a failure. Ends with one
// line per step and the totals: `N passed, N failed, N skipped`. Exits non-zero if any step
// failed or any suite ran no test. A step that failed without a failing test of its own (lint,
// a build, a runner that crashed or ran nothing) adds one failure, so that the last line says
// `0 failed` exactly when the run passed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './install.mjs';
import { runLerna } from './lerna.mjs';
import { bin, run } from './run.mjs';
import { hasTestFiles, runJest, runPlaywright } from './test-runners.mjs';
import { listWorkspaces } from './workspaces.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'council-test-'));
const results = [];
const ci = process.env.CI === 'true';

/** A check without test counts: it passes on exit code 0. */
async function check(name, action) {
  banner(name);
  const started = Date.now();
  const code = await action();
  results.push({
    name,
    ok: code === 0,
    note: code === 0 ? 'ok' : `exit ${code}`,
    seconds: secondsSince(started),
  });
}

/** A test suite: it passes when the runner exits 0 and ran at least one test. */
async function suite(name, action) {
  banner(name);
  const started = Date.now();
  const { code, counts } = await action();
  const problem = !counts
    ? 'no report'
    : counts.passed + counts.failed === 0
      ? 'ran no test'
      : code !== 0
        ? `exit ${code}`
        : '';
  results.push({
    name,
    ok: !problem,
    counts: counts ?? { passed: 0, failed: 0, skipped: 0 },
    note: problem,
    seconds: secondsSince(started),
  });
}

function secondsSince(started) {
  return Math.round((Date.now() - started) / 1000);
}

function banner(name) {
  console.log(`\n=== ${name} ===\n`);
}

const workspaces = listWorkspaces();
const e2e = workspaces.find((w) => w.name === 'e2e');
const unitSuites = workspaces.filter((w) => w.scripts.test && w !== e2e);
const api = unitSuites.find((w) => w.name === 'api');

if (!process.argv.includes('--no-install')) await check('npm install', ensureInstalled);
await check('prettier', () => run(bin('prettier'), ['--check', '.']));
await check('eslint', () => run(bin('eslint'), ['.', '--max-warnings', '0']));
// --no-bail: one package's type errors must not hide another's.
await check('typecheck', () => runLerna(['run', 'typecheck', '--no-bail']));

// The unit pass runs the api suite on SQLite alone. With a PostgreSQL URL, the api suite's
// PostgreSQL pass (TEST_DATABASES=postgres) runs alongside the unit pass, its lines marked: jest
// runs each package's suite on one core, and the two cores are otherwise half idle.
const { TEST_DATABASE_URL, ...sqliteEnv } = process.env;
const postgresPass =
  api && TEST_DATABASE_URL
    ? suite('api on PostgreSQL (jest)', () =>
        runJest('api', {
          reportDir,
          label: 'api-postgres',
          env: { ...process.env, TEST_DATABASES: 'postgres' },
          prefix: '[api on PostgreSQL] ',
        }),
      )
    : undefined;
for (const workspace of unitSuites) {
  await suite(`${workspace.name} (jest)`, () =>
    runJest(workspace.name, { reportDir, label: workspace.name, env: sqliteEnv }),
  );
}
if (postgresPass) await postgresPass;
else if (api) console.log('\nTEST_DATABASE_URL is not set: the api suite ran on SQLite only.');

await check('production build', () => runLerna(['run', 'build']));

if (e2e && hasTestFiles(e2e.dir)) {
  // Two sites side by side, each with a share of the spec files: the e2e run is most of the wall
  // time, and one browser with one site leaves the second core mostly idle (E2E_SHARDS=1: one).
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  await suite('e2e (playwright)', () => runPlaywright('e2e', { reportDir, shards }));
} else {
  banner('e2e (playwright)');
  console.log(`The e2e workspace has no tests yet: skipped${ci ? ', which fails a CI run' : ''}.`);
  results.push({ name: 'e2e (playwright)', ok: !ci, note: 'no tests yet' });
}

rmSync(reportDir, { recursive: true, force: true });
printSummary();

function printSummary() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('\n=== Summary ===');
  for (const { name, ok, counts, note, seconds } of results) {
    total.passed += counts?.passed ?? 0;
    total.failed += counts?.failed || (ok ? 0 : 1);
    total.skipped += counts?.skipped ?? 0;
    const parts = [];
    if (counts)
      parts.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (!ok) parts.push(`FAILED${note ? ` (${note})` : ''}`);
    else if (!counts) parts.push(note);
    console.log(
      `  ${name}: ${parts.join(' -- ')}${seconds === undefined ? '' : ` (${seconds} s)`}`,
    );
  }
  const failedSteps = results.filter((result) => !result.ok).map((result) => result.name);
  if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exitCode = failedSteps.length ? 1 : 0;
}

// How `npm test` shares the e2e spec files out between its Playwright runs (scripts/test-runners.mjs)
// so that they end together. Playwright's own --shard splits by the number of tests, and its
// tests differ tenfold in length: in one run the two halves took 30 and 47 minutes.
//
// Each file weighs the seconds it last took (e2e/spec-seconds.json); a file not listed there
// weighs the median. After a change to the suite, record a run's times again:
//   node scripts/e2e-shares.mjs --record <Playwright JSON report>...
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_TESTS = path.join(ROOT, 'e2e', 'tests');
const SECONDS_FILE = path.join(ROOT, 'e2e', 'spec-seconds.json');
const SPEC_FILE = /\.spec\.ts$/;

/** The spec files under e2e/tests, as paths relative to it with '/' between folders. */
export function specFiles(dir = E2E_TESTS, prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return specFiles(path.join(dir, entry.name), `${relative}/`);
      return SPEC_FILE.test(entry.name) ? [relative] : [];
    })
    .sort();
}

function median(values) {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * `files` in `count` shares of about equal seconds: the longest file first, each into the share
 * with the fewest seconds so far (the longest-processing-time rule). Every file is in one share.
 */
export function shareOut(files, secondsOf, count) {
  const known = files.map((file) => secondsOf[file]).filter((seconds) => seconds > 0);
  const fallback = median(known);
  const weighed = files
    .map((file) => ({ file, seconds: secondsOf[file] > 0 ? secondsOf[file] : fallback }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shares = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of weighed) {
    const lightest = shares.reduce((least, share) =>
      share.seconds < least.seconds ? share : least,
    );
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shares.map((share) => ({ ...share, files: share.files.sort() }));
}

export function recordedSeconds() {
  try {
    return JSON.parse(readFileSync(SECONDS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** A Playwright filter that names exactly this spec file (its arguments are regular expressions). */
export function exactFileFilter(file) {
  return `tests/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/** Seconds per spec file in Playwright JSON reports (suite.file is relative to e2e/tests). */
function secondsInReports(reports) {
  const seconds = {};
  const add = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
        }
      }
    }
    for (const inner of suite.suites ?? []) add(inner, file);
  };
  for (const report of reports) {
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) {
      add(suite, suite.file);
    }
  }
  return Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, total]) => [file, Math.round(total)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag, ...reports] = process.argv.slice(2);
  if (flag !== '--record' || reports.length === 0) {
    console.error('usage: node scripts/e2e-shares.mjs --record <Playwright JSON report>...');
    process.exit(2);
  }
  writeFileSync(SECONDS_FILE, `${JSON.stringify(secondsInReports(reports), null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, SECONDS_FILE)}`);
}

// The timing table every test run ends with (docs/testing.md, "Reading the timing table"): each step's wall time,
// the slowest e2e spec files and tests, and the slowest unit test files, so that a regression shows in every CI log.
//
// Steps are appended to test-results/timings/steps.tsv (`<depth>\t<name>\t<seconds>\t<ok|failed>`) by `.ci/run`
// and by scripts/run-tests.mjs; the e2e reporter (e2e/timing-reporter.ts) and vitest's JSON reporter write the
// per-test figures beside it.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TIMINGS_DIR = path.join(ROOT, 'test-results/timings');
const STEPS_FILE = path.join(TIMINGS_DIR, 'steps.tsv');
export const E2E_TIMINGS_FILE = path.join(TIMINGS_DIR, 'e2e.json');
export const UNIT_TIMINGS_FILE = path.join(TIMINGS_DIR, 'unit.json');
const SLOWEST = 10;

export function recordStep(depth, name, seconds, ok) {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  appendFileSync(STEPS_FILE, `${depth}\t${name}\t${seconds.toFixed(1)}\t${ok ? 'ok' : 'failed'}\n`);
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);

function table(title, rows) {
  if (rows.length === 0) return [];
  return [`${title}`, ...rows.map(([figure, label]) => `  ${figure}  ${label}`), ''];
}

const stepRow = ([depth, name, time, status]) => [seconds(Number(time)), `${'  '.repeat(Number(depth))}${name}${status === 'ok' ? '' : '  (FAILED)'}`];

/** A step is recorded when it ends, after the steps inside it: list each outer step before its inner ones. */
function parentsFirst(steps) {
  const ordered = [];
  let inner = [];
  for (const step of steps) {
    if (Number(step[0]) > 0) inner.push(step);
    else {
      ordered.push(step, ...inner);
      inner = [];
    }
  }
  return [...ordered, ...inner];
}

/** The e2e figures: per spec file the sum of its tests, per test its own time; and the per-test average. */
export function e2eSummary(tests) {
  const byFile = new Map();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.seconds);
  const total = tests.reduce((sum, test) => sum + test.seconds, 0);
  return {
    count: tests.length,
    average: tests.length ? total / tests.length : 0,
    slowestFiles: [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST),
    slowestTests: [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST),
  };
}

/** The unit figures from vitest's JSON report: per file its wall time. */
export function unitSummary(report) {
  const files = (report?.testResults ?? [])
    .map((file) => ({ file: path.relative(ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .filter((file) => Number.isFinite(file.seconds));
  return { count: files.length, slowestFiles: files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST) };
}

export function timingTable() {
  const lines = ['==> timing table'];
  const steps = existsSync(STEPS_FILE)
    ? readFileSync(STEPS_FILE, 'utf8').trim().split('\n').filter(Boolean).map((line) => line.split('\t'))
    : [];
  lines.push(...table('steps (wall time; the steps of npm test under it, the e2e tests beside lint, typecheck and the unit tests):', parentsFirst(steps).map(stepRow)));
  const e2e = readJson(E2E_TIMINGS_FILE);
  if (e2e) {
    const summary = e2eSummary(e2e.tests);
    lines.push(`e2e: ${summary.count} tests in ${(e2e.wallSeconds / 60).toFixed(1)} min wall, ${(e2e.wallSeconds / Math.max(1, summary.count)).toFixed(1)} s a test (${e2e.workers} worker${e2e.workers === 1 ? '' : 's'})`, '');
    lines.push(...table(`${SLOWEST} slowest e2e spec files (sum of their tests):`, summary.slowestFiles.map(([file, time]) => [seconds(time), file])));
    lines.push(...table(`${SLOWEST} slowest e2e tests:`, summary.slowestTests.map((test) => [seconds(test.seconds), `${test.file}:${test.line} ${test.title}`.slice(0, 150)])));
  }
  const unit = unitSummary(readJson(UNIT_TIMINGS_FILE));
  lines.push(...table(`${SLOWEST} slowest unit and contract test files (of ${unit.count}):`, unit.slowestFiles.map((file) => [seconds(file.seconds), file.file])));
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'record') {
    const [depth, name, time, status] = rest;
    recordStep(Number(depth), name, Number(time), status === 'ok');
  } else if (command === 'print') {
    console.log(timingTable());
  } else {
    console.error('usage: node scripts/timings.mjs record <depth> <name> <seconds> <ok|failed> | print');
    process.exit(2);
  }
}

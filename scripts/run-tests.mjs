// `npm test`: every suite, arranged so the e2e step, the longest, starts as early as it can (docs/testing.md):
//   1. the build (the e2e step runs on it; it is made once per run);
//   2. the e2e suites on that build, at normal priority, from the moment the build is done;
//   3. beside them, at the lowest CPU priority (nice 19): lint and typecheck (started with the build), then the unit
//      and contract suites (vitest, every core). One e2e worker leaves a core and a half idle for ~40% of its time
//      (waiting on timers, the network and the browser); the background steps take that time, and yield the CPU
//      whenever the e2e step wants it.
// Output of the steps run side by side is held and printed as each ends. A failing step stops the others.
// Each step's wall time goes to the timing table (scripts/timings.mjs), printed at the end, pass or fail; `.ci/run`
// sets TIMINGS_PRINTED_BY_CI and prints it itself after its last step.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordStep, timingTable, TIMINGS_DIR, UNIT_TIMINGS_FILE } from './timings.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depth = process.env.TIMINGS_PRINTED_BY_CI ? 1 : 0;

/** The steps still running, so that a failing one can stop the rest (each is the leader of its process group). */
const running = new Set();
let stopping = false;

function stopOthers() {
  stopping = true;
  // SIGINT, as a Ctrl-C: Playwright then stops the mock servers it started in process groups of their own (on SIGTERM
  // it left one listening on the e2e port, and the next run could not start).
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a command; with `buffered`, its output is held and printed in one piece when it ends (for steps run side by
 * side); with `background`, at the lowest CPU priority. A failure stops every other step still running.
 */
function run(name, command, { buffered = false, background = false } = {}) {
  if (stopping) return Promise.resolve(false);
  const started = performance.now();
  console.log(`==> ${name}${buffered ? ' (started)' : ''}${background ? ' (in the background, nice 19)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(background ? `nice -n 19 ${command}` : command, {
      cwd: ROOT,
      shell: true,
      detached: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    running.add(child);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      const stopped = stopping && !ok;
      if (buffered) {
        console.log(`==> ${name}: output`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`==> ${name}: ${ok ? 'ok' : stopped ? 'stopped (another step failed)' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
      recordStep(depth, name, seconds, ok);
      if (!ok) stopOthers();
      resolve(ok);
    });
  });
}

// The steps run in process groups of their own, which a Ctrl-C in the terminal does not reach: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

async function main() {
  if (!process.env.TIMINGS_PRINTED_BY_CI) rmSync(TIMINGS_DIR, { recursive: true, force: true });
  const background = { buffered: true, background: true };
  const checksThenUnit = Promise.all([run('lint', 'npm run lint', background), run('typecheck', 'npm run typecheck', background)]).then(
    async (checks) =>
      !checks.includes(false) &&
      run('unit and contract tests', `npx vitest run --reporter=default --reporter=json --outputFile.json=${UNIT_TIMINGS_FILE}`, background),
  );
  const e2e = run('build', 'npm run build', { buffered: true }).then(
    async (built) => built && (await run('browser and fonts', 'bash scripts/ensure-browser.sh')) && run('e2e tests', 'npm run test -w e2e'),
  );
  const results = await Promise.all([checksThenUnit, e2e]);
  return !results.includes(false);
}

const total = performance.now();
const passed = await main();
recordStep(depth, 'npm test', (performance.now() - total) / 1000, passed);
if (!process.env.TIMINGS_PRINTED_BY_CI) console.log(timingTable());
process.exit(passed ? 0 : 1);

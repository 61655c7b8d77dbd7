// `npm test`: every suite, arranged so the e2e step, the longest, starts as early as it can (docs/testing.md):
//   1. the build (the e2e step runs on it; it is made once per run);
//   2. the e2e suites on that build, at normal priority, from the moment the build is done;
//   3. beside them, at the lowest CPU weight (nice 19, and the same for their sessions: see lowerSessionPriority): lint
//      and typecheck (started with the build), then, after them and the build, the unit and contract suites (vitest). One e2e worker leaves a core and a half idle for ~40% of its time
//      (waiting on timers, the network and the browser); the background steps take that time, and yield the CPU
//      whenever the e2e step wants it.
// Output of the steps run side by side is held and printed as each ends. A failing step stops the others.
// Each step's wall time goes to the timing table (scripts/timings.mjs), printed at the end, pass or fail; `.ci/run`
// sets TIMINGS_PRINTED_BY_CI and prints it itself after its last step.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
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
 * Lowers a detached step's whole session to the lowest CPU weight. With the kernel's autogroup scheduling (on by
 * default; /proc/sys/kernel/sched_autogroup_enabled), every session gets an equal share of the CPU whatever its
 * processes' nice values, and each step runs in a session of its own (`detached`): `nice -n 19` alone left lint,
 * typecheck and the unit suites taking a third to a half of the machine from the e2e step (docs/testing.md). The
 * autogroup's own nice value weighs the session as a whole. Without autogroup the file is absent and `nice` suffices.
 */
function lowerSessionPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // no autogroup scheduling on this kernel
  }
}

/**
 * Runs a command; with `buffered`, its output is held and printed in one piece when it ends (for steps run side by
 * side); with `background`, at the lowest CPU priority; `env` adds to the environment. A failure stops every other
 * step still running.
 */
function run(name, command, { buffered = false, background = false, env = {} } = {}) {
  if (stopping) return Promise.resolve(false);
  const started = performance.now();
  console.log(`==> ${name}${buffered ? ' (started)' : ''}${background ? ' (in the background, nice 19)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(background ? `nice -n 19 ${command}` : command, {
      cwd: ROOT,
      shell: true,
      detached: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
    });
    running.add(child);
    if (background) lowerSessionPriority(child.pid);
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
  const built = run('build', 'npm run build', { buffered: true });
  // The unit suites start once the checks and the build are done: the crash test of durable writes then starts the
  // built server (MOCK_SERVER_BUILT), ~1 s a start, where the sources through tsx take 10–20 s on a busy machine.
  const checksThenUnit = Promise.all([run('lint', 'npm run lint', background), run('typecheck', 'npm run typecheck', background), built]).then(
    async (checks) =>
      !checks.includes(false) &&
      run('unit and contract tests', `npx vitest run --reporter=default --reporter=json --outputFile.json=${UNIT_TIMINGS_FILE}`, { ...background, env: { MOCK_SERVER_BUILT: '1' } }),
  );
  const e2e = built.then(
    async (ok) => ok && (await run('browser and fonts', 'bash scripts/ensure-browser.sh')) && run('e2e tests', 'npm run test -w e2e'),
  );
  const results = await Promise.all([checksThenUnit, e2e]);
  return !results.includes(false);
}

const total = performance.now();
const passed = await main();
recordStep(depth, 'npm test', (performance.now() - total) / 1000, passed);
if (!process.env.TIMINGS_PRINTED_BY_CI) console.log(timingTable());
process.exit(passed ? 0 : 1);

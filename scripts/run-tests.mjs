// `npm test`: every suite, in the order that keeps both cores of the CI machine busy (docs/testing.md):
//   1. lint, typecheck and the build side by side (each mostly one thread; their output is printed as each ends),
//   2. the unit and contract suites (vitest, every core),
//   3. the e2e suites on that build (the build is made once per run).
// Each step's wall time goes to the timing table (scripts/timings.mjs), printed at the end, pass or fail; `.ci/run`
// sets TIMINGS_PRINTED_BY_CI and prints it itself after its last step.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordStep, timingTable, TIMINGS_DIR, UNIT_TIMINGS_FILE } from './timings.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depth = process.env.TIMINGS_PRINTED_BY_CI ? 1 : 0;

/** Runs a command; with `buffered`, its output is held and printed in one piece when it ends (for steps run side by side). */
function run(name, command, { buffered = false } = {}) {
  const started = performance.now();
  console.log(`==> ${name}${buffered ? ' (started)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (buffered) {
        console.log(`==> ${name}: output`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`==> ${name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
      recordStep(depth, name, seconds, ok);
      resolve(ok);
    });
  });
}

async function main() {
  if (!process.env.TIMINGS_PRINTED_BY_CI) rmSync(TIMINGS_DIR, { recursive: true, force: true });
  const checks = await Promise.all([
    run('lint', 'npm run lint', { buffered: true }),
    run('typecheck', 'npm run typecheck', { buffered: true }),
    run('build', 'npm run build', { buffered: true }),
  ]);
  if (checks.includes(false)) return false;
  if (!(await run('unit and contract tests', `npx vitest run --reporter=default --reporter=json --outputFile.json=${UNIT_TIMINGS_FILE}`))) return false;
  if (!(await run('browser and fonts', 'bash scripts/ensure-browser.sh'))) return false;
  return run('e2e tests', 'npm run test -w e2e');
}

const total = performance.now();
const passed = await main();
recordStep(depth, 'npm test', (performance.now() - total) / 1000, passed);
if (!process.env.TIMINGS_PRINTED_BY_CI) console.log(timingTable());
process.exit(passed ? 0 : 1);

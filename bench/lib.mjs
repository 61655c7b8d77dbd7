// Shared helpers for the benchmarks: start a server process and wait for it, run autocannon, format figures.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';

let nextPinnedPort = Number(process.env.BENCH_PORT_BASE) || 0;

/** A port for a benchmark's server: BENCH_PORT_BASE, +1, +2… when set (a machine shared with others), else any free one. */
export function freePort() {
  if (nextPinnedPort) return Promise.resolve(nextPinnedPort++);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether servers get a core of their own and the load generator the other (taskset, Linux): on a 2-core machine
 * sharing both made the figures swing by a third from run to run. BENCH_PIN=0 turns it off.
 */
export function pinningAvailable() {
  if (process.env.BENCH_PIN === '0' || availableParallelism() < 2) return false;
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Pins a running process, every thread of it, to `core`. */
export function pinProcess(pid, core) {
  spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

/** Spawns a server and resolves once `probe` answers; `startupMs` is spawn → first good answer. */
export async function startServer(command, args, { env = {}, probe, cwd, timeoutMs = 20_000 } = {}) {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${output}`);
    try {
      const response = await fetch(probe);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${probe} did not answer in ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, startupMs: performance.now() - started, output: () => output, stop: () => child.kill('SIGTERM') };
}

/** Seconds of load before sampling starts, so that figures are of a warmed-up (JIT-compiled) server. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);

export function load(options) {
  return new Promise((resolve, reject) => {
    // `warmup: false` in options skips it (a server already warm).
    const { warmup: wanted = true, ...rest } = options;
    const warmup = wanted && WARMUP_SECONDS > 0 ? { warmup: { connections: 10, duration: WARMUP_SECONDS } } : {};
    autocannon({ connections: 10, pipelining: 1, duration: 5, ...warmup, ...rest }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export const figures = (result) => ({
  rps: Math.round(result.requests.average),
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

export function table(rows) {
  const widths = Object.keys(rows[0]).map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)));
  const line = (values) => values.map((value, i) => String(value).padEnd(widths[i])).join('  ');
  console.log(line(Object.keys(rows[0])));
  for (const row of rows) console.log(line(Object.values(row)));
}

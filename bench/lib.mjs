// Shared helpers for the benchmarks: start a server process and wait for it, run autocannon, format figures.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export function freePort() {
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

/** Spawns a server and resolves once `probe` answers; `startupMs` is spawn → first good answer. */
export async function startServer(command, args, { env = {}, probe, cwd } = {}) {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${output}`);
    try {
      const response = await fetch(probe);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${probe} did not answer in 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, startupMs: performance.now() - started, output: () => output, stop: () => child.kill('SIGTERM') };
}

export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, pipelining: 1, duration: 5, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
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

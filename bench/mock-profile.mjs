// node bench/mock-profile.mjs — where the mock server's time goes on bench:mock's list call (GET /sys/user/list,
// same query, 10 connections): a CPU profile of the server (100 µs sampling) over BENCH_SECONDS of load after a
// warm-up, its self time grouped by layer (the kernel's socket write, Node's HTTP, Fastify, validation, the mock's
// own code, GC) and by function. Build the mock first (npm run build -w mock-server).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summariseCpuProfile } from './cpu-profile.mjs';
import { figures, freePort, load, startServer, table } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const saved = join(tmpdir(), 'mock-list.cpuprofile');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer('node', ['bench/mock-profiled-server.mjs'], {
  env: { PORT: String(port), HOST: '127.0.0.1', MOCK_PROFILE_PATH: saved },
  probe: `${base}/v1/sys/randomImage/bench-probe`,
  timeoutMs: 60_000,
});
const exited = new Promise((resolve) => server.child.on('exit', resolve));
try {
  const codes = (await (await fetch(`${base}/__mock/captcha-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, prefix: 'token' }) })).json()).result;
  const login = await (await fetch(`${base}/v1/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456', captcha: codes['token-0'], checkKey: 'token-0' }) })).json();
  const headers = { 'X-Access-Token': login.result.token, 'tenant-id': '0' };
  const url = `${base}/v1/sys/user/list?username=${encodeURIComponent('staff*')}&status=1&column=createTime&order=desc&pageNo=1&pageSize=10&_t=1`;
  const bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  await load({ duration: 2, url, headers, warmup: false });
  server.child.kill('SIGUSR1');
  const measured = figures(await load({ duration: seconds, url, headers, warmup: false }));
  server.child.kill('SIGUSR2');
  await exited;

  const profile = JSON.parse(readFileSync(saved, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const LAYERS = [
    ['socket write (kernel, writev)', (frame) => frame.functionName === 'writev'],
    ['idle', (frame) => frame.functionName === '(idle)'],
    ['garbage collector', (frame) => frame.functionName === '(garbage collector)'],
    // ajv's compiled validators are functions without a file (validate12, …)
    ['validation (ajv, fastify)', (frame) => /ajv|validation\.js|compile-schemas/.test(frame.url) || (!frame.url && /^validate\d*$/.test(frame.functionName))],
    ['the mock’s own code', (frame) => frame.url.includes('mock-server/dist')],
    ['Fastify and its router', (frame) => /node_modules\/(fastify|find-my-way|avvio|light-my-request|fast-querystring|@fastify)/.test(frame.url)],
    ['Node: HTTP, streams, events, timers', (frame) => frame.url.startsWith('node:')],
    ['other native (libuv dispatch, program)', () => true],
  ];
  const layers = new Map(LAYERS.map(([name]) => [name, 0]));
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id).callFrame;
    const [name] = LAYERS.find(([, test]) => test(frame));
    layers.set(name, layers.get(name) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const busy = [...layers].filter(([name]) => name !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`list call, ${bytes} B answer: ${measured.rps} req/s, p99 ${measured.p99} ms, ${measured.errors} errors over ${seconds} s (profiling on)`);
  table([...layers].map(([layer, ms]) => ({ layer, ms: ms.toFixed(0), 'share of busy time': layer === 'idle' ? '' : `${((ms / busy) * 100).toFixed(1)} %`, 'µs per request': layer === 'idle' ? '' : ((ms * 1000) / (measured.rps * seconds)).toFixed(1) })));
  console.log(`\n${summariseCpuProfile(profile, { title: `profile saved as ${saved}`, rows: 25 }).split('\ninclusive time (components')[0]}`);
} finally {
  server.stop();
}

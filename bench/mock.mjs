// npm run bench:mock — throughput and p99 of the mock server next to a bare Fastify hello-world measured in the
// same run, plus start-up time with every fixture. Targets (issue 3): list ≥ 0.6 × bare; start-up ≤ 0.5 s.
// Beside its peer (issue 15): Prism (@stoplight/prism-cli) mocking the same bundled document answers the same list
// call in the same run; our req/s is printed as a multiple of Prism's (goal ≥ 25×).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { figures, freePort, load, pinningAvailable, pinProcess, startServer, table, WARMUP_SECONDS } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

const barePort = await freePort();
const bare = await startServer('node', ['bench/hello-server.mjs'], { cwd: root, env: { PORT: String(barePort) }, probe: `http://127.0.0.1:${barePort}/hello` });

const mockPort = await freePort();
const base = `http://127.0.0.1:${mockPort}`;
const mock = await startServer('node', ['mock-server/dist/server.js', '--no-static'], {
  cwd: root,
  env: { PORT: String(mockPort), HOST: '127.0.0.1' },
  probe: `${base}/v1/sys/randomImage/bench-probe`,
});
const reported = /ready in (\d+) ms/.exec(mock.output())?.[1];

// Prism serves the document's paths without the server's /v1 prefix; request logging off, as the mock's is.
const prismPort = await freePort();
const prism = await startServer('node_modules/.bin/prism', ['mock', '-h', '127.0.0.1', '-p', String(prismPort), '-v', 'error', 'openapi/dist/openapi.json'], {
  cwd: root,
  probe: `http://127.0.0.1:${prismPort}/sys/randomImage/bench-probe`,
  // It compiles every operation of the document first: half a minute on a busy machine.
  timeoutMs: 120_000,
});

// Started on every core (start-up is timed as a user meets it); then, for the throughput figures, the load
// generator (this process) on core 0 and each server on core 1, the same for the baseline and the mock.
const pinned = pinningAvailable();
if (pinned) {
  pinProcess(process.pid, 0);
  pinProcess(bare.child.pid, 1);
  pinProcess(mock.child.pid, 1);
  pinProcess(prism.child.pid, 1);
}

try {
  // A token for the authenticated calls.
  const codes = (await (await fetch(`${base}/__mock/captcha-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, prefix: 'token' }) })).json()).result;
  const login = await (await fetch(`${base}/v1/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456', captcha: codes['token-0'], checkKey: 'token-0' }) })).json();
  const token = login.result.token;

  // Each figure is measured in PAIRS runs, each right after a run of the bare hello-world, and its ratio is the
  // median of the pairs' ratios: on a shared 2-core VM the machine's speed drifts within a minute, and the two runs
  // of a pair see the same machine. Warm-up before the first pair only.
  const results = [];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const measure = async (name, options) => {
    const pairs = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const warm = pair === 0 ? {} : { warmup: false };
      const bare = figures(await load({ duration: seconds, url: `http://127.0.0.1:${barePort}/hello`, ...warm }));
      const result = figures(await load({ duration: seconds, ...options, ...warm }));
      pairs.push({ bare, result, ratio: result.rps / bare.rps });
    }
    const ratios = pairs.map((p) => p.ratio);
    const middle = pairs.find((p) => p.ratio === median(ratios));
    results.push({
      name,
      'req/s': middle.result.rps,
      'p99 ms': middle.result.p99,
      errors: pairs.reduce((sum, p) => sum + p.result.errors, 0),
      'bare hello req/s': middle.bare.rps,
      'ratio to bare (median)': middle.ratio.toFixed(2),
      'ratios of the pairs': ratios.map((r) => r.toFixed(2)).join(' '),
    });
  };

  const listQuery = `/sys/user/list?username=${encodeURIComponent('staff*')}&status=1&column=createTime&order=desc&pageNo=1&pageSize=10&_t=1`;
  const listUrl = `${base}/v1${listQuery}`;
  const LIST = 'GET /sys/user/list (filters, sort, page), same query';
  const PRISM_LIST = 'Prism 5.14.2, the same list call on the same document';
  await measure(LIST, { url: listUrl, headers: { 'X-Access-Token': token, 'tenant-id': '0' } });
  await measure(PRISM_LIST, { url: `http://127.0.0.1:${prismPort}${listQuery}`, headers: { 'X-Access-Token': token, 'tenant-id': '0' } });

  // The bare server answering a body as large as the list's: what the payload alone costs on this machine.
  const listBytes = (await (await fetch(listUrl, { headers: { 'X-Access-Token': token, 'tenant-id': '0' } })).arrayBuffer()).byteLength;
  await measure(`bare fastify, a fixed ${(listBytes / 1024).toFixed(1)} KB body (the list's size)`, { url: `http://127.0.0.1:${barePort}/bytes/${listBytes}` });

  // The same query again is answered from the page cached for the data revision; a new query each time is not.
  let query = 0;
  await measure(
    'GET /sys/user/list, a new query each time',
    {
      url: `${base}/v1/sys/user/list`,
      headers: { 'X-Access-Token': token, 'tenant-id': '0' },
      requests: [
        {
          setupRequest: (request) => {
            const n = query++;
            return { ...request, path: `/v1/sys/user/list?username=${encodeURIComponent(`*${n % 90}*`)}&status=1&column=createTime&order=desc&pageNo=${1 + (n % 3)}&pageSize=10&_t=${n}&realname=${encodeURIComponent(`!x${n}`)}` };
          },
        },
      ],
    },
  );

  const dictPath = '/v1/sys/dict/getDictItems/sex';
  await measure(
    'GET /sys/dict/getDictItems/sex (signed)',
    {
      url: `${base}${dictPath}`,
      setupClient: (client) => {
        client.setHeaders({ 'X-Access-Token': token, 'tenant-id': '0', 'X-Sign': createHash('md5').update(`{}${SECRET}`).digest('hex').toUpperCase(), 'X-TIMESTAMP': String(Date.now()) });
      },
    },
  );

  // Every login needs its own captcha (single-use): issue a batch first, then hand one to each request.
  const batch = (await (await fetch(`${base}/__mock/captcha-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 150_000, prefix: 'bench' }) })).json()).result;
  let next = 0;
  await measure(
    'POST /sys/login',
    {
      url: `${base}/v1/sys/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const key = `bench-${next++ % 150_000}`;
            return { ...request, body: JSON.stringify({ username: 'admin', password: '123456', captcha: batch[key], checkKey: key }) };
          },
        },
      ],
    },
  );

  const placement = pinned ? 'servers on core 1, load generator on core 0' : 'servers and load generator sharing the cores';
  console.log(`\nmock server: ${PAIRS} pairs of ${seconds} s runs per figure (median shown) after ${WARMUP_SECONDS} s of warm-up, 10 connections, ${placement}, Node ${process.version}`);
  table(results);
  const rpsOf = (name) => results.find((row) => row.name === name)['req/s'];
  console.log(`\nthe list call: ours ${rpsOf(LIST)} req/s, Prism's ${rpsOf(PRISM_LIST)} req/s: ${(rpsOf(LIST) / rpsOf(PRISM_LIST)).toFixed(1)}× (goal ≥ 25×)`);
  console.log(`\nstart-up with all fixtures: ${reported ?? '?'} ms (server's own figure, module load excluded), ${Math.round(mock.startupMs)} ms spawn → first answer (bare fastify: ${Math.round(bare.startupMs)} ms)`);
} finally {
  mock.stop();
  bare.stop();
  prism.stop();
}

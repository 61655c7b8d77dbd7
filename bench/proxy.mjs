// npm run bench:proxy — what the validating proxy (server.js --proxy, issue 33) costs: the same calls to the built mock
// directly and through the proxy in front of it, measured in pairs in the same run (each pair sees the same
// machine), with the ratio proxied / direct. The proxy checks every exchange against the document after answering,
// so the figures include that work.
import { fileURLToPath } from 'node:url';
import { figures, freePort, load, pinningAvailable, pinProcess, signIn, startMock, startServer, table, WARMUP_SECONDS } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);

const { base: direct, server: mock } = await startMock();
const proxyPort = await freePort();
const proxied = `http://127.0.0.1:${proxyPort}`;
const proxy = await startServer('node', ['mock-server/dist/server.js', '--no-static', '--proxy', `${direct}/v1`], {
  cwd: root,
  env: { PORT: String(proxyPort), HOST: '127.0.0.1' },
  probe: `${proxied}/v1/sys/randomImage/bench-probe`,
});

// The mock and the proxy share core 1 (as a backend and its proxy would share a host), the load generator core 0.
const pinned = pinningAvailable();
if (pinned) {
  pinProcess(process.pid, 0);
  pinProcess(mock.child.pid, 1);
  pinProcess(proxy.child.pid, 1);
}

try {
  const { token } = await signIn(direct);
  const headers = { 'X-Access-Token': token, 'tenant-id': '0' };
  const results = [];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const measure = async (name, path) => {
    const pairs = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const warm = pair === 0 ? {} : { warmup: false };
      const straight = figures(await load({ duration: seconds, url: `${direct}${path}`, headers, ...warm }));
      const through = figures(await load({ duration: seconds, url: `${proxied}${path}`, headers, ...warm }));
      pairs.push({ straight, through, ratio: through.rps / straight.rps });
    }
    const ratios = pairs.map((p) => p.ratio);
    const middle = pairs.find((p) => p.ratio === median(ratios));
    results.push({
      name,
      'direct req/s': middle.straight.rps,
      'direct p99 ms': middle.straight.p99,
      'proxied req/s': middle.through.rps,
      'proxied p99 ms': middle.through.p99,
      errors: pairs.reduce((sum, p) => sum + p.straight.errors + p.through.errors, 0),
      'ratio proxied / direct (median)': middle.ratio.toFixed(2),
      'ratios of the pairs': ratios.map((r) => r.toFixed(2)).join(' '),
    });
  };

  await measure('GET /sys/user/list (10 rows, cached page)', '/v1/sys/user/list?pageNo=1&pageSize=10');
  await measure('GET /sys/permission/getUserPermissionByToken (the menu)', '/v1/sys/permission/getUserPermissionByToken');

  const drift = await (await fetch(`${proxied}/__mock/drift`)).json();
  const placement = pinned ? 'mock and proxy on core 1, load generator on core 0' : 'servers and load generator sharing the cores';
  console.log(`\nvalidating proxy: ${PAIRS} pairs of ${seconds} s runs per figure (median shown) after ${WARMUP_SECONDS} s of warm-up, 10 connections, ${placement}, Node ${process.version}`);
  table(results);
  console.log(`\nexchanges checked by the proxy: ${drift.result.exchanges}, findings: ${drift.result.findings.length}`);
} finally {
  proxy.stop();
  mock.stop();
}

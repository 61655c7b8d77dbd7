// npm run bench:authz — what the permission check (issue 33: `x-permission`, code 510) costs a request, measured in
// one run against the built mock: two look-ups of an unknown id through the same entity kit, one guarded
// (GET /sys/quartzJob/queryById, x-permission of 定时任务) and one open (GET /sys/position/queryById), as admin.
// Each pair runs the open one, then the guarded one; the ratio is the median of the pairs' ratios (the machine's
// speed drifts on a shared VM). The guarded call reads the user's grants from the store's memo (computed once per
// user and data revision), so the ratio should stay near 1.
import { figures, load, signIn, startMock, table } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { base, server } = await startMock();
try {
  const headers = { 'X-Access-Token': (await signIn(base)).token };
  const open = `${base}/v1/sys/position/queryById?id=nope`;
  const guarded = `${base}/v1/sys/quartzJob/queryById?id=nope`;
  for (const url of [open, guarded]) {
    const body = await (await fetch(url, { headers })).json();
    if (body.code === 510) throw new Error(`admin refused ${url}`);
  }

  const pairs = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const warm = pair === 0 ? {} : { warmup: false };
    const baseline = figures(await load({ duration: seconds, url: open, headers, ...warm }));
    const checked = figures(await load({ duration: seconds, url: guarded, headers, warmup: false }));
    pairs.push({ baseline, checked, ratio: checked.rps / baseline.rps });
  }
  const middle = pairs.find((p) => p.ratio === median(pairs.map((p) => p.ratio)));
  console.log(
    table([
      { call: 'GET /sys/position/queryById (open)', 'req/s': middle.baseline.rps, 'p99 ms': middle.baseline.p99, errors: middle.baseline.errors },
      { call: 'GET /sys/quartzJob/queryById (x-permission)', 'req/s': middle.checked.rps, 'p99 ms': middle.checked.p99, errors: middle.checked.errors },
    ]),
  );
  console.log(`guarded / open req/s (median of ${PAIRS} pairs): ${middle.ratio.toFixed(2)}  (pairs: ${pairs.map((p) => p.ratio.toFixed(2)).join(' ')})`);
} finally {
  server.stop();
}

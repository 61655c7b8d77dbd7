// npm run bench:payroll — 薪资核算 for 10 000 employees computed by the mock (issue 30: ≤ 2 s). Measured in one run
// against the built mock started with MOCK_SEED_EMPLOYEES extra people on the roster (each with a 薪资档案):
//   - the computation: POST /mis/payroll/compute for this month, each of the three salary groups in turn (every
//     member's items, social insurance and housing fund, the cumulative withholding tax over the year's earlier
//     payslips, net pay and employer cost), RUNS times (a recomputation replaces the month), median of the runs'
//     sums; the server's own elapsedMs beside the wall time;
//   - the baseline: a read of the same employees, GET /mis/salaryArchive/list sorted by 基本工资 (every archive joined
//     with the roster and sorted; a page of 100 sent), RUNS times, median; the computation is printed as a multiple.
// The first payroll read makes the seed's past months (not timed: a warm-up call).
import { signIn, startMock, table } from './lib.mjs';

const EXTRA = Number(process.env.BENCH_EMPLOYEES ?? 10_500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 2000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

async function timed(base, token, path, init = {}) {
  const started = performance.now();
  const response = await fetch(`${base}/v1${path}`, { ...init, headers: { 'X-Access-Token': token, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = await response.json();
  return { ms: performance.now() - started, body };
}

const started = performance.now();
const { base, server } = await startMock({ MOCK_SEED_EMPLOYEES: String(EXTRA) });
const startMs = performance.now() - started;
try {
  const { token } = await signIn(base);
  const groups = (await timed(base, token, '/mis/salaryGroup/list?pageSize=50')).body.result.records;
  // Warm-up: the seed's past months are made on the first payroll read.
  await timed(base, token, `/mis/payroll/list?month=${month}`);
  await timed(base, token, '/mis/salaryArchive/list?pageSize=100&column=baseSalary&order=desc');

  const computeRuns = [];
  const serverRuns = [];
  let headcount = 0;
  for (let run = 0; run < RUNS; run++) {
    let wall = 0;
    let server = 0;
    headcount = 0;
    for (const group of groups) {
      const { ms, body } = await timed(base, token, '/mis/payroll/compute', { method: 'POST', body: JSON.stringify({ month, groupId: group.id }) });
      if (!body.success) throw new Error(`compute failed: ${body.message}`);
      wall += ms;
      server += body.result.elapsedMs;
      headcount += body.result.computed;
    }
    computeRuns.push(wall);
    serverRuns.push(server);
  }
  const reads = [];
  for (let run = 0; run < RUNS; run++) {
    // A write between reads, so each read joins and sorts afresh (the mock keeps a read until the next write).
    await timed(base, token, '/mis/salaryGroup/edit', { method: 'PUT', body: JSON.stringify({ ...groups[0], payDay: 10 + run }) });
    reads.push((await timed(base, token, '/mis/salaryArchive/list?pageSize=100&column=baseSalary&order=desc')).ms);
  }
  const computeMs = median(computeRuns);
  const readMs = median(reads);
  console.log(`\n薪资核算: ${headcount} employees this month (${groups.length} groups), mock started with MOCK_SEED_EMPLOYEES=${EXTRA} in ${(startMs / 1000).toFixed(1)} s, ${RUNS} runs per figure (median shown), Node ${process.version}`);
  table([
    { figure: `POST /mis/payroll/compute × ${groups.length} groups, ${headcount} payslips`, 'median ms': Math.round(computeMs), runs: computeRuns.map((ms) => Math.round(ms)).join(' '), 'ratio to baseline': (computeMs / readMs).toFixed(1) },
    { figure: '  of which the server computing (elapsedMs)', 'median ms': Math.round(median(serverRuns)), runs: serverRuns.join(' '), 'ratio to baseline': (median(serverRuns) / readMs).toFixed(1) },
    { figure: 'baseline: GET /mis/salaryArchive/list sorted by 基本工资', 'median ms': Math.round(readMs), runs: reads.map((ms) => Math.round(ms)).join(' '), 'ratio to baseline': '1.0' },
  ]);
  const ok = headcount >= 10_000 && computeMs <= TARGET_MS;
  console.log(`target: payroll for ≥ 10 000 employees computed in ≤ ${TARGET_MS / 1000} s → ${ok ? 'met' : 'NOT met'} (${headcount} in ${(computeMs / 1000).toFixed(2)} s)`);
  if (!ok) process.exitCode = 1;
} finally {
  server.stop();
}

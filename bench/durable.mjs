// npm run bench:durable — writes per second with --data-dir (durable: each write answered once journaled and
// fsync'd, group commit) next to the same server in memory, in one run: four writers (connections, one request in
// flight each) adding and editing 职务 with 10 000 seeded users (MOCK_SEED_USERS). Target (issue 33): ≥ 1 000 durable
// writes/s. Also printed: the disk's own fdatasync time on this machine, measured in the same run (a group commit
// cannot be faster), and how many writes shared a commit.
import { fdatasyncSync, mkdtempSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figures, freePort, load, pinningAvailable, pinProcess, startServer, table, WARMUP_SECONDS } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const WRITERS = 4;
const SEED_USERS = process.env.MOCK_SEED_USERS ?? '10000';

const dataDir = mkdtempSync(join(tmpdir(), 'mis-bench-durable-'));

/** The disk's fdatasync after a small append, in ms (median of 200), in the folder the data dir is in. */
function fdatasyncMs() {
  const fd = openSync(join(dataDir, 'fsync-probe'), 'a');
  const times = [];
  const line = Buffer.alloc(400, 'x');
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    writeSync(fd, line);
    fdatasyncSync(fd);
    times.push(performance.now() - started);
  }
  closeSync(fd);
  rmSync(join(dataDir, 'fsync-probe'));
  return times.sort((a, b) => a - b)[100];
}

async function startMock(extraArgs) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer('node', ['mock-server/dist/server.js', '--no-static', ...extraArgs], {
    cwd: root,
    env: { PORT: String(port), HOST: '127.0.0.1', MOCK_SEED_USERS: SEED_USERS },
    probe: `${base}/v1/sys/randomImage/bench-probe`,
    timeoutMs: 120_000,
  });
  const codes = (await (await fetch(`${base}/__mock/captcha-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, prefix: 'token' }) })).json()).result;
  const login = await (await fetch(`${base}/v1/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456', captcha: codes['token-0'], checkKey: 'token-0' }) })).json();
  const token = login.result.token;
  const seeded = (await (await fetch(`${base}/v1/sys/position/list?pageSize=-521`, { headers: { 'X-Access-Token': token } })).json()).result.records;
  return { base, server, token, seeded };
}

/** Four connections, each adding a position, then renaming a seeded one, in turn, for `duration` s. */
async function writes(mock, label, duration) {
  let next = 0;
  let refused = 0;
  const result = await load({
    url: `${mock.base}/v1/sys/position/add`,
    connections: WRITERS,
    duration,
    warmup: false,
    headers: { 'X-Access-Token': mock.token, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          if (n % 2 === 0) return { ...request, method: 'POST', path: '/v1/sys/position/add', body: JSON.stringify({ code: `${label}_${n}`, name: `压测职务${n}`, rank: '1' }) };
          const position = mock.seeded[n % mock.seeded.length];
          return { ...request, method: 'PUT', path: '/v1/sys/position/edit', body: JSON.stringify({ id: position.id, code: position.code, name: `改名${n}`, rank: position.rank }) };
        },
        onResponse: (status, body) => {
          if (status === 200 && !String(body).includes('"success":true')) refused++;
        },
      },
    ],
  });
  const measured = figures(result);
  return { ...measured, errors: measured.errors + refused, total: result.requests.total };
}

/** The last entry's sequence number in the data dir's journal (commits since the data dir was made). */
function lastSeq() {
  let seq = 0;
  for (const name of readdirSync(dataDir).filter((n) => n.startsWith('journal-'))) {
    const lines = readFileSync(join(dataDir, name), 'utf8').trim().split('\n').filter(Boolean);
    if (lines.length) seq = Math.max(seq, JSON.parse(lines.at(-1).slice(9)).seq);
  }
  if (seq === 0) seq = JSON.parse(readFileSync(join(dataDir, 'store.snapshot'), 'utf8').split('\n', 1)[0]).seq;
  return seq;
}

const fsyncMs = fdatasyncMs();
const memory = await startMock([]);
const durable = await startMock(['--data-dir', dataDir]);
const pinned = pinningAvailable();
if (pinned) {
  pinProcess(process.pid, 0);
  pinProcess(memory.server.child.pid, 1);
  pinProcess(durable.server.child.pid, 1);
}
try {
  const rows = [];
  await writes(memory, 'memwarm', WARMUP_SECONDS);
  const inMemory = await writes(memory, 'mem', seconds);
  await writes(durable, 'diskwarm', WARMUP_SECONDS);
  const seqBefore = lastSeq();
  const onDisk = await writes(durable, 'disk', seconds);
  const commits = lastSeq() - seqBefore;
  rows.push({ server: 'in memory (no --data-dir)', 'writes/s': inMemory.rps, 'p99 ms': inMemory.p99, errors: inMemory.errors });
  rows.push({ server: '--data-dir: journaled + fdatasync before the answer', 'writes/s': onDisk.rps, 'p99 ms': onDisk.p99, errors: onDisk.errors });
  const placement = pinned ? 'servers on core 1, load generator on core 0' : 'servers and load generator sharing the cores';
  console.log(`\ndurable writes: ${seconds} s per figure after ${WARMUP_SECONDS} s of warm-up, ${WRITERS} writers (connections, one request in flight each), MOCK_SEED_USERS=${SEED_USERS}, ${placement}, Node ${process.version}`);
  table(rows);
  console.log(`\ndurable / in memory: ${(onDisk.rps / inMemory.rps).toFixed(2)}; goal ≥ 1000 durable writes/s: ${onDisk.rps >= 1000 ? 'met' : 'NOT met'}`);
  console.log(`group commit: ${commits} journal commits (fdatasync) for ${onDisk.total} writes: ${(onDisk.total / Math.max(commits, 1)).toFixed(1)} writes per commit`);
  console.log(`this disk's fdatasync of a small append: ${fsyncMs.toFixed(2)} ms (median): one writer alone could not pass ${Math.round(1000 / fsyncMs)} writes/s`);
} finally {
  memory.server.stop();
  durable.server.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

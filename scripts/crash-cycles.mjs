// The crash check of durable writes (--data-dir): start the mock server on a data dir, let four writers add and edit
// 职务 (positions) and upload files through the API with a token, kill -9 the server at a random moment, start it
// again on the same folder and read back every write it had acknowledged; repeat. Used by `npm run crash-test`
// (scripts/crash-test.mjs, 50 kills) and by a small vitest (mock-server/src/store/durable/crash.test.ts, 3 kills).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const WRITERS = 4;
const BIZ = 'crash';

/** An upload's content: its name repeated to `bytes` (so a partial file is told from a whole one). */
const uploadContent = (name, bytes) => Buffer.from(name.repeat(Math.ceil(bytes / name.length)).slice(0, bytes));
const digest = (buffer) => createHash('sha256').update(buffer).digest('hex');

/** Starts the server; resolves once it answers, or rejects with its output when it exits first. */
async function startServer({ command, args, cwd, env, base, timeoutMs }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before answering:\n${output}`);
    try {
      if ((await fetch(`${base}/v1/sys/randomImage/crash-probe`)).ok) return { child, exited, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`);
  }
}

async function logIn(base, count) {
  const codes = (await json(await fetch(`${base}/__mock/captcha-batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count, prefix: 'crash' }) }))).result;
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const answer = await json(
      await fetch(`${base}/v1/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456', captcha: codes[`crash-${i}`], checkKey: `crash-${i}` }),
      }),
    );
    if (!answer.success) throw new Error(`login failed: ${answer.message}`);
    tokens.push(answer.result.token);
  }
  return tokens;
}

/**
 * The writes acknowledged so far and those sent but not answered (which may or may not have been kept; `unanswered`
 * counts them).
 * positions: code → { name: the last acknowledged name, maybe: names sent after it, unanswered }.
 */
function createLedger() {
  return { positions: new Map(), uploads: new Map(), acknowledged: 0, unanswered: 0 };
}

/** Whether a request failed because the server went away (undici: no connection, or the answer cut short). */
const cutOff = (error) => error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated');

/** One writer: until the server goes away, adds a position, renames one of its own, or uploads a file. */
async function writer({ base, token, ledger, cycle, index, uploadBytes, random }) {
  const headers = { 'X-Access-Token': token, 'content-type': 'application/json' };
  const mine = [];
  for (let n = 0; ; n++) {
    const roll = random();
    try {
      if (roll < 0.2 && mine.length) {
        const code = mine[Math.floor(random() * mine.length)];
        const entry = ledger.positions.get(code);
        const list = await json(await fetch(`${base}/v1/sys/position/list?code=${code}`, { headers }));
        const id = list.result.records[0]?.id;
        if (!id) throw new Error(`position ${code}, acknowledged, is not listed`);
        const name = `改名${cycle}-${index}-${n}`;
        entry.maybe.push(name);
        ledger.unanswered++;
        const answer = await json(await fetch(`${base}/v1/sys/position/edit`, { method: 'PUT', headers, body: JSON.stringify({ id, code, name }) }));
        ledger.unanswered--;
        if (!answer.success) throw new Error(`edit of ${code} refused: ${answer.message}`);
        entry.name = name;
        entry.maybe = [];
      } else if (roll < 0.3) {
        const name = `c${cycle}w${index}n${n}.bin`;
        const content = uploadContent(name, uploadBytes);
        ledger.uploads.set(name, { digest: digest(content), path: null });
        ledger.unanswered++;
        const form = new FormData();
        form.append('biz', BIZ);
        form.append('file', new Blob([content]), name);
        const answer = await json(await fetch(`${base}/v1/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form }));
        ledger.unanswered--;
        if (!answer.success) throw new Error(`upload of ${name} refused: ${answer.message}`);
        ledger.uploads.get(name).path = answer.message;
      } else {
        const code = `c${cycle}w${index}n${n}`;
        const entry = { name: null, maybe: [`职务${code}`], added: false };
        ledger.positions.set(code, entry);
        ledger.unanswered++;
        const answer = await json(await fetch(`${base}/v1/sys/position/add`, { method: 'POST', headers, body: JSON.stringify({ code, name: `职务${code}`, rank: '1' }) }));
        ledger.unanswered--;
        if (!answer.success) throw new Error(`add of ${code} refused: ${answer.message}`);
        entry.name = `职务${code}`;
        entry.maybe = [];
        entry.added = true;
        mine.push(code);
      }
      ledger.acknowledged++;
    } catch (error) {
      // The server was killed: the request in flight stays unanswered. Anything else is a failure of the check.
      if (cutOff(error)) return;
      throw error;
    }
  }
}

/** Reads back every acknowledged write; answers the problems found (an empty list: nothing lost). */
async function verify({ base, dataDir, ledger, uploadBytes }) {
  const problems = [];
  const token = (await logIn(base, 1))[0];
  const listed = await json(await fetch(`${base}/v1/sys/position/list?pageSize=-521&code=c*`, { headers: { 'X-Access-Token': token } }));
  const byCode = new Map(listed.result.records.map((row) => [row.code, row]));
  for (const [code, entry] of ledger.positions) {
    const row = byCode.get(code);
    if (!entry.added) {
      // Never acknowledged: may be there or not, but whole.
      if (row && !entry.maybe.includes(row.name)) problems.push(`position ${code} (unacknowledged add) holds the name ${row.name}`);
      continue;
    }
    if (!row) problems.push(`position ${code}: acknowledged, missing after the restart`);
    else if (row.name !== entry.name && !entry.maybe.includes(row.name)) problems.push(`position ${code}: named ${row.name}, acknowledged as ${entry.name}`);
  }
  for (const [name, upload] of ledger.uploads) {
    if (!upload.path) continue;
    const response = await fetch(`${base}/v1/sys/common/static/${upload.path.split('/').map(encodeURIComponent).join('/')}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok || digest(bytes) !== upload.digest) problems.push(`upload ${name}: acknowledged as ${upload.path}, read back ${response.status} with ${bytes.length} bytes`);
  }
  // No file under its final name is ever partial, acknowledged or not.
  const folder = join(dataDir, 'upload', BIZ);
  for (const file of existsSync(folder) ? readdirSync(folder).filter((f) => !f.startsWith('.')) : []) {
    // Stored as <name>_<time>.bin (handlers/files).
    const upload = ledger.uploads.get(file.replace(/_\d+\.bin$/, '.bin'));
    if (upload && digest(readFileSync(join(folder, file))) !== upload.digest) problems.push(`upload file ${file} is not whole (${readFileSync(join(folder, file)).length} of ${uploadBytes} bytes)`);
  }
  return problems;
}

/**
 * Runs `kills` cycles. `server`: the command and arguments that start the mock (the data dir and --no-static are
 * added). Answers the figures; throws when an acknowledged write is missing.
 */
export async function crashCycles({ kills, port, dataDir, server, cwd, env = {}, windowMs = [200, 1200], uploadBytes = 64 * 1024, seed = 1, log = () => {}, startTimeoutMs = 60_000 }) {
  const base = `http://127.0.0.1:${port}`;
  let state = seed >>> 0 || 1;
  const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const ledger = createLedger();
  const launch = () => startServer({ command: server[0], args: [...server.slice(1), '--no-static', '--data-dir', dataDir], cwd, env: { PORT: String(port), HOST: '127.0.0.1', ...env }, base, timeoutMs: startTimeoutMs });
  let checked = 0;
  for (let cycle = 0; cycle <= kills; cycle++) {
    const running = await launch();
    try {
      if (cycle > 0) {
        const problems = await verify({ base, dataDir, ledger, uploadBytes });
        checked = ledger.acknowledged;
        if (problems.length) throw new Error(`after kill ${cycle}: ${problems.length} acknowledged writes lost or wrong:\n${problems.slice(0, 20).join('\n')}`);
        log(`kill ${cycle}/${kills}: all ${ledger.acknowledged} acknowledged writes read back (${ledger.positions.size} positions, ${[...ledger.uploads.values()].filter((u) => u.path).length} uploads)`);
      }
      if (cycle === kills) break;
      const tokens = await logIn(base, WRITERS);
      const writing = tokens.map((token, index) => writer({ base, token, ledger, cycle, index, uploadBytes, random }));
      const failure = Promise.race(writing.map((w) => w.then(() => new Promise(() => {}))));
      const wait = windowMs[0] + random() * (windowMs[1] - windowMs[0]);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, wait)), failure]);
      running.child.kill('SIGKILL');
      await running.exited;
      await Promise.all(writing);
    } finally {
      if (running.child.exitCode === null && running.child.signalCode === null) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
    }
  }
  return {
    kills,
    acknowledged: ledger.acknowledged,
    checked,
    positions: ledger.positions.size,
    uploads: [...ledger.uploads.values()].filter((u) => u.path).length,
    inFlightAtKills: ledger.unanswered,
  };
}

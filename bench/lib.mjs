// Shared helpers for the benchmarks: start a server process and wait for it, start the mock and sign in to it, open
// the editable table's gallery page, run autocannon, format figures.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

let nextPinnedPort = Number(process.env.BENCH_PORT_BASE) || 0;

/** Listens on `port` (0: any) for a moment; resolves with the port, or null when it is taken. */
function tryPort(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port for a benchmark's server: BENCH_PORT_BASE, +1, +2… when set (a machine shared with others), else any free
 * one. A pinned port someone else listens on is skipped: the probe would get answers from their server.
 */
export async function freePort() {
  if (!nextPinnedPort) return tryPort(0);
  for (;;) {
    const port = await tryPort(nextPinnedPort++);
    if (port !== null) return port;
  }
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

/** The built mock (mock-server/dist) on a free port, with `env` (e.g. MOCK_SEED_USERS), serving `staticDir` when given. */
export async function startMock(env = {}, staticDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer('node', ['mock-server/dist/server.js', ...(staticDir ? ['--static-dir', staticDir] : [])], {
    cwd: repoRoot,
    env: { PORT: String(port), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600', ...env },
    probe: `${base}/v1/sys/randomImage/bench-probe`,
    timeoutMs: 60_000,
  });
  return { base, server };
}

/** admin's session on the mock at `base` (the captcha read from the mock's test endpoint). */
export async function signIn(base) {
  const key = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await fetch(`${base}/v1/sys/randomImage/${key}`);
  const captcha = (await (await fetch(`${base}/__mock/captcha/${key}`)).json()).result.code;
  const answer = await (
    await fetch(`${base}/v1/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456', captcha, checkKey: key }) })
  ).json();
  return answer.result;
}

/**
 * Opens the login page of the mock at `base` in `page` and fills admin's credentials and the captcha it shows: typed
 * `typingDelayMs` apart (as a person types; the page starts loading the signed-in screens at the first focus), or
 * filled at once (0). The caller clicks 登录. The captcha key is read from the image's answer: the page asks for it
 * after its first paint, which may come after `networkidle`. `beforeTyping` runs once the page has settled, before
 * the first key (e.g. to note what the page loaded before the user acts).
 */
export async function fillLoginForm(page, base, { typingDelayMs = 0, beforeTyping } = {}) {
  const captchaShown = page.waitForResponse((response) => /\/sys\/randomImage\/[^/?]+/.test(response.url()), { timeout: 30_000 });
  await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
  const key = /\/sys\/randomImage\/([^/?]+)/.exec((await captchaShown).url())[1];
  await page.waitForLoadState('networkidle');
  const captcha = (await (await fetch(`${base}/__mock/captcha/${key}`)).json()).result.code;
  beforeTyping?.();
  for (const [placeholder, text] of [['请输入用户名', 'admin'], ['请输入密码', '123456'], ['请输入验证码', captcha]]) {
    const field = page.getByPlaceholder(placeholder);
    if (typingDelayMs > 0) await field.pressSequentially(text, { delay: typingDelayMs });
    else await field.fill(text);
  }
}

/** A browser context at 1440×900, zh-CN, signed in as admin on the mock at `base` (the session put in local storage). */
export async function signedInContext(browser, base) {
  const session = await signIn(base);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify({ value, expire: null }));
  }, { 'pro__Access-Token': session.token, pro__Login_Username: 'admin', pro__Login_Userinfo: session.userInfo });
  return context;
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

/**
 * The editable-table gallery page (bench:grid, grid-profile): the mock server serving a client build (`staticDir`,
 * default its own client/dist), Debian's Chromium, an admin session, and `openGridPage` for a signed-in page on the
 * 10 000-row sample with its 加载表格 button ready. `close()` stops the browser and the server.
 */
/**
 * Serves the documents matching `url` cross-origin isolated (COOP + COEP), which lets the page read its clocks at 5 µs
 * instead of 100 µs: a frame on time then reads 16.67 ms, not anything from 16.6 to 16.8 (measured: idle p95 16.70 →
 * 16.67). Every resource of our pages is same-origin, so the isolation blocks nothing.
 */
export async function isolateCrossOrigin(context, url) {
  await context.route(url, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
    await route.fulfill({ response, headers });
  });
}

export async function startGridPage({ staticDir } = {}) {
  const { chromium } = await import('playwright');
  const { base, server } = await startMock({}, staticDir);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
    });
    /** A new context signed in as admin, on the gallery's 10 000-row sample of `impl`, before 加载表格 is clicked. */
    const openGridPage = async (impl, { initScripts = [] } = {}) => {
      const context = await signedInContext(browser, base);
      for (const script of initScripts) await context.addInitScript(script);
      await isolateCrossOrigin(context, /\/examples\/widgets/);
      const page = await context.newPage();
      page.setDefaultTimeout(180_000);
      await page.goto(`${base}/examples/widgets?widget=editable-table-large&impl=${impl}&mount=manual`);
      await page.getByRole('button', { name: '加载表格' }).waitFor();
      return { context, page };
    };
    return {
      base,
      openGridPage,
      close: async () => {
        await browser.close();
        server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    server.stop();
    throw error;
  }
}

// npm run bench:dashboard — two figures of the workbench (issue 5), in Debian's Chromium against the mock server
// serving client/dist:
//   1. login → workbench fully painted: from the click on 登录 until the six cards, every chart (the echarts
//      wrapper reports data-chart-state="rendered") and 主要项目一览表 are on screen and a frame has been painted;
//      median and worst of several runs, taken in the page (the click event's timestamp to the second frame after
//      the workbench is complete). The credentials and the captcha are typed as a person types them
//      (TYPING_DELAY_MS between keys: the login page starts loading the signed-in screens when the user turns to
//      the form), and again filled at once, the click following at once (nothing loaded before it).
//      BENCH_BASELINE_DIST=<a copy of an earlier client/dist>: the same logins against that build too, served by a
//      second mock, alternating with this build's (so load from elsewhere falls on both alike); printed beside it
//      with the median of the pairs' ratios.
//   2. the JavaScript each route loads (every script the browser fetches, gzip-compressed file by file as a server
//      would send it): the login page, the workbench, the big screen — and whether echarts is among them.
/* global document, requestAnimationFrame, window -- evaluated in the page */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { fillLoginForm, freePort, startServer, table } from './lib.mjs';

// BENCH_SERVER_ROOT: another checkout whose built server and client to measure (a before/after in one sitting).
const root = (process.env.BENCH_SERVER_ROOT ?? fileURLToPath(new URL('..', import.meta.url))).replace(/\/?$/, '/');
const dist = `${root}client/dist`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const CHARTS = ['revenue-pie', 'profit-donut', 'cost-bar'];
// a fast typist: ~100 words a minute; 15 keys (admin, 123456, a 4-letter captcha) take about 1.8 s
const TYPING_DELAY_MS = Number(process.env.BENCH_TYPING_DELAY_MS ?? 120);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer('node', ['mock-server/dist/server.js'], {
  cwd: root,
  env: { PORT: String(port), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600' },
  probe: `${base}/v1/sys/randomImage/bench-probe`,
});
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST;
const baselinePort = BASELINE_DIST ? await freePort() : null;
const baselineBase = BASELINE_DIST ? `http://127.0.0.1:${baselinePort}` : null;
const baselineServer = BASELINE_DIST
  ? await startServer('node', ['mock-server/dist/server.js', '--static-dir', BASELINE_DIST], {
      cwd: root,
      env: { PORT: String(baselinePort), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600' },
      probe: `${baselineBase}/v1/sys/randomImage/bench-probe`,
    })
  : null;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const gzipKb = (path) => gzipSync(readFileSync(`${dist}${path}`)).length / 1024;
const isECharts = (file) => /(^|\/)(echarts|china)-[^/]*\.js$/.test(file);

/**
 * A fresh context on the login page, watching which scripts it fetches (`pageScripts`: before the user acts), with
 * the credentials typed (`typed`) or filled at once.
 */
async function openLogin({ typed, at = base }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === at && response.request().resourceType() === 'script') scripts.push(url.pathname);
  });
  // what the page loaded before the user acts: fillLoginForm waits for the page to settle before its first key
  let pageScripts = null;
  await fillLoginForm(page, at, { typingDelayMs: typed ? TYPING_DELAY_MS : 0, beforeTyping: () => (pageScripts = [...scripts]) });
  return { context, page, scripts, pageScripts };
}

/**
 * Arms a watcher in the page: it notes the next click's timestamp and resolves, a frame after the one that found the
 * workbench complete (the staff card shown, every chart drawn, the first row of 主要项目一览表), with the milliseconds since
 * that click. Taken inside the page, so Playwright's own round trips are outside the figure. Runs in the page.
 */
function watchWorkbench({ charts }) {
  window.__workbenchPainted = new Promise((resolve) => {
    let clickedAt = null;
    document.addEventListener('click', (event) => (clickedAt ??= event.timeStamp), { capture: true, once: true });
    const complete = () => {
      const staff = document.querySelector('[data-testid="summary-staff"]');
      return (
        staff !== null &&
        staff.getClientRects().length > 0 &&
        charts.every((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-chart-state') === 'rendered') &&
        document.querySelector('[data-testid="main-projects"] tbody tr.ant-table-row') !== null
      );
    };
    // checked every frame: the frame after the one that found the workbench complete has painted it
    const check = () => {
      if (clickedAt === null || !complete()) requestAnimationFrame(check);
      else requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    };
    requestAnimationFrame(check);
  });
}

async function workbenchPainted(page) {
  await page.getByTestId('summary-staff').waitFor({ state: 'visible', timeout: 30_000 });
  for (const id of CHARTS) await page.locator(`[data-testid="${id}"][data-chart-state="rendered"]`).waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="main-projects"] tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** One login: milliseconds from the click on 登录 to the workbench fully painted, measured in the page. */
async function loginToWorkbench({ typed, at = base }) {
  const { context, page } = await openLogin({ typed, at });
  await page.evaluate(watchWorkbench, { charts: CHARTS });
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const elapsed = await Promise.race([
    page.evaluate(() => window.__workbenchPainted),
    new Promise((resolve, reject) => setTimeout(() => reject(new Error('the workbench was not complete 30 s after the click')), 30_000)),
  ]).catch(async (error) => {
    await page.screenshot({ path: `${root}e2e/artifacts/bench-dashboard-failure.png` });
    throw error;
  });
  await context.close();
  return elapsed;
}

/** Scripts of the login page, then of the workbench after logging in, then of the big screen. */
async function routeScripts() {
  const { context, page, scripts, pageScripts } = await openLogin({ typed: false });
  const login = [...new Set(pageScripts)];
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await workbenchPainted(page);
  const afterWorkbench = [...new Set(scripts)];
  const workbench = afterWorkbench.filter((file) => !login.includes(file));
  // A new document: every script the big screen needs (the browser may serve them from its cache).
  const beforeBigScreen = scripts.length;
  await page.goto(`${base}/bigscreen/screen`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="screen-map-chart"][data-chart-state="rendered"]').waitFor({ timeout: 30_000 });
  const bigScreen = [...new Set(scripts.slice(beforeBigScreen))];
  await context.close();
  return { login, workbench, bigScreen };
}

function summarise(name, files) {
  const rows = files.map((file) => ({ route: name, file: file.replace(/^\/assets\//, ''), 'gzip KB': gzipKb(file) }));
  return { rows, total: rows.reduce((sum, row) => sum + row['gzip KB'], 0), echarts: files.some(isECharts) };
}

try {
  const routes = await routeScripts();
  const login = summarise('login', routes.login);
  const workbench = summarise('workbench (beyond login)', routes.workbench);
  const bigScreen = summarise('big screen', routes.bigScreen);
  for (const [title, route] of [
    ['Login page scripts', login],
    ['Scripts the workbench adds to the login page', workbench],
    ['Big screen scripts (a document of its own)', bigScreen],
  ]) {
    console.log(`\n${title} (gzip each):`);
    const largest = [...route.rows].sort((a, b) => b['gzip KB'] - a['gzip KB']);
    table(largest.map((row) => ({ file: row.file, 'gzip KB': row['gzip KB'].toFixed(1), echarts: isECharts(row.file) ? 'yes' : '' })));
  }

  // warm-up: the server's first answers and the browser's disk cache
  await loginToWorkbench({ typed: false });
  if (baselineBase) await loginToWorkbench({ typed: false, at: baselineBase });
  // typed and filled logins alternate (and with them the baseline's), so load from elsewhere falls on all alike
  const timings = { typed: [], filled: [] };
  const baseline = { typed: [], filled: [] };
  for (let run = 0; run < runs; run++) {
    timings.typed.push(await loginToWorkbench({ typed: true }));
    if (baselineBase) baseline.typed.push(await loginToWorkbench({ typed: true, at: baselineBase }));
    timings.filled.push(await loginToWorkbench({ typed: false }));
    if (baselineBase) baseline.filled.push(await loginToWorkbench({ typed: false, at: baselineBase }));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const medianAndWorst = (values) => `${Math.round(median(values))} ms (worst ${Math.round(Math.max(...values))} ms)`;
  const versusBaseline = (kind) =>
    baselineBase ? `; baseline ${medianAndWorst(baseline[kind])}, × ${median(timings[kind].map((ms, i) => ms / baseline[kind][i])).toFixed(2)}` : '';

  console.log('');
  table([
    { figure: 'login page JavaScript (gzip)', measured: `${login.total.toFixed(1)} KB in ${login.rows.length} files`, echarts: login.echarts ? 'LOADED' : 'not loaded' },
    {
      figure: 'workbench route JavaScript beyond login (gzip)',
      measured: `${workbench.total.toFixed(1)} KB in ${workbench.rows.length} files`,
      echarts: workbench.echarts ? 'loaded (lazy)' : 'not loaded',
    },
    { figure: 'workbench cold load, login + route (gzip)', measured: `${(login.total + workbench.total).toFixed(1)} KB`, echarts: '' },
    { figure: 'big screen document (gzip)', measured: `${bigScreen.total.toFixed(1)} KB in ${bigScreen.rows.length} files`, echarts: bigScreen.echarts ? 'loaded' : 'not loaded' },
    { figure: `login → workbench fully painted, typed at ${TYPING_DELAY_MS} ms a key (median of ${runs})`, measured: medianAndWorst(timings.typed) + versusBaseline('typed'), echarts: '' },
    { figure: `login → workbench fully painted, filled at once (median of ${runs})`, measured: medianAndWorst(timings.filled) + versusBaseline('filled'), echarts: '' },
  ]);
  if (login.echarts) {
    console.log('echarts reached the login page');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.stop();
  baselineServer?.stop();
}

// npm run bench:client — two figures of the built client (issue 4), measured in Debian's Chromium against the
// mock server serving client/dist:
//   1. the JavaScript the login route loads (every script the browser fetches for /user/login), gzip-compressed
//      file by file as a server would send them. Target: ≤ 200 KB.
//   2. login → workbench painted: from the click on 登录 until the workbench's first summary card is on screen and
//      a frame has been painted, median and worst of several runs. Target: ≤ 1.5 s locally.
/* global requestAnimationFrame -- evaluated in the page */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { fillLoginForm, freePort, startServer, table } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}client/dist`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const LOGIN_JS_TARGET_KB = 200;
const LOGIN_TO_WORKBENCH_TARGET_MS = 1500;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer('node', ['mock-server/dist/server.js'], {
  cwd: root,
  env: { PORT: String(port), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600' },
  probe: `${base}/v1/sys/randomImage/bench-probe`,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const gzipKb = (bytes) => gzipSync(bytes).length / 1024;

async function loginRouteScripts() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && response.request().resourceType() === 'script') scripts.add(url.pathname);
  });
  await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('请输入用户名').waitFor();
  await context.close();
  return [...scripts].map((path) => ({ file: path.replace(/^\//, ''), gzipKb: gzipKb(readFileSync(`${dist}${path}`)) })).sort((a, b) => b.gzipKb - a.gzipKb);
}

/** One login: milliseconds from the click on 登录 to the workbench painted. */
async function loginToWorkbench() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await fillLoginForm(page, base);
  const started = performance.now();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('summary-staff').waitFor({ state: 'visible' }).catch(async (error) => {
    await page.screenshot({ path: `${root}e2e/artifacts/bench-client-failure.png` });
    throw error;
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

try {
  const scripts = await loginRouteScripts();
  const totalKb = scripts.reduce((sum, script) => sum + script.gzipKb, 0);
  console.log(`Login route JavaScript (${scripts.length} files, gzip each):`);
  table(scripts.map((script) => ({ file: script.file, 'gzip KB': script.gzipKb.toFixed(1) })));

  await loginToWorkbench(); // warm-up: the server's first answers and the browser's disk cache
  const timings = [];
  for (let run = 0; run < runs; run++) timings.push(await loginToWorkbench());
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)];
  const worst = timings[timings.length - 1];

  console.log('');
  table([
    {
      figure: 'login page JavaScript (gzip)',
      measured: `${totalKb.toFixed(1)} KB`,
      target: `≤ ${LOGIN_JS_TARGET_KB} KB`,
      'ratio to target': (totalKb / LOGIN_JS_TARGET_KB).toFixed(2),
      met: totalKb <= LOGIN_JS_TARGET_KB ? 'yes' : 'NO',
    },
    {
      figure: `login → workbench painted (median of ${runs})`,
      measured: `${Math.round(median)} ms (worst ${Math.round(worst)} ms)`,
      target: `≤ ${LOGIN_TO_WORKBENCH_TARGET_MS} ms`,
      'ratio to target': (median / LOGIN_TO_WORKBENCH_TARGET_MS).toFixed(2),
      met: median <= LOGIN_TO_WORKBENCH_TARGET_MS ? 'yes' : 'NO',
    },
  ]);
} finally {
  await browser.close();
  server.stop();
}

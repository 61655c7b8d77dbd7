// npm run bench:list — the list screens' interaction figures (issue 12) in Debian's Chromium against the mock
// serving client/dist, with 10 000 extra rows seeded in each (MOCK_SEED_POSITIONS, MOCK_SEED_USERS): search → rows
// painted, and page change → rows painted, medians over 20 interactions each; target ≤ 150 ms. Measured on 职务管理
// (system/SysPositionList) and 用户管理 (system/UserList), both built on widgets/list-page.
/* global requestAnimationFrame, document -- evaluated in the page */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { freePort, startServer, table } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 20);
const SEEDED = 10_000;
const TARGET_MS = 150;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer('node', ['mock-server/dist/server.js'], {
  cwd: root,
  env: { PORT: String(port), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600', MOCK_SEED_POSITIONS: String(SEEDED), MOCK_SEED_USERS: String(SEEDED) },
  probe: `${base}/v1/sys/randomImage/bench-probe`,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

async function token() {
  const key = `bench-list-${Date.now()}`;
  await fetch(`${base}/v1/sys/randomImage/${key}`);
  const captcha = (await (await fetch(`${base}/__mock/captcha/${key}`)).json()).result.code;
  const answer = await (
    await fetch(`${base}/v1/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456', captcha, checkKey: key }) })
  ).json();
  return answer.result;
}

const painted = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(page, act, done) {
  const started = performance.now();
  await act();
  await done();
  await painted(page);
  return performance.now() - started;
}

try {
  const session = await token();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify({ value, expire: null }));
  }, { 'pro__Access-Token': session.token, pro__Login_Username: 'admin', pro__Login_Userinfo: session.userInfo });
  const page = await context.newPage();
  // Each screen: its address, its test id, the search box, the text a search for run i finds, and the column whose
  // first cell changes when the page does.
  const screens = [
    { title: '职务管理', path: '/isystem/position', testId: 'position-list-page', placeholder: '请输入职务名称', wanted: (i) => `批量职务${1000 + i * 7}`, column: 3 },
    { title: '用户管理', path: '/isystem/user', testId: 'user-list-page', placeholder: '输入账号模糊查询', wanted: (i) => `bulk_u${String(1000 + i * 7).padStart(5, '0')}`, column: 2 },
  ];
  const figures = [];
  for (const screen of screens) {
    await page.goto(`${base}${screen.path}`);
    const list = page.getByTestId(screen.testId);
    const rows = list.locator('tbody tr.ant-table-row');
    await rows.first().waitFor({ timeout: 60_000 });
    const total = await list.locator('.ant-pagination-total-text').innerText();

    const search = [];
    for (let i = 0; i < runs + 1; i++) {
      const wanted = screen.wanted(i);
      await list.getByPlaceholder(screen.placeholder).fill(wanted);
      const ms = await measure(
        page,
        () => list.getByRole('button', { name: '查 询', exact: true }).click(),
        () => rows.filter({ hasText: wanted }).first().waitFor({ timeout: 30_000 }),
      );
      if (i > 0) search.push(ms); // the first one warms the server and the browser
    }

    await list.getByRole('button', { name: '重 置', exact: true }).click();
    await list.locator('.ant-pagination-total-text', { hasText: total.replace(/^\S+ /, '') }).waitFor();
    const paging = [];
    const cell = `[data-testid="${screen.testId}"] tbody tr.ant-table-row td:nth-child(${screen.column})`;
    for (let i = 0; i < runs + 1; i++) {
      const first = await page.locator(cell).first().innerText();
      const ms = await measure(
        page,
        () => list.locator('.ant-pagination-next').click(),
        () => page.waitForFunction(([selector, before]) => document.querySelector(selector)?.textContent !== before, [cell, first], { timeout: 30_000 }),
      );
      if (i > 0) paging.push(ms);
    }
    figures.push({ screen, total, search, paging });
  }

  console.log(`\n${SEEDED} seeded rows per list, ${runs} interactions each, Chromium 1440×900:`);
  table(
    figures.flatMap(({ screen, total, search, paging }) => [
      { list: `${screen.title} (${total})`, interaction: 'search → rows painted', 'median ms': median(search).toFixed(0), 'worst ms': Math.max(...search).toFixed(0), target: `≤ ${TARGET_MS}` },
      { list: `${screen.title} (${total})`, interaction: 'page change → rows painted', 'median ms': median(paging).toFixed(0), 'worst ms': Math.max(...paging).toFixed(0), target: `≤ ${TARGET_MS}` },
    ]),
  );
  await context.close();
} finally {
  await browser.close();
  server.stop();
}

// npm run bench:list — the list screens' interaction figures (issue 12) in Debian's Chromium against the mock
// serving client/dist: search → rows painted, and page change → rows painted, medians over 20 interactions each;
// target ≤ 150 ms with 10 000 extra rows seeded (MOCK_SEED_POSITIONS, MOCK_SEED_USERS). Measured on 职务管理
// (system/SysPositionList) and 用户管理 (system/UserList), both built on widgets/list-page.
//
// The baseline, in the same run: the same screens and interactions against a second mock seeded with 250 rows.
// Interactions alternate between the two (seeded, baseline, seeded, …), so load from elsewhere on the machine falls
// on both alike; the ratio is the median of the pairs' ratios. To compare two builds instead, point the baseline at
// the other one with the same rows: BENCH_BASELINE_DIST=<a copy of an earlier client/dist> BENCH_BASELINE_ROWS=10000.
//
// Each figure is taken inside the page: from the click event's timestamp to the second animation frame after the
// wanted rows are in the document (the frame that paints them has been produced). Playwright's own round trips
// are outside it. The list call's resource timing splits it into click → request sent, the request, and the answer
// → rows painted. The last line is machine-readable: `bench:list {json}`.
/* global requestAnimationFrame, document, window, MutationObserver -- evaluated in the page */
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { signedInContext, startMock, table } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const SEEDED = 10_000;
const BASELINE_SEEDED = Number(process.env.BENCH_BASELINE_ROWS ?? 250);
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST;
const TARGET_MS = 150;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const loadAtStart = load();

async function mockWith(rows, staticDir) {
  const { base, server } = await startMock({ MOCK_SEED_POSITIONS: String(rows), MOCK_SEED_USERS: String(rows) }, staticDir);
  return { base, rows, server };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Arms a watcher in the page: it notes the next click's timestamp and resolves, two frames after `wanted` holds
 * for the list's rows, with the interaction's figures. Runs in the page.
 */
function watch({ rowsSelector, cellsSelector, api, wanted }) {
  performance.clearResourceTimings();
  window.__benchResult = null;
  let clickedAt = null;
  document.addEventListener('click', (event) => (clickedAt ??= event.timeStamp), { capture: true, once: true });
  const holds = () => {
    if (wanted.kind === 'contains') return [...document.querySelectorAll(rowsSelector)].some((row) => row.textContent?.includes(wanted.text));
    const first = document.querySelector(cellsSelector);
    return first !== null && first.textContent !== wanted.text;
  };
  const observer = new MutationObserver(() => {
    if (clickedAt === null || !holds()) return;
    observer.disconnect();
    const seenAt = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const paintedAt = performance.now();
        const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes(api));
        window.__benchResult = {
          total: paintedAt - clickedAt,
          toRequest: call ? call.startTime - clickedAt : NaN,
          request: call ? call.responseEnd - call.startTime : NaN,
          toPaint: call ? paintedAt - call.responseEnd : NaN,
          inDom: seenAt - clickedAt,
        };
      }),
    );
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

const SCREENS = [
  { title: '职务管理', path: '/isystem/position', testId: 'position-list-page', api: '/sys/position/list', placeholder: '请输入职务名称', wanted: (i, rows) => `批量职务${Math.floor(rows / 10) + i * 7}`, column: 3 },
  { title: '用户管理', path: '/isystem/user', testId: 'user-list-page', api: '/sys/user/list', placeholder: '输入账号模糊查询', wanted: (i, rows) => `bulk_u${String(Math.floor(rows / 10) + i * 7).padStart(5, '0')}`, column: 2 },
];

const [seeded, baseline] = [await mockWith(SEEDED), await mockWith(BASELINE_SEEDED, BASELINE_DIST)];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** A signed-in page of one mock, and the interactions on its list screen. */
async function screenOn(mock, screen) {
  const context = await signedInContext(browser, mock.base);
  const page = await context.newPage();
  await page.goto(`${mock.base}${screen.path}`);
  const list = page.getByTestId(screen.testId);
  await list.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
  const total = await list.locator('.ant-pagination-total-text').innerText();
  const rows = `[data-testid="${screen.testId}"] tbody tr.ant-table-row`;
  const cells = `${rows} td:nth-child(${screen.column})`;

  async function interact(click, wanted) {
    await page.evaluate(watch, { rowsSelector: rows, cellsSelector: cells, api: screen.api, wanted });
    await click();
    await page.waitForFunction(() => window.__benchResult !== null, null, { timeout: 60_000 });
    return page.evaluate(() => window.__benchResult);
  }
  return {
    total,
    close: () => context.close(),
    search: async (i) => {
      const text = screen.wanted(i, mock.rows);
      await list.getByPlaceholder(screen.placeholder).fill(text);
      return interact(() => list.getByRole('button', { name: '查 询', exact: true }).click(), { kind: 'contains', text });
    },
    resetSearch: async () => {
      await list.getByRole('button', { name: '重 置', exact: true }).click();
      await list.locator('.ant-pagination-total-text', { hasText: total.replace(/^\S+ /, '') }).waitFor();
    },
    nextPage: async () => {
      const first = await page.locator(cells).first().innerText();
      return interact(() => list.locator('.ant-pagination-next').click(), { kind: 'changed', text: first });
    },
  };
}

const figures = [];
try {
  for (const screen of SCREENS) {
    const pages = { seeded: await screenOn(seeded, screen), baseline: await screenOn(baseline, screen) };
    for (const [interaction, run] of [
      ['search', (on, i) => on.search(i)],
      ['page', (on) => on.nextPage()],
    ]) {
      const taken = { seeded: [], baseline: [] };
      // The first pair warms the servers and the pages; it is not counted.
      for (let i = 0; i < runs + 1; i++) {
        for (const which of ['seeded', 'baseline']) {
          const result = await run(pages[which], i);
          if (i > 0) taken[which].push(result);
        }
      }
      if (interaction === 'search') for (const on of Object.values(pages)) await on.resetSearch();
      figures.push({ screen, interaction, total: pages.seeded.total, ...taken });
    }
    for (const on of Object.values(pages)) await on.close();
  }
} finally {
  await browser.close();
  seeded.server.stop();
  baseline.server.stop();
}

const NAMES = { search: 'search → rows painted', page: 'page change → rows painted' };
const summary = figures.map(({ screen, interaction, total, seeded: s, baseline: b }) => {
  const of = (key, values) => median(values.map((value) => value[key]));
  return {
    screen: screen.title,
    interaction,
    rows: total,
    median: of('total', s),
    worst: Math.max(...s.map((value) => value.total)),
    toRequest: of('toRequest', s),
    request: of('request', s),
    toPaint: of('toPaint', s),
    baseline: of('total', b),
    ratio: median(s.map((value, i) => value.total / b[i].total)),
  };
});
const ms = (value) => value.toFixed(0);
console.log(`\n${SEEDED} seeded rows per list (baseline: ${BASELINE_SEEDED}${BASELINE_DIST ? ` served from ${BASELINE_DIST}` : ''}), ${runs} interactions each, Chromium 1440×900; load average ${loadAtStart} → ${load()}:`);
table(
  summary.map((row) => ({
    list: `${row.screen} (${row.rows})`,
    interaction: NAMES[row.interaction],
    'median ms': ms(row.median),
    'worst ms': ms(row.worst),
    'click→request': ms(row.toRequest),
    request: ms(row.request),
    'answer→painted': ms(row.toPaint),
    'baseline ms': ms(row.baseline),
    '× baseline': row.ratio.toFixed(2),
    target: `≤ ${TARGET_MS}`,
  })),
);
const machine = Object.fromEntries(summary.map((row) => [`${row.screen}.${row.interaction}`, { median: Math.round(row.median), baseline: Math.round(row.baseline), ratio: Number(row.ratio.toFixed(2)) }]));
console.log(`bench:list ${JSON.stringify({ load: loadavg().map((value) => Number(value.toFixed(2))), targetMs: TARGET_MS, ...machine })}`);

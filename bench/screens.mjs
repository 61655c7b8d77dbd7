// npm run bench:screens — menu click → the screen's data painted, for every menu entry of admin (issue 26), in
// Debian's Chromium against the mock serving client/dist. The entries are read from the backend as the app reads
// them (GET /sys/permission/getUserPermissionByToken): every visible leaf, so a new menu entry is measured without
// touching this file. Entries that open an external url in a new window are listed, not timed.
//
// One open: the signed-in app sits on a trivial screen (HOME, the 403 page: no data, no chunk of its own); a watcher
// is armed in the page, Playwright clicks the entry in the side menu, and the page notes the click event's timestamp
// and the second animation frame after the screen is ready (the frame that paints it has been produced), so
// Playwright's round trips are outside the figure. The menu then takes the app back to HOME (the default single-page
// mode unmounts the screen) before the next entry. Each screen is opened:
//   first   — round 0: its route chunk and its data not loaded yet (cold);
//   warm    — rounds 1..BENCH_RUNS (5): the chunk loaded, the data in TanStack Query's cache but stale, as when staff
//             come back to a screen after its staleTime (30 s): the cached rows show with the loading spinner and the
//             call goes again. Date.now is moved on in the page so that every warm open finds its data stale (else
//             whether it fetched would depend on how long a round took). The median and worst are of these;
//   cached  — once more right after the last warm open: data fresh in the cache, no call (render only).
// Rounds go over all screens in turn, so load from elsewhere on the machine falls on every screen alike.
//
// "Ready", generic so that it holds for any screen: the route's view (.page-tab-view of the new path) is in the
// document with content, without the route's loading fallback (.page-loading), antd spinners or skeletons; every
// antd table in it has rows or its empty state; every chart wrapper says data-chart-state="rendered"; and no call
// started since the click is still unanswered (calls the app makes by itself while idle on HOME, the notice bell's
// poll, are not waited for). It must still hold two frames later (a call that an effect starts after the first look
// is waited for). A screen showing the missing-page notice (data-testid="missing-page": no page in the registry for
// the menu's component) is marked as a placeholder. Per open the page also notes when the data was in the DOM, when
// the last call was answered, the long tasks, the React commits and what was waited for when (`waits`).
//
// The baseline, in the same run: the 404 page opened from HOME the same way, i.e. what the shell itself costs per
// menu click; `× base` is a screen's median over the baseline's median.
//
// The route's JavaScript: the page chunk of the entry's component (client/src/app/pages/page-registry.ts → the
// Vite manifest) and the lazy chunks its first open fetched (a route of its own outside the registry, lazy widgets),
// with the chunks they import statically, minus what the app had already loaded on HOME, gzip-compressed file by file
// (node zlib) as a server would send them; and the scripts the first open actually fetched (shared chunks come only
// with the first screen that needs them).
//
// Target: median ≤ 150 ms and worst ≤ 300 ms for every screen. The last line is machine-readable:
// `bench:screens <n> screens: median-max=<ms> worst-max=<ms> over-target=<count>`.
// Knobs: BENCH_RUNS (warm opens, 5), BENCH_ONLY=<path or title>,… (those screens only), BENCH_VERBOSE=1 (every open
// with its waits), BENCH_PROFILE=1 (a CPU profile of each warm open, the median one summarised; slows the page),
// BENCH_DIST=<a client build> (e.g. `npx vite build --minify false --outDir <dir>` in client/ for readable profiles).
/* global document, window, location, requestAnimationFrame, MutationObserver, XMLHttpRequest, CSS -- evaluated in the page */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { summariseCpuProfile } from './cpu-profile.mjs';
import { signIn, signedInContext, startMock, table } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BENCH_DIST ?? `${root}client/dist`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MEDIAN_MS = 150;
const TARGET_WORST_MS = 300;
const READY_TIMEOUT_MS = 20_000;
const loadNow = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const loadAtStart = loadNow();

// --- the menu, as the app builds its side menu (client/src/app/layout/menu-entries.ts) ---

const isLayout = (component) => component.startsWith('layouts/') && component !== 'layouts/IframePageView';

/** Visible leaves of the server menu, each with the keys of the sub-menus above it. */
function menuLeaves(items, parents = []) {
  const leaves = [];
  for (const item of items) {
    if (item.hidden) continue;
    const visibleChildren = (item.children ?? []).filter((child) => !child.hidden);
    const below = menuLeaves(visibleChildren, [...parents, item.path]);
    if (visibleChildren.length > 0 && below.length === 0 && isLayout(item.component)) continue;
    if (below.length > 0) {
      leaves.push(...below);
      continue;
    }
    // a layout container with no visible child left is not shown (menu-entries.ts); one with all children hidden
    // but a page of its own is a leaf
    if (visibleChildren.length === 0 && (item.children?.length ?? 0) > 0 && isLayout(item.component)) continue;
    leaves.push({
      title: item.meta.title,
      path: item.path,
      component: item.component,
      external: Boolean(item.meta.internalOrExternal && item.meta.url),
      parents,
    });
  }
  return leaves;
}

// --- the route's JavaScript, from the build ---

const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const gzipCache = new Map();
const gzipKb = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(`${dist}/${file}`)).length / 1024);
  return gzipCache.get(file);
};

/** Menu component → the page's source module, read from the registry's `lazyPage(…, () => import('@/…'), …)` lines. */
function registrySources() {
  const source = readFileSync(`${root}client/src/app/pages/page-registry.ts`, 'utf8');
  const sources = new Map();
  for (const [, component, module] of source.matchAll(/'([^']+)':\s*lazyPage\(\s*'[^']*',\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g)) {
    const key = [`src/${module}.tsx`, `src/${module}.ts`].find((candidate) => manifest[candidate]);
    if (key) sources.set(component, key);
  }
  return sources;
}
const pageSources = registrySources();
const dynamicEntries = new Map(Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry).map(([key, chunk]) => [chunk.file, key]));
const registryKeyOf = (component) => component.trim().replace(/^\/+/, '').replace(/\.vue$/, '');

/** Files of a manifest chunk and of every chunk it imports statically (what loading it fetches). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  for (const css of chunk.css ?? []) seen.add(css);
  return seen;
}
const jsKb = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);

// --- in the page ---

/** Installed before the app: counts the API calls in flight and keeps the long tasks. */
function instrument() {
  const bench = (window.__bench = { calls: null, onCallEnd: null, longTasks: [], background: null, skewMs: 0, commits: 0 });
  // React reports each commit to the DevTools hook when one is present (production builds too): counted, not inspected.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => bench.commits++,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
  // Date.now runs ahead by skewMs: TanStack Query's staleness reads it, so the bench can let a screen's data go stale
  // without waiting (see staleAfterMs in the bench).
  const realNow = Date.now;
  Date.now = () => realNow() + bench.skewMs;
  const track = (url) => {
    if (bench.background) bench.background.add(new URL(url, location.href).pathname);
    if (!bench.calls) return () => undefined;
    const call = { url: String(url), start: performance.now(), end: null };
    bench.calls.push(call);
    return () => {
      call.end = performance.now();
      bench.onCallEnd?.();
    };
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__benchUrl = url;
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...args) {
    const done = track(this.__benchUrl);
    this.addEventListener('loadend', done, { once: true });
    return send.apply(this, args);
  };
  const fetchOriginal = window.fetch;
  window.fetch = function (input, init) {
    const done = track(typeof input === 'string' ? input : input.url);
    return fetchOriginal.call(this, input, init).finally(done);
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser
  }
}

/**
 * Arms the watcher for the next click (see the header): `window.__bench.done` resolves with the open's figures
 * once the new route's view is ready and two frames have passed. Runs in the page.
 */
function arm({ from, ignored }) {
  const bench = window.__bench;
  bench.calls = [];
  const commitsBefore = bench.commits;
  const waitsFor = (call) => !ignored.includes(new URL(call.url, location.href).pathname);
  let clickedAt = null;
  let looking = false;
  let finished = false;
  let resolveDone;
  bench.done = new Promise((resolve) => (resolveDone = resolve));

  const view = () => {
    const path = location.pathname;
    if (path === from) return null;
    return document.querySelector(`.page-tab-view[data-tab-key="${CSS.escape(path)}"]`);
  };
  /** What the screen still waits for ('' when ready). */
  const waitingFor = () => {
    const element = view();
    if (!element) return 'route';
    if (element.querySelector('.page-loading')) return 'chunk';
    if (element.querySelector('.ant-spin-spinning')) return 'spinner';
    if (element.querySelector('.ant-skeleton')) return 'skeleton';
    if (!element.textContent.trim() && !element.querySelector('iframe, canvas, img, svg')) return 'content';
    for (const antTable of element.querySelectorAll('.ant-table')) {
      if (!antTable.querySelector('tbody tr.ant-table-row, .ant-empty')) return 'rows';
    }
    for (const chart of element.querySelectorAll('[data-chart-state]')) {
      if (chart.getAttribute('data-chart-state') !== 'rendered') return 'chart';
    }
    return bench.calls.some((call) => call.end === null && waitsFor(call)) ? 'call' : '';
  };
  // when each wait began, as seen at the checks: where the time went
  const waits = [];
  const ready = () => {
    const reason = waitingFor();
    if (clickedAt !== null && waits.at(-1)?.[1] !== reason) waits.push([performance.now() - clickedAt, reason]);
    return reason === '';
  };
  const finish = (seenAt) => {
    finished = true;
    observer.disconnect();
    clearInterval(safetyNet);
    bench.onCallEnd = null;
    const paintedAt = performance.now();
    const calls = bench.calls;
    bench.calls = null;
    const api = calls.filter((call) => call.end !== null && waitsFor(call));
    const slowest = api.reduce((worst, call) => (!worst || call.end - call.start > worst.end - worst.start ? call : worst), null);
    const element = view();
    resolveDone({
      total: paintedAt - clickedAt,
      inDom: seenAt - clickedAt,
      calls: api.length,
      commits: bench.commits - commitsBefore,
      firstCallAt: api.length ? Math.min(...api.map((call) => call.start)) - clickedAt : null,
      lastAnswerAt: api.length ? Math.max(...api.map((call) => call.end)) - clickedAt : null,
      slowestCall: slowest ? { url: slowest.url.replace(/^https?:\/\/[^/]+/, ''), ms: slowest.end - slowest.start } : null,
      longTasks: bench.longTasks.filter(([start]) => start >= clickedAt && start < paintedAt).reduce((sum, [, duration]) => sum + duration, 0),
      placeholder: element?.querySelector('[data-testid="missing-page"]') != null,
      waits: waits.map(([at, reason]) => `${reason || 'ready'}@${Math.round(at)}`).join(' '),
      path: location.pathname,
    });
  };
  const check = () => {
    if (clickedAt === null || looking || finished || !ready()) return;
    looking = true;
    const seenAt = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        looking = false;
        // still ready two frames on (no call started meanwhile): that frame has painted the data
        if (!finished && ready()) finish(seenAt);
      }),
    );
  };
  document.addEventListener(
    'click',
    (event) => {
      clickedAt ??= event.timeStamp;
      check();
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'data-chart-state'] });
  bench.onCallEnd = check;
  // a state reached without a mutation or a call's end (rare): looked at again now and then
  const safetyNet = setInterval(check, 100);
}

// --- the run ---

/**
 * A screen's data goes stale this long after it was fetched (the app's default staleTime, client/src/app/providers/
 * query-client.ts, plus a second): a warm open is then a reopen after that time, which shows the cached rows and
 * fetches them again, as staff get it coming back after a while. Without this, whether a warm open fetched would
 * depend on how long a round over all screens happened to take.
 */
const staleAfterMs = (() => {
  const found = /staleTime:\s*([\d_]+)/.exec(readFileSync(`${root}client/src/app/providers/query-client.ts`, 'utf8'));
  return (found ? Number(found[1].replaceAll('_', '')) : 30_000) + 1_000;
})();
// Calls the app makes by itself while it sits on HOME (the notice bell's poll) are not a screen's: learnt over
// this long after boot, then not waited for.
const IDLE_LEARNING_MS = Number(process.env.BENCH_IDLE_MS ?? 7_000);

const { base, server } = await startMock({}, dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const startedAt = performance.now();
const results = [];
let shellKb;
let shellFiles = new Set();
let leaves;
let homeEntry;
let baselineEntry;
let background = [];
try {
  const session = await signIn(base);
  const permissions = await (await fetch(`${base}/v1/sys/permission/getUserPermissionByToken`, { headers: { 'X-Access-Token': session.token } })).json();
  leaves = menuLeaves(permissions.result.menu);
  homeEntry = leaves.find((leaf) => leaf.component === 'exception/403') ?? leaves.find((leaf) => !leaf.external);
  baselineEntry = leaves.find((leaf) => leaf !== homeEntry && ['exception/404', 'exception/500'].includes(leaf.component));
  // BENCH_ONLY=<path or title>,…: only those screens (and the baseline), e.g. to look into one
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const timed = leaves.filter((leaf) => !leaf.external && leaf !== homeEntry && (!only || only.includes(leaf.path) || only.includes(leaf.title)));

  const context = await signedInContext(browser, base);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const scripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && response.request().resourceType() === 'script') scripts.push(url.pathname.replace(/^\//, ''));
  });

  const menuItem = (leaf) => page.locator(`[aria-label="主菜单"] li.ant-menu-item[data-menu-id$=${JSON.stringify(`-${leaf.path}`)}]`);
  /** Opens the sub-menus above the entry (once: the menu keeps them open), then waits for the entry to show. */
  async function reveal(leaf) {
    const item = menuItem(leaf);
    if (await item.isVisible()) return item;
    for (const parent of leaf.parents) {
      const submenu = page.locator(`[aria-label="主菜单"] li.ant-menu-submenu:has(> .ant-menu-submenu-title[data-menu-id$=${JSON.stringify(`-${parent}`)}])`);
      if (!(await submenu.evaluate((element) => element.classList.contains('ant-menu-submenu-open')))) {
        await submenu.locator('> .ant-menu-submenu-title').click();
      }
    }
    await item.waitFor({ state: 'visible' });
    return item;
  }

  // BENCH_PROFILE=1: a CPU profile (CDP, 100 µs sampling) of each warm open; the median one is summarised per screen.
  // The profiler slows the page: read its figures for where the time goes, not as the screen's timing.
  const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }

  const lastOpened = new Map();
  /** One measured open of `leaf` from wherever the app is now; `stale`: its data older than staleAfterMs by then. */
  async function open(leaf, { stale = false } = {}) {
    const item = await reveal(leaf);
    const { from, now } = await page.evaluate(() => ({ from: location.pathname, now: Date.now() }));
    const since = now - (lastOpened.get(leaf) ?? -Infinity);
    if (stale && since < staleAfterMs) await page.evaluate((by) => (window.__bench.skewMs += by), staleAfterMs - since);
    lastOpened.set(leaf, Math.max(now, now + staleAfterMs - since));
    await page.evaluate(arm, { from, ignored: background });
    const profiling = cdp && stale && leaf !== homeEntry;
    if (profiling) await cdp.send('Profiler.start');
    await item.click();
    let timer;
    try {
      const result = await Promise.race([
        page.evaluate(() => window.__bench.done),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`not ready ${READY_TIMEOUT_MS / 1000} s after the click`)), READY_TIMEOUT_MS))),
      ]);
      if (profiling) result.profile = (await cdp.send('Profiler.stop')).profile;
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  // Boot on HOME: the shell and the home screen, no other route's chunk. What it loaded is the "shell".
  await page.goto(`${base}${homeEntry.path}`, { waitUntil: 'networkidle' });
  await page.locator(`.page-tab-view[data-tab-key=${JSON.stringify(homeEntry.path)}]`).waitFor();
  await reveal(homeEntry);
  await page.evaluate(() => (window.__bench.background = new Set()));
  await page.waitForTimeout(IDLE_LEARNING_MS);
  background = await page.evaluate(() => [...window.__bench.background]);
  await page.evaluate(() => (window.__bench.background = null));
  shellFiles = new Set(scripts);
  for (const file of [...shellFiles]) for (const key of Object.keys(manifest)) if (manifest[key].file === file) staticClosure(key, shellFiles);
  shellKb = jsKb(new Set(scripts));

  const rows = new Map([...(baselineEntry ? [baselineEntry] : []), ...timed].map((leaf) => [leaf, { leaf, first: null, warm: [], cached: null, fetched: [], error: null }]));
  for (let round = 0; round <= RUNS; round++) {
    for (const row of rows.values()) {
      if (row.error) continue;
      const before = scripts.length;
      try {
        const result = await open(row.leaf, { stale: round > 0 });
        if (process.env.BENCH_VERBOSE) console.log(`round ${round} ${row.leaf.title}: ${Math.round(result.total)} ms, waits ${result.waits}`);
        if (round === 0) {
          row.first = result;
          // responses may reach Node a moment after the page has them
          await page.waitForTimeout(50);
          row.fetched = [...new Set(scripts.slice(before))];
        } else row.warm.push(result);
        await open(homeEntry);
        if (round === RUNS) {
          // once more at once: the data still fresh in the cache, so no call (a reopen within staleTime)
          row.cached = await open(row.leaf);
          await open(homeEntry);
        }
      } catch (error) {
        row.error = error.message.split('\n')[0];
        await page.screenshot({ path: `${root}e2e/artifacts/bench-screens-failure.png` }).catch(() => undefined);
        await page.goto(`${base}${homeEntry.path}`, { waitUntil: 'networkidle' });
      }
    }
  }
  results.push(...rows.values());
  await context.close();
} finally {
  await browser.close();
  server.stop();
}

// --- the report ---

if (process.env.BENCH_PROFILE) {
  for (const row of results) {
    const profiled = row.warm.filter((run) => run.profile).sort((a, b) => a.total - b.total);
    const chosen = profiled[Math.floor(profiled.length / 2)];
    if (!chosen) continue;
    const saved = join(tmpdir(), `screens-${row.leaf.path.replace(/\W+/g, '_')}.cpuprofile`);
    writeFileSync(saved, JSON.stringify(chosen.profile));
    console.log(`\n${summariseCpuProfile(chosen.profile, { title: `${row.leaf.title} ${row.leaf.path}, the median of ${profiled.length} profiled warm opens (${Math.round(chosen.total)} ms with the profiler; saved as ${saved})`, rows: 25 })}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value == null || Number.isNaN(value) ? '—' : String(Math.round(value)));
const baselineRow = results.find((row) => row.leaf === baselineEntry);
const baselineMedian = baselineRow && !baselineRow.error ? median(baselineRow.warm.map((run) => run.total)) : null;

const summary = results.map((row) => {
  const { leaf } = row;
  const totals = row.warm.map((run) => run.total);
  // the registry's page chunk, and the lazy chunks the first open fetched (a route outside the registry, lazy widgets)
  const sources = [pageSources.get(registryKeyOf(leaf.component)), ...row.fetched.map((file) => dynamicEntries.get(file))].filter(Boolean);
  const routeFiles = new Set();
  for (const source of sources) staticClosure(source, routeFiles);
  for (const file of shellFiles) routeFiles.delete(file);
  const medianMs = totals.length ? median(totals) : null;
  const worstMs = totals.length ? Math.max(...totals) : null;
  const of = (key) => (row.warm.length ? median(row.warm.map((run) => run[key] ?? NaN)) : null);
  return {
    row,
    leaf,
    medianMs,
    worstMs,
    miss: row.error !== null || medianMs > TARGET_MEDIAN_MS || worstMs > TARGET_WORST_MS,
    placeholder: row.first?.placeholder ?? false,
    routeKb: sources.length ? jsKb(routeFiles) : null,
    fetchedKb: jsKb(row.fetched),
    inDom: of('inDom'),
    commits: of('commits'),
    calls: of('calls'),
    lastAnswerAt: of('lastAnswerAt'),
    longTasks: of('longTasks'),
    medianRun: row.warm.length ? [...row.warm].sort((x, y) => x.total - y.total)[Math.floor(row.warm.length / 2)] : null,
    slowestCall: row.warm.map((run) => run.slowestCall).filter(Boolean).sort((x, y) => y.ms - x.ms)[0] ?? null,
  };
});

console.log(
  `\nMenu click → screen data painted, admin's menu: ${summary.length} screens timed from HOME (${homeEntry.title} ${homeEntry.path}), a first open and ${RUNS} warm opens each;` +
    ` Chromium 1440×900; load average ${loadAtStart} → ${loadNow()}; ${Math.round((performance.now() - startedAt) / 1000)} s.` +
    ` JS loaded on HOME (the shell): ${shellKb.toFixed(1)} KB gzip. Calls not waited for (the app makes them while idle on HOME): ${background.join(', ') || 'none'}.`,
);
table(
  summary.map((entry) => ({
    screen: entry.leaf.title + (entry.leaf === baselineEntry ? ' (baseline)' : ''),
    path: entry.leaf.path,
    median: ms(entry.medianMs),
    worst: ms(entry.worstMs),
    first: ms(entry.row.first?.total),
    cached: ms(entry.row.cached?.total),
    '× base': baselineMedian && entry.medianMs ? (entry.medianMs / baselineMedian).toFixed(2) : '—',
    'in DOM': ms(entry.inDom),
    'last answer': ms(entry.lastAnswerAt),
    'long tasks': ms(entry.longTasks),
    commits: ms(entry.commits),
    'route JS KB': entry.routeKb == null ? 'shell' : entry.routeKb.toFixed(1),
    'fetched KB': entry.fetchedKb.toFixed(1),
    miss: entry.miss ? 'MISS' : '',
    note: [entry.placeholder ? 'placeholder (missing page)' : '', entry.row.error ?? ''].filter(Boolean).join('; '),
  })),
);
console.log(
  [
    `ms from the click to the frame after the screen is ready. median, worst: of the ${RUNS} warm opens (route chunk loaded; the screen's data stale, so shown from the cache and fetched again).`,
    'first: the first open (route chunk and data not loaded yet). cached: one more open at once (data fresh in the cache, no call).',
    `× base: median over the baseline's. in DOM, last answer (the screen's last call answered), long tasks (main-thread tasks over 50 ms, summed), commits (React commits): medians of the warm opens, ms after the click.`,
    "route JS: the page chunk and its static imports beyond the shell, gzip; shell = no chunk of its own. fetched: the scripts the first open fetched, gzip.",
    `Target: median ≤ ${TARGET_MEDIAN_MS} ms and worst ≤ ${TARGET_WORST_MS} ms.`,
  ].join('\n'),
);
const notTimed = [
  `${homeEntry.title} ${homeEntry.path} (HOME, where every open starts)`,
  ...leaves.filter((leaf) => leaf.external).map((leaf) => `${leaf.title} ${leaf.path} (external: opens its url in a new window)`),
];
console.log(`Menu entries not timed: ${notTimed.join('; ')}.`);
const misses = summary.filter((entry) => entry.miss);
console.log(`\nScreens over the target (${misses.length}):`);
for (const entry of misses) {
  const name = `  ${entry.leaf.title} ${entry.leaf.path}${entry.placeholder ? ' (placeholder)' : ''}`;
  if (entry.row.error) {
    console.log(`${name}: ${entry.row.error}`);
    continue;
  }
  const slowest = entry.slowestCall ? `, slowest ${entry.slowestCall.url.split('?')[0]} ${ms(entry.slowestCall.ms)} ms` : '';
  console.log(
    `${name}: median ${ms(entry.medianMs)}, worst ${ms(entry.worstMs)}, first ${ms(entry.row.first?.total)}, cached ${ms(entry.row.cached?.total)} ms;` +
      ` ${ms(entry.commits)} React commits; ${ms(entry.calls)} calls, last answer at ${ms(entry.lastAnswerAt)} ms${slowest}; in the DOM at ${ms(entry.inDom)} ms;` +
      ` long tasks ${ms(entry.longTasks)} ms; route JS ${entry.routeKb == null ? 'shell' : `${entry.routeKb.toFixed(1)} KB`}; median open waited for: ${entry.medianRun?.waits ?? '—'}`,
  );
}
const measured = summary.filter((entry) => entry.medianMs !== null);
console.log(
  `bench:screens ${summary.length} screens: median-max=${ms(Math.max(...measured.map((entry) => entry.medianMs)))} worst-max=${ms(Math.max(...measured.map((entry) => entry.worstMs)))} over-target=${misses.length}`,
);

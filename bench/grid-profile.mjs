// node bench/grid-profile.mjs — where the editable table's time goes (issue 13), on a built checkout (bench:grid's
// build). Not a benchmark: CPU time, which a loaded machine inflates much less than wall time.
//   mount   click on 加载表格 → first row painted: a CPU profile (top self time, mapped through source maps when the
//           build has them: `npx vite build --sourcemap` in client/) and the renderer main thread's trace
//   scroll  FRAMES continuous frames of 200 px (bench:grid's scroll-p95): trace CPU per frame by kind (script, style,
//           layout, paint…), React components rendered per frame (counted from the commits, as React DevTools does),
//           DOM mutations per frame, and a CPU profile
// GRID_PROFILE_FRAMES (600), GRID_PROFILE_TOP (25), GRID_PROFILE_DIST and GRID_PROFILE_CSS (below), GRID_PROFILE_SAMPLE=0
// (no sampled profiles: traces and counts only).
/* global document, requestAnimationFrame, window, MutationObserver -- evaluated in the page */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';
import { startGridPage } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FRAMES = Number(process.env.GRID_PROFILE_FRAMES ?? 600);
const TOP = Number(process.env.GRID_PROFILE_TOP ?? 25);
// GRID_PROFILE_DIST: another client build to serve (a baseline built from an earlier commit), default client/dist
const dist = process.env.GRID_PROFILE_DIST ?? `${root}client/dist`;
const gallery = await startGridPage({ staticDir: dist });
const { base } = gallery;

// A stand-in for React DevTools' hook: after each commit, the function components that rendered in it (a fiber with
// PerformedWork whose subtree React did not skip), named by the component and, for minified names, its prop keys.
function installRenderCounter() {
  const counts = new Map();
  window.__renders = { counts, commits: 0, on: true };
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    const props = fiber.memoizedProps && typeof fiber.memoizedProps === 'object' ? Object.keys(fiber.memoizedProps).slice(0, 4).join(',') : '';
    return `${type?.displayName ?? type?.name ?? '?'}(${props})`;
  };
  const isComponent = (fiber) => [0, 1, 11, 14, 15].includes(fiber.tag);
  const walk = (next, prev) => {
    if (isComponent(next) && (!prev || (next.flags & 1) === 1)) counts.set(nameOf(next), (counts.get(nameOf(next)) ?? 0) + 1);
    if (prev && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) walk(child, child.alternate);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      window.__renders.commits += 1;
      if (!window.__renders.on) return;
      const current = root.current;
      walk(current, current.alternate);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const sourceMaps = new Map();
async function originalPosition(url, line, column) {
  if (!url.startsWith(base)) return null;
  if (!sourceMaps.has(url)) {
    const file = `${dist}${new URL(url).pathname}.map`;
    sourceMaps.set(url, existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const map = sourceMaps.get(url);
  if (!map) return null;
  const found = map.originalPositionFor({ line: line + 1, column });
  return found.source ? `${found.name ?? '?'} ${found.source.replace(/^.*node_modules\//, '~/').replace(/^.*\/src\//, 'src/')}:${found.line}` : null;
}

/** Self time by function (ms), top `TOP`, from a CDP Profiler profile. */
async function topSelf(profile) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = url ? `${functionName || '(anonymous)'}@${url}:${lineNumber}:${columnNumber}` : functionName;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const rows = [];
  for (const [key, time] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    const match = /^(.*)@(.*):(\d+):(\d+)$/.exec(key);
    const mapped = match ? await originalPosition(match[2], Number(match[3]), Number(match[4])) : null;
    rows.push(`${time.toFixed(1).padStart(8)} ms  ${(match ? `${match[1]} ${mapped ?? match[2].replace(base, '')}` : key).slice(0, 140)}`);
  }
  return { total, rows };
}

/** The renderer main thread's CPU (thread time) in the trace, by kind, and the top-level tasks' total. */
function traceCpu(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.tdur === 'number');
  const kinds = {};
  let wall = 0;
  for (const event of onMain) {
    if (event.name === 'ThreadControllerImpl::RunTask') wall += event.dur;
    if (['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit', 'ScrollLayer', 'HitTest', 'ParseAuthorStyleSheet', 'IntersectionObserverController::computeIntersections', 'ResizeObserver::BroadcastObservations']
      .includes(event.name)) kinds[event.name] = (kinds[event.name] ?? 0) + event.tdur / 1000;
  }
  // style and layout forced by script: inside an event's or a callback's dispatch instead of the frame's own update
  const scripts = onMain.filter((event) => ['EventDispatch', 'FunctionCall', 'FireAnimationFrame', 'TimerFire'].includes(event.name));
  for (const event of onMain) {
    if (event.name !== 'Layout' && event.name !== 'UpdateLayoutTree') continue;
    if (scripts.some((script) => script.ts <= event.ts && event.ts + event.dur <= script.ts + script.dur)) kinds[`${event.name} (forced)`] = (kinds[`${event.name} (forced)`] ?? 0) + event.tdur / 1000;
  }
  // self thread time by event name (a nested event's time taken off its parent)
  const sorted = [...onMain].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = {};
  const stack = [];
  let top = 0;
  for (const event of sorted) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self[parent.name] = (self[parent.name] ?? 0) - event.tdur / 1000;
    else top += event.tdur / 1000;
    self[event.name] = (self[event.name] ?? 0) + event.tdur / 1000;
    stack.push(event);
  }
  // the other threads of the renderer (compositor, raster workers): top-level tasks' thread time, by thread name
  const names = new Map(events.filter((event) => event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args?.name]));
  const threads = {};
  for (const event of events) {
    if (!main || event.pid !== main.pid || event.tid === main.tid || event.ph !== 'X' || typeof event.tdur !== 'number') continue;
    if (event.name !== 'ThreadControllerImpl::RunTask' && event.name !== 'TaskGraphRunner::RunTask') continue;
    const name = names.get(`${event.pid}:${event.tid}`) ?? String(event.tid);
    threads[name] = (threads[name] ?? 0) + event.tdur / 1000;
  }
  return { taskMs: top, wallMs: wall / 1000, kinds, self, threads };
}

/** `work` under a trace, or under the sampling profiler (which slows the page down: its CPU figures are not used). */
async function traced(session, work, { profile: sampled = false } = {}) {
  if (sampled) {
    await session.send('Profiler.start');
    const result = await work();
    const { profile } = await session.send('Profiler.stop');
    return { result, profile };
  }
  const events = [];
  const collect = (payload) => events.push(...payload.value);
  session.on('Tracing.dataCollected', collect);
  await session.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });
  const result = await work();
  const done = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.end');
  await done;
  session.off('Tracing.dataCollected', collect);
  return { result, cpu: traceCpu(events) };
}

const report = (title, cpu, per = 1) => {
  const kinds = Object.entries(cpu.kinds).sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${(ms / per).toFixed(2)}`).join(', ');
  console.log(`${title}: main thread ${(cpu.taskMs / per).toFixed(2)} ms CPU (its tasks' wall time ${(cpu.wallMs / per).toFixed(2)} ms)${per > 1 ? ' a frame' : ''}`);
  console.log(`  by kind (inclusive, ms${per > 1 ? ' a frame' : ''}): ${kinds}`);
  const self = Object.entries(cpu.self).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([name, ms]) => `${name} ${(ms / per).toFixed(2)}`).join(', ');
  console.log(`  self time by event (ms${per > 1 ? ' a frame' : ''}): ${self}`);
  const threads = Object.entries(cpu.threads).sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${(ms / per).toFixed(2)}`).join(', ');
  console.log(`  the renderer's other threads (tasks' thread time, ms${per > 1 ? ' a frame' : ''}): ${threads || 'none traced'}`);
};

const MOUNT = () =>
  new Promise((resolve) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '加载表格');
    setTimeout(() => {
      const started = performance.now();
      const commitsBefore = window.__renders.commits;
      const poll = () =>
        document.querySelector('[role=grid] [data-row-index="0"]')
          ? requestAnimationFrame(() => resolve({ ms: performance.now() - started, commits: window.__renders.commits - commitsBefore }))
          : requestAnimationFrame(poll);
      button.click();
      requestAnimationFrame(poll);
    }, 0);
  });

const SCROLL = async (frames) => {
  const scroller = document.querySelector('[role=grid]');
  let mutations = 0;
  let moved = 0;
  const observer = new MutationObserver((records) => {
    mutations += records.length;
    for (const record of records) moved += record.addedNodes.length;
  });
  observer.observe(scroller, { subtree: true, childList: true, characterData: true, attributes: true });
  // the scroll event's cost: reading scrollTop first (a forced layout shows here), then all listeners (the
  // virtualisers' and React's render in them), from a capturing listener on the window to one added last
  let readMs = 0;
  let handlersMs = 0;
  let started = 0;
  const first = () => {
    started = performance.now();
    void scroller.scrollTop;
    readMs += performance.now() - started;
  };
  const last = () => (handlersMs += performance.now() - started);
  window.addEventListener('scroll', first, true);
  scroller.addEventListener('scroll', last);
  const commitsBefore = window.__renders.commits;
  const times = [];
  scroller.scrollTop = 0;
  let previous = await new Promise((resolve) => requestAnimationFrame(resolve));
  for (let i = 1; i <= frames; i++) {
    scroller.scrollTop = i * 200;
    const now = await new Promise((resolve) => requestAnimationFrame(resolve));
    times.push(now - previous);
    previous = now;
  }
  observer.disconnect();
  window.removeEventListener('scroll', first, true);
  scroller.removeEventListener('scroll', last);
  times.sort((a, b) => a - b);
  return { frames, missed: times.filter((time) => time > 20).length, readMs: readMs / frames, handlersMs: handlersMs / frames, commits: window.__renders.commits - commitsBefore, mutations, added: moved, p50: times[Math.floor(frames / 2)], p95: times[Math.ceil(frames * 0.95) - 1] };
};

async function openPage() {
  const { context, page } = await gallery.openGridPage('grid', { initScripts: [installRenderCounter] });
  // GRID_PROFILE_CSS: extra rules for an experiment without a rebuild
  if (process.env.GRID_PROFILE_CSS) await page.addStyleTag({ content: process.env.GRID_PROFILE_CSS });
  const session = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  return { context, page, session };
}

const topRenders = (page, per) =>
  page.evaluate((frames) => Object.fromEntries([...window.__renders.counts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => [k, Math.round((v / frames) * 10) / 10])), per);

try {
  // page 1: the mount traced (with render counts), then scrolling traced, counted, profiled
  const { context, page, session } = await openPage();
  await page.evaluate(() => window.__renders.counts.clear());
  const mount = await traced(session, () => page.evaluate(MOUNT));
  const mountRenders = await topRenders(page, 1);
  const cellsInDom = await page.evaluate(() => ({ rows: document.querySelectorAll('[role=grid] [role=row]').length, cells: document.querySelectorAll('[role=grid] [role=gridcell]').length, elements: document.querySelectorAll('[role=grid] *').length }));
  console.log(`mount: ${mount.result.ms.toFixed(1)} ms wall, ${mount.result.commits} commits; in the grid: ${JSON.stringify(cellsInDom)}`);
  report('mount', mount.cpu);
  console.log(`  components rendered: ${JSON.stringify(mountRenders)}`);
  // after the mount: let effects and the dictionary queries settle
  await page.waitForTimeout(1000);

  await page.evaluate(() => (window.__renders.on = false));
  const scroll = await traced(session, () => page.evaluate(SCROLL, FRAMES));
  const t = scroll.result;
  console.log(`scroll (traced): ${t.frames} frames of 200 px, frame p50 ${t.p50.toFixed(1)} p95 ${t.p95.toFixed(1)} ms (wall), ${((t.missed / t.frames) * 100).toFixed(1)} % over 20 ms; a frame: scrollTop read ${t.readMs.toFixed(2)} ms, scroll listeners ${t.handlersMs.toFixed(2)} ms (wall)`);
  report('scroll', scroll.cpu, t.frames);

  await page.evaluate(() => {
    window.__renders.on = true;
    window.__renders.counts.clear();
  });
  const counted = await page.evaluate(SCROLL, FRAMES);
  console.log(`scroll (counted): ${(counted.commits / counted.frames).toFixed(2)} commits, ${(counted.mutations / counted.frames).toFixed(1)} DOM mutation records and ${(counted.added / counted.frames).toFixed(1)} nodes added or moved a frame`);
  console.log(`  components rendered a frame: ${JSON.stringify(await topRenders(page, counted.frames))}`);

  const sampling = process.env.GRID_PROFILE_SAMPLE !== '0';
  if (sampling) {
    await page.evaluate(() => (window.__renders.on = false));
    const sampled = await traced(session, () => page.evaluate(SCROLL, FRAMES), { profile: true });
    const scrollTop = await topSelf(sampled.profile);
    console.log(`  scroll profile: ${(scrollTop.total / FRAMES).toFixed(2)} ms sampled a frame (profiler on), top self time over ${FRAMES} frames:\n${scrollTop.rows.join('\n')}`);
  }
  await context.close();

  // page 2: the mount profiled
  const second = sampling ? await openPage() : null;
  if (second) await mountProfile(second);
} finally {
  await gallery.close();
}

async function mountProfile(second) {
  await second.page.evaluate(() => (window.__renders.on = false));
  const mountSampled = await traced(second.session, () => second.page.evaluate(MOUNT), { profile: true });
  const mountTop = await topSelf(mountSampled.profile);
  console.log(`mount profile (profiler on, ${mountSampled.result.ms.toFixed(1)} ms wall): ${mountTop.total.toFixed(1)} ms sampled, top self time:\n${mountTop.rows.join('\n')}`);
  await second.context.close();
}

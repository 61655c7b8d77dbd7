// node bench/list-profile.mjs — where the user list's time goes: a Chrome CPU profile (CDP Profiler, 100 µs sampling)
// of BENCH_RUNS page changes and searches on 用户管理 with 10 000 seeded users, against the built client (build it
// with `npx vite build --minify false --outDir <dir>` in client/ to read function names, and serve it with
// BENCH_STATIC_DIR=<dir>). Prints the functions with the most self time, React's phases and antd's style injection,
// and the render time of each component (its body and hooks); the profile itself is saved in the OS temp directory
// for Chrome DevTools.
/* global document */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { signedInContext, startMock } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const { base, server } = await startMock({ MOCK_SEED_USERS: '10000' }, process.env.BENCH_STATIC_DIR);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
try {
  const context = await signedInContext(browser, base);
  const page = await context.newPage();
  await page.goto(`${base}/isystem/user`);
  const list = page.getByTestId('user-list-page');
  const cells = '[data-testid="user-list-page"] tbody tr.ant-table-row td:nth-child(2)';
  await list.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
  const firstCell = () => page.locator(cells).first().innerText();
  const nextPage = async () => {
    const before = await firstCell();
    await list.locator('.ant-pagination-next').click();
    await page.waitForFunction(([selector, text]) => document.querySelector(selector)?.textContent !== text, [cells, before]);
  };
  const search = async (i) => {
    const text = `bulk_u${String(1000 + i * 7).padStart(5, '0')}`;
    await list.getByPlaceholder('输入账号模糊查询').fill(text);
    await list.getByRole('button', { name: '查 询', exact: true }).click();
    await page.waitForFunction(([selector, wanted]) => document.querySelector(selector)?.textContent === wanted, [cells, text]);
    await list.getByRole('button', { name: '重 置', exact: true }).click();
    await page.waitForFunction(([selector, wanted]) => document.querySelector(selector)?.textContent !== wanted, [cells, text]);
  };
  await nextPage();
  await search(0);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let i = 1; i <= runs; i++) {
    await nextPage();
    await search(i);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const saved = join(tmpdir(), 'list-profile.cpuprofile');
  writeFileSync(saved, JSON.stringify(profile));

  // Self time per node from the samples, then per function (name + file) self and inclusive.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
  const selfBy = new Map();
  const inclusiveBy = new Map();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    selfBy.set(keyOf(node), (selfBy.get(keyOf(node)) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf(byId.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusiveBy.set(key, (inclusiveBy.get(key) ?? 0) + ms);
    }
  }
  // Render time by component: each sample goes to the component whose body (called by renderWithHooks) it is in.
  const byComponent = new Map();
  const byChunk = new Map();
  for (const [id, ms] of self) {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const up = parent.get(at);
      if (up !== undefined && byId.get(up).callFrame.functionName === 'renderWithHooks') {
        const node = byId.get(at);
        byComponent.set(keyOf(node), (byComponent.get(keyOf(node)) ?? 0) + ms);
        const chunk = node.callFrame.url.split('/').pop().replace(/-[\w-]{8}\.js$/, '');
        byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + ms);
        break;
      }
    }
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`).join('\n');
  console.log(`profile of ${runs} page changes + ${runs} searches/resets: ${total.toFixed(0)} ms sampled (saved as ${saved})`);
  console.log(`\nself time:\n${top(selfBy, 40)}`);
  console.log(`\ninclusive time (components and functions whose name starts with an upper-case letter or 'use'):`);
  const named = new Map([...inclusiveBy].filter(([key]) => /^[A-Z]|^use/.test(key)));
  console.log(top(named, 40));
  // React's phases and the style injection of antd's CSS-in-JS, by name.
  const WATCHED = /^(performWorkOnRoot|renderRootSync|commitRoot|commitRootImpl|flushPassiveEffects|updateCSS|removeCSS|findStyles|triggerOnScroll|navigate|setSearchParams|dispatchDiscreteEvent|processRootScheduleInMicrotask|flushSyncWorkAcrossRoots_impl) /;
  console.log(`\ninclusive time of React's phases and style injection:\n${top(new Map([...inclusiveBy].filter(([key]) => WATCHED.test(key))), 30)}`);
  console.log(`\ncomponent render time (own hooks and body) by component:\n${top(byComponent, 40)}`);
  console.log(`\n… by chunk:\n${top(byChunk, 25)}`);
  console.log(`\nstyle elements in <head>: ${await page.evaluate(() => document.head.querySelectorAll('style').length)}, elements in the document: ${await page.evaluate(() => document.getElementsByTagName('*').length)}`);
} finally {
  await browser.close();
  server.stop();
}

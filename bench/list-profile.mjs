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
import { summariseCpuProfile } from './cpu-profile.mjs';
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

  console.log(summariseCpuProfile(profile, { title: `profile of ${runs} page changes + ${runs} searches/resets (saved as ${saved})` }));
  console.log(`\nstyle elements in <head>: ${await page.evaluate(() => document.head.querySelectorAll('style').length)}, elements in the document: ${await page.evaluate(() => document.getElementsByTagName('*').length)}`);
} finally {
  await browser.close();
  server.stop();
}

// node bench/dashboard-profile.mjs — where login → workbench spends its main-thread time: a Chrome CPU profile (CDP
// Profiler, 100 µs sampling) from the click on 登录 to the workbench fully painted (the figure of bench:dashboard),
// against a client build (BENCH_STATIC_DIR, default client/dist; build with `npx vite build --minify false
// --outDir <dir>` in client/ to read function names). The credentials are typed BENCH_TYPING_DELAY_MS apart (120, as
// bench:dashboard types them; 0 fills them at once). The profile is saved for DevTools in BENCH_PROFILE_OUT, default
// dashboard-profile.cpuprofile in the OS temp directory (shared: give each sitting its own).
/* global requestAnimationFrame -- evaluated in the page */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { summariseCpuProfile } from './cpu-profile.mjs';
import { fillLoginForm, startMock } from './lib.mjs';

const { base, server } = await startMock({}, process.env.BENCH_STATIC_DIR);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await fillLoginForm(page, base, { typingDelayMs: Number(process.env.BENCH_TYPING_DELAY_MS ?? 120) });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = performance.now();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('summary-staff').waitFor({ state: 'visible', timeout: 30_000 });
  for (const id of ['revenue-pie', 'profit-donut', 'cost-bar']) await page.locator(`[data-testid="${id}"][data-chart-state="rendered"]`).waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="main-projects"] tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const elapsed = performance.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  const saved = process.env.BENCH_PROFILE_OUT ?? join(tmpdir(), 'dashboard-profile.cpuprofile');
  writeFileSync(saved, JSON.stringify(profile));
  console.log(summariseCpuProfile(profile, { title: `login → workbench painted in ${elapsed.toFixed(0)} ms (profile saved as ${saved})` }));
} finally {
  await browser.close();
  server.stop();
}

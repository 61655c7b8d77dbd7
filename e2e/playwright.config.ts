// End-to-end suites in Debian's Chromium (never a downloaded browser) against the built product: the mock server
// serving client/dist and the API on one port, as `npm start` does.
//
// Each worker has a mock server of its own (context-options.ts), so a spec's resets and writes never reach another
// worker's store.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { contextOptions, firstPort, urlOf } from './context-options';

// One worker per two cores. Tried with two workers on a 2-core machine: the e2e step took 43.3 min against 37.2 min
// with one (the pages are CPU-bound: each worker's Chromium and mock server want a core), and two specs that race a
// forced answer against the notice bell's polling lost the race.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(availableParallelism() / 2)));

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Room for a page that a loaded machine slows down: waiting longer for a state never weakens what is asserted.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list as it goes; each test's time for the timing table that ends the run (scripts/timings.mjs).
  reporter: [['list'], ['./timing-reporter.ts']],
  use: {
    ...contextOptions,
    // No trace: recording one (screencast frames and DOM snapshots) cost a third of the e2e step's CPU (docs/testing.md).
    // E2E_TRACE=1 records one for each failing test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node ../mock-server/dist/server.js',
    url: `${urlOf(firstPort + index)}/v1/sys/randomImage/health`,
    env: { PORT: String(firstPort + index), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600' },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});

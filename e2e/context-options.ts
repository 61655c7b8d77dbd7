// The browser context every spec runs in, shared by the config (`use`) and the worker's warm profile (fixtures.ts),
// so that a context made either way is the same.
//
// Each worker has a mock server of its own (port E2E_PORT + the worker's parallel index). Workers load this file too,
// with TEST_PARALLEL_INDEX set, so `baseURL` is the calling worker's server.
import type { BrowserContextOptions } from '@playwright/test';

export const firstPort = Number(process.env.E2E_PORT ?? 18080);
export const urlOf = (port: number) => `http://127.0.0.1:${port}`;
export const baseURL = urlOf(firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const contextOptions = {
  baseURL,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  viewport: { width: 1440, height: 900 },
  // The client honours the system setting (antd motion off): no transitions to wait for. E2E_MOTION=full to see them.
  reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
} satisfies BrowserContextOptions;

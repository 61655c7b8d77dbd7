// Playwright's `test` with one warm browser profile per worker: each test still gets a context and page of its own
// state (no cookies, storage or listeners of the test before), but the profile's HTTP and compiled-code caches survive
// from test to test. A fresh profile compiles the client's scripts again at every boot: opening 日志管理 took
// 5.5–6.1 s from a fresh context against 3.2–4.0 s from the warm profile (docs/testing.md, "Where a test's seconds go").
//
// What a test can change on the shared context is undone after it: its pages, routes, listeners, cookies, storage and
// permissions. A fake clock cannot be taken off a context: a spec that installs one imports Playwright's own `test`.
import type { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, contextOptions } from './context-options';

/** Everything an origin keeps except the HTTP cache (which is what makes the next boot warm). */
const STORAGE_TYPES = 'cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems';
const CONTEXT_EVENTS = ['page', 'request', 'response', 'requestfinished', 'requestfailed', 'console', 'dialog', 'weberror', 'close'] as const;

interface WarmProfile {
  context: BrowserContext;
  /** A page that stays open, so the profile always has one to clear storage through. */
  keeper: Page;
}

async function clearOrigin(profile: WarmProfile): Promise<void> {
  const session = await profile.context.newCDPSession(profile.keeper);
  await session.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: STORAGE_TYPES });
  await session.detach();
  await profile.context.clearCookies();
  await profile.context.clearPermissions();
}

// Everything of Playwright's, with `test` replaced by the warm one below.
export * from '@playwright/test';

const warmTest = base.extend<object, { warmProfile: WarmProfile }>({
  warmProfile: [
    async ({ playwright, launchOptions }, use) => {
      const directory = mkdtempSync(join(tmpdir(), 'mis-e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(directory, { ...launchOptions, ...contextOptions });
      const keeper = context.pages()[0] ?? (await context.newPage());
      await use({ context, keeper });
      await context.close();
      rmSync(directory, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  context: async ({ warmProfile }, use) => {
    const { context, keeper } = warmProfile;
    // Playwright's objects are event emitters; the typings only show `on`/`off` per event.
    const emitter = context as unknown as EventEmitter;
    const listenersBefore = new Map(CONTEXT_EVENTS.map((event) => [event, emitter.listeners(event)]));
    await clearOrigin(warmProfile);

    await use(context);

    for (const page of context.pages()) if (page !== keeper) await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of CONTEXT_EVENTS) {
      const before = listenersBefore.get(event) ?? [];
      for (const listener of emitter.listeners(event)) if (!before.includes(listener)) emitter.off(event, listener as never);
    }
    await context.setExtraHTTPHeaders({});
    await context.setOffline(false);
  },

  page: async ({ context, viewport, reducedMotion }, use) => {
    const page = await context.newPage();
    // A spec's `test.use({ viewport })` or `test.use({ reducedMotion })`, as a fresh context would have it.
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion && reducedMotion !== contextOptions.reducedMotion) await page.emulateMedia({ reducedMotion });
    await use(page);
  },
});


/** E2E_COLD_PROFILE=1 gives every test a fresh context, as Playwright does by default: the baseline of the measurement. */
export const test = process.env.E2E_COLD_PROFILE === '1' ? (base as unknown as typeof warmTest) : warmTest;

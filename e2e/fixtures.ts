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
import { test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, contextOptions } from './context-options';
import { keptSessions } from './pages/mock-api';
import { navigateInApp } from './pages/navigation';
import { signIn, type SignedInUser } from './pages/session';

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

/**
 * Notes the listeners a context has; the function it returns undoes what a test changed since: pages other than
 * `keep`, routes, listeners, extra headers, offline mode.
 */
function rememberContext(context: BrowserContext): (keep: Page[]) => Promise<void> {
  // Playwright's objects are event emitters; the typings only show `on`/`off` per event.
  const emitter = context as unknown as EventEmitter;
  const listenersBefore = new Map(CONTEXT_EVENTS.map((event) => [event, emitter.listeners(event)]));
  return async (keep) => {
    for (const page of context.pages()) if (!keep.includes(page)) await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of CONTEXT_EVENTS) {
      const before = listenersBefore.get(event) ?? [];
      for (const listener of emitter.listeners(event)) if (!before.includes(listener)) emitter.off(event, listener as never);
    }
    await context.setExtraHTTPHeaders({});
    await context.setOffline(false);
  };
}

// Everything of Playwright's, with `test` replaced by the warm one below.
export * from '@playwright/test';
export { visit } from './pages/navigation';

/**
 * The worker's kept tab: a page signed in as admin, kept from test to test until a test opens a page of its own (any
 * test that takes the plain `page` or `context` closes it, and the next one boots a new one).
 */
interface KeptTab {
  page?: Page;
  admin?: SignedInUser;
}

/** Shows a widget of 组件示例 (`/examples/widgets?widget=<key>`) freshly mounted, and returns its page. */
export type OpenWidget = (key: string) => Promise<Page>;

const PAGE_EVENTS = ['dialog', 'console', 'request', 'response', 'requestfinished', 'requestfailed', 'popup', 'pageerror', 'download', 'filechooser', 'framenavigated', 'load', 'domcontentloaded', 'websocket', 'close'] as const;
const widgetAddress = (key: string) => `/examples/widgets?widget=${encodeURIComponent(key)}`;
/** The client's own event: forget the page tabs and cached answers, keep the session (app/session/session-end.ts). */
const FORGET_CLIENT_STATE_EVENT = 'mis:forget-client-state';
/** What `signIn` stores (pages/session.ts). */
const SIGNED_IN_KEYS = ['pro__Access-Token', 'pro__Login_Username', 'pro__Login_Userinfo'];

/** No message, notification or dialog on screen (antd keeps a closed dialog's wrapper, hidden). */
const noFeedbackShown = () =>
  !document.querySelector('.ant-message-notice, .ant-notification-notice') &&
  !Array.from(document.querySelectorAll('.ant-modal-wrap')).some((wrapper) => wrapper.checkVisibility());

/** Whether the mock still knows the session (a test may have expired every session, or restarted the mock). */
async function sessionAlive(request: APIRequestContext, admin: SignedInUser): Promise<boolean> {
  const answer = await request.get('/v1/sys/user/list?pageSize=1', { headers: { 'X-Access-Token': admin.token } });
  return answer.ok();
}

type PageOptions = { viewport: { width: number; height: number } | null; reducedMotion: 'reduce' | 'no-preference' | null };

/**
 * The worker's kept tab at a neutral address (the gallery's empty state), the last test's messages and dialogs gone and
 * the client's tabs and cached answers forgotten; a new tab signed in as admin when there is none or its session ended.
 */
async function keptTabReady(profile: WarmProfile, kept: KeptTab, request: APIRequestContext, options: PageOptions): Promise<{ page: Page; admin: SignedInUser }> {
  const reusable = kept.page && !kept.page.isClosed() && kept.admin && (await sessionAlive(request, kept.admin));
  if (reusable && kept.page && kept.admin) {
    const page = kept.page;
    await applyPageOptions(page, options.viewport, options.reducedMotion);
    await navigateInApp(page, widgetAddress(''));
    const neutral = await page
      .getByText(/^没有名为\s+的组件示例$/)
      .waitFor({ timeout: 10_000 })
      .then(() => true, () => false);
    // The app's messages and dialogs outlive a screen; the next test must not read the last one's.
    const cleared = neutral && (await page.waitForFunction(noFeedbackShown, undefined, { timeout: 4_000 }).then(() => true, () => false));
    if (cleared) {
      await page.evaluate(
        ({ event, kept }) => {
          // The storage a test's own page starts with (signIn's session only): no open sub-menus, no list queries (001 §3),
          // no dictionary cache; then the client forgets what it holds in memory and mounts the layout afresh.
          for (const key of Object.keys(window.localStorage)) if (!kept.includes(key)) window.localStorage.removeItem(key);
          for (const key of Object.keys(window.sessionStorage)) if (key !== 'e2e-seeded') window.sessionStorage.removeItem(key);
          window.dispatchEvent(new Event(event));
        },
        { event: FORGET_CLIENT_STATE_EVENT, kept: SIGNED_IN_KEYS },
      );
      return { page, admin: kept.admin };
    }
    await page.close();
  }
  if (kept.admin) keptSessions.delete(kept.admin.token);
  await clearOrigin(profile);
  const page = await profile.context.newPage();
  const admin = await signIn(page, request, 'admin');
  keptSessions.add(admin.token);
  Object.assign(kept, { page, admin });
  await applyPageOptions(page, options.viewport, options.reducedMotion);
  await page.goto(widgetAddress(''));
  await page.getByText(/^没有名为\s+的组件示例$/).waitFor();
  return { page, admin };
}

const warmTest = base.extend<{ openWidget: OpenWidget; keptPage: { page: Page; admin: SignedInUser } }, { warmProfile: WarmProfile; keptTab: KeptTab }>({
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
    // The kept tab goes first: left open, its app would poll with a token a reset has ended, sign itself out and
    // clear the storage this test's page shares with it.
    for (const page of warmProfile.context.pages()) if (page !== warmProfile.keeper) await page.close();
    const restore = rememberContext(warmProfile.context);
    await clearOrigin(warmProfile);
    await use(warmProfile.context);
    await restore([warmProfile.keeper]);
  },

  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  keptTab: [async ({}, use) => use({}), { scope: 'worker' }],

  // A fresh page costs a boot of the client (3–4 s); a test on the kept tab reaches its screen by in-app navigation.
  keptPage: async ({ warmProfile, keptTab, viewport, reducedMotion, request }, use) => {
    const restoreContext = rememberContext(warmProfile.context);
    const ready = await keptTabReady(warmProfile, keptTab, request, { viewport, reducedMotion });
    const restorePage = rememberPage(ready.page);
    await use(ready);
    await restorePage();
    await restoreContext([warmProfile.keeper, ready.page]);
  },

  // The gallery's widgets mount afresh through the gallery's empty state, where the kept tab waits.
  openWidget: async ({ keptPage }, use) => {
    await use(async (key) => {
      await navigateInApp(keptPage.page, widgetAddress(key));
      return keptPage.page;
    });
  },

  page: async ({ context, viewport, reducedMotion }, use) => {
    const page = await context.newPage();
    // A spec's `test.use({ viewport })` or `test.use({ reducedMotion })`, as a fresh context would have it.
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion && reducedMotion !== contextOptions.reducedMotion) await page.emulateMedia({ reducedMotion });
    await use(page);
  },
});


/** The motion each page was last given (no spec emulates media itself); a new page has the context's. */
const emulatedMotion = new WeakMap<Page, 'reduce' | 'no-preference'>();

/** The spec's viewport and motion, as a fresh context would have them (the kept tab may come from another spec). */
async function applyPageOptions(page: Page, viewport: { width: number; height: number } | null, reducedMotion: 'reduce' | 'no-preference' | null) {
  const size = viewport ?? contextOptions.viewport;
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  const motion = reducedMotion ?? contextOptions.reducedMotion;
  if ((emulatedMotion.get(page) ?? contextOptions.reducedMotion) === motion) return;
  await page.emulateMedia({ reducedMotion: motion });
  emulatedMotion.set(page, motion);
}

/** Notes a page's listeners; the function it returns takes off the routes and listeners a test added since. */
function rememberPage(page: Page): () => Promise<void> {
  const emitter = page as unknown as EventEmitter;
  const listenersBefore = new Map(PAGE_EVENTS.map((event) => [event, emitter.listeners(event)]));
  return async () => {
    if (page.isClosed()) return;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of PAGE_EVENTS) {
      const before = listenersBefore.get(event) ?? [];
      for (const listener of emitter.listeners(event)) if (!before.includes(listener)) emitter.off(event, listener as never);
    }
  };
}

const coldTest = base.extend<{ openWidget: OpenWidget; keptPage: { page: Page; admin: SignedInUser } }>({
  keptPage: async ({ page, request }, use) => {
    const admin = await signIn(page, request, 'admin');
    await page.goto(widgetAddress(''));
    await use({ page, admin });
  },
  openWidget: async ({ page, request }, use) => {
    await use(async (key) => {
      await signIn(page, request, 'admin');
      await page.goto(widgetAddress(key));
      return page;
    });
  },
});

/** E2E_COLD_PROFILE=1 gives every test a fresh context, as Playwright does by default: the baseline of the measurement. */
export const test = process.env.E2E_COLD_PROFILE === '1' ? (coldTest as unknown as typeof warmTest) : warmTest;

/**
 * `test` for a spec of one gallery widget (`test.use({ widget: 'yn-switch' })`): its `page` is the worker's kept
 * gallery tab, signed in as admin, showing that widget freshly mounted. A test that needs a fresh page of its own
 * (another user, a forced answer the client would cache) belongs in a spec on the plain `test`.
 */
export const galleryTest = test.extend<{ widget: string }>({
  widget: ['', { option: true }],
  page: async ({ openWidget, widget }, use) => {
    if (!widget) throw new Error("a gallery spec names its widget: test.use({ widget: '…' })");
    await use(await openWidget(widget));
  },
});

/**
 * `test` for a screen's spec: its `page` is the worker's kept tab, signed in as `admin`, at a neutral address with no
 * page tabs and nothing cached; `visit(page, address)` opens the screen there as a new visit would. A reset
 * (`resetMock`) keeps this session. A test that needs a page of its own (another user, a boot with an address to
 * restore, settings that outlive it, a logout) stays on the plain `test`.
 */
export const screenTest = test.extend<{ admin: SignedInUser }>({
  admin: async ({ keptPage }, use) => use(keptPage.admin),
  page: async ({ keptPage }, use) => use(keptPage.page),
});

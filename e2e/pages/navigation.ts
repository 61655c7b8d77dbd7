// Reaching an address of the app in a page: a boot of the client when the page has none loaded yet, otherwise the
// way the app's own links go (BrowserRouter follows popstate): no new document, no boot (a boot costs 3–4 s).
import type { Page } from '@playwright/test';
import { baseURL } from '../context-options';

/** Changes the address the way the app's own links do. */
export async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/**
 * Opens `address` as a visit would show it: by in-app navigation when the page already shows the app (the worker's
 * kept tab, or a later screen of the same test), by loading it otherwise.
 */
export async function visit(page: Page, address: string): Promise<void> {
  if (new URL(page.url()).origin === new URL(baseURL).origin) await navigateInApp(page, address);
  else await page.goto(address);
}

// A modal (or confirm) opens with a zoom motion; a button clicked before the motion has ended can be missed on a fast
// machine (the confirm stays open). A user sees the dialog settle before pressing its button; so do these specs.
import { expect, type Locator, type Page } from '@playwright/test';

/** The `.ant-modal` element, once it is shown and its opening motion has ended. */
export async function settledModal(modal: Locator): Promise<Locator> {
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/-appear|-enter/);
  return modal;
}

/** Waits until no drawer on the page is still sliding in (a nested drawer's screenshot or click waits for it). */
export async function settledDrawers(page: Page): Promise<void> {
  await expect(page.locator('.ant-drawer [class*="-enter"], .ant-drawer [class*="-appear"]')).toHaveCount(0);
}

// A modal (or confirm) opens with a zoom motion; a button clicked before the motion has ended can be missed on a fast
// machine (the confirm stays open). A user sees the dialog settle before pressing its button; so do these specs.
import { expect, type Locator } from '@playwright/test';

/** The `.ant-modal` element, once it is shown and its opening motion has ended. */
export async function settledModal(modal: Locator): Promise<Locator> {
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/-appear|-enter/);
  return modal;
}

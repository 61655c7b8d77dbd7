// Screenshots kept as artifacts of a run (e2e/artifacts/, git-ignored), for a person to look at.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Saves what the page (or one part of it) shows now as e2e/artifacts/<name>.png. */
export async function keepScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const path = `${ARTIFACTS_DIR}${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}

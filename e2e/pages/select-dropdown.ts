// antd Select dropdowns. A dropdown opens with a slide-up motion; an option clicked before the motion has ended can
// be missed: Chromium sometimes scrolls the page while bringing the moving option into view, and the click then
// lands beside the option (the settings drawer's 内容区域宽度 kept 固定 in about one run of ten). A user sees the
// list settle before choosing; so do these helpers.
import { expect, type Locator, type Page } from '@playwright/test';

/** The option of the open dropdown, once that dropdown has finished opening (a RegExp where one text holds another: 通过, 不通过). */
export async function settledOption(page: Page, text: string | RegExp): Promise<Locator> {
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: page.locator('.ant-select-item-option', { hasText: text }) });
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-appear|-enter/);
  return dropdown.locator('.ant-select-item-option', { hasText: text });
}

/** The node of the open tree-select dropdown, once that dropdown has finished opening. */
export async function settledTreeNode(page: Page, text: string): Promise<Locator> {
  const node = page.locator('.ant-select-tree-node-content-wrapper', { hasText: text });
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: node });
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-appear|-enter/);
  return dropdown.locator(node);
}

/** Opens a select, chooses the option with this text and checks that the select shows it. */
export async function chooseOption(page: Page, select: Locator, text: string | RegExp): Promise<void> {
  await select.click();
  await (await settledOption(page, text)).click();
  await expect(select.locator('..')).toContainText(text);
}

// The header notice bell and its popover.
import { expect, type Locator, type Page } from '@playwright/test';

export class NoticeBell {
  constructor(readonly page: Page) {}

  bell(): Locator {
    return this.page.getByTestId('header-notice');
  }

  /** The unread count the badge shows (通知 + 系统消息). */
  async count(): Promise<number> {
    return Number(await this.bell().getAttribute('data-count'));
  }

  popover(): Locator {
    return this.page.locator('.header-notice-popover');
  }

  async open(): Promise<Locator> {
    await this.bell().click();
    await expect(this.popover()).toBeVisible();
    return this.popover();
  }

  /** Opens the tab (通知 or 系统消息), clicks the entry with this title and waits for `outcome` (the detail dialog unless told otherwise). */
  async openEntry(tab: '通知' | '系统消息', title: string, outcome: Locator = this.detail()): Promise<void> {
    const popover = await this.open();
    await popover.getByRole('tab', { name: new RegExp(`^${tab}\\(\\d+\\)$`) }).click();
    await popover.getByRole('tabpanel').getByText(`标题：${title}`).click();
    await expect(outcome).toBeVisible();
  }

  detail(): Locator {
    return this.page.getByRole('dialog', { name: '通知消息' });
  }
}

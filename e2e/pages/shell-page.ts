// The main layout: side (or top) menu, header tools, page tabs, settings drawer and the shell's dialogs.
import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from './navigation';

export class ShellPage {
  constructor(readonly page: Page) {}

  readonly menu = () => this.page.getByRole('menu', { name: '主菜单' }).first();
  readonly sideMenu = () => this.page.getByTestId('side-menu');
  readonly header = () => this.page.getByTestId('global-header');
  readonly breadcrumb = () => this.page.locator('.ant-breadcrumb');
  readonly userMenuTrigger = () => this.page.getByTestId('header-user');
  readonly logoutLink = () => this.page.getByTestId('logout-link');
  readonly bigScreenButton = () => this.page.getByRole('button', { name: '大屏' });
  readonly departSwitchButton = () => this.page.getByRole('button', { name: '切换部门' });
  readonly menuSearch = () => this.page.getByRole('combobox', { name: '搜索菜单' });
  readonly tabsBar = () => this.page.locator('.page-tabs-bar');
  readonly tab = (title: string) => this.page.getByTestId('page-tab').filter({ hasText: new RegExp(`^${title}$`) });
  readonly tabTitles = () => this.page.getByTestId('page-tab').allTextContents();
  /** The visible dialog with the given title. */
  readonly dialog = (title: string | RegExp) => this.page.getByRole('dialog').filter({ has: this.page.getByText(title, { exact: typeof title === 'string' }) });
  readonly message = (text: string) => this.page.locator('.ant-message').getByText(text, { exact: true });

  async gotoWorkbench(): Promise<void> {
    await visit(this.page, '/dashboard/analysis');
    await expect(this.header()).toBeVisible();
  }

  /** Opens a menu entry by its titles, e.g. ('个人页', '个人设置'). */
  async openMenu(...titles: string[]): Promise<void> {
    for (const title of titles) {
      await this.menu().getByText(title, { exact: true }).click();
    }
  }

  /** Opens a page by URL and waits for its tab (multi-page mode). */
  async openTab(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.tab(title)).toBeVisible();
  }

  /**
   * Hovers the user dropdown and picks an entry, until `outcome` shows (a pick made while the dropdown was still
   * moving in can be lost, so it is tried again — on the open dropdown, which can cover its own trigger).
   */
  async openUserMenuItem(label: string, outcome: Locator): Promise<void> {
    const item = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: label });
    await expect(async () => {
      if (await outcome.isVisible()) return;
      if (!(await item.isVisible())) await this.userMenuTrigger().hover({ timeout: 3000 });
      await item.click({ timeout: 3000 });
      await expect(outcome).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    // leave the dropdown so it closes
    await this.page.mouse.move(1, 300);
  }

  async openSettings(): Promise<Locator> {
    const drawer = this.page.getByTestId('settings-drawer');
    await this.openUserMenuItem('系统设置', drawer.getByText('整体风格设置'));
    return drawer;
  }

  async enableMultipage(): Promise<void> {
    const drawer = await this.openSettings();
    const toggle = drawer.getByRole('switch', { name: '多页签模式' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await this.closeSettings();
    await expect(this.tabsBar()).toBeVisible();
  }

  async closeSettings(): Promise<void> {
    await this.page.getByTestId('settings-drawer').locator('.ant-drawer-close').click();
    await expect(this.page.getByTestId('settings-drawer').getByText('整体风格设置')).toBeHidden();
  }

  async tabContextAction(title: string, action: '刷新' | '关闭左侧' | '关闭右侧' | '关闭其它'): Promise<void> {
    await this.tab(title).click({ button: 'right' });
    const item = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action });
    await item.click();
    // the menu closes before the next action (a second right click would otherwise find two menus)
    await expect(item).toBeHidden();
  }

  /** The close button (×) of a tab; a tab that cannot be closed has none. */
  closeButton(title: string): Locator {
    return this.page.locator('.ant-tabs-tab', { has: this.tab(title) }).locator('.ant-tabs-tab-remove');
  }

  async closeTab(title: string): Promise<void> {
    await this.closeButton(title).click();
  }

  /** Closes a tab from the keyboard: Delete on the focused tab. */
  async closeTabByKeyboard(title: string): Promise<void> {
    await this.tab(title).click();
    await expect(this.page.locator('.ant-tabs-tab', { has: this.tab(title) }).getByRole('tab')).toBeFocused();
    await this.page.keyboard.press('Delete');
  }
}

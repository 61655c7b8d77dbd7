import { expect, test, type Locator, type Page } from '../../fixtures';
import { signIn } from '../../pages/session';
import { chooseOption } from '../../pages/select-dropdown';
import { ShellPage } from '../../pages/shell-page';

// The settings outlive a test (the app keeps them in memory and storage), so these tests take fresh pages, not the
// kept tab.
test.describe('settings drawer', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  /** A drawer switch, on by default, makes `part` sticky; switched off it is not (and that is stored), on again it is. */
  async function checkStickySwitch(page: Page, switchName: string, part: (shell: ShellPage) => Locator, storageKey: string): Promise<void> {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(part(shell)).toHaveCSS('position', 'sticky');
    const drawer = await shell.openSettings();
    const toggle = drawer.getByRole('switch', { name: switchName });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(part(shell)).not.toHaveCSS('position', 'sticky');
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(`pro__${key}`) ?? 'null')?.value, storageKey);
    expect(stored).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(part(shell)).toHaveCSS('position', 'sticky');
    await shell.closeSettings();
  }

  test('A-SETTINGS-09 A-SETTINGS-06 A-SETTINGS-05 A-SETTINGS-08 A-SETTINGS-10 A-LAYOUT-11 the fixed side menu and header switch off and on; the rules between settings; the project selector in top-menu mode', async ({ page }) => {
    const shell = new ShellPage(page);
    await test.step('A-SETTINGS-09 the fixed side menu is on by default and can be switched off and on again', async () => {
      await checkStickySwitch(page, '固定侧边菜单', (shell) => shell.sideMenu(), 'DEFAULT_FIXED_SIDEMENU');
    });
    await test.step('A-SETTINGS-06 the fixed header is on by default and can be switched off and on again', async () => {
      await checkStickySwitch(page, '固定 Header', (shell) => shell.header(), 'DEFAULT_FIXED_HEADER');
    });
    await test.step('A-SETTINGS-05 A-SETTINGS-08 A-SETTINGS-10 the rules between settings', async () => {
      const drawer = await shell.openSettings();
      // sidemenu: only Fixed
      await drawer.getByRole('combobox', { name: '内容区域宽度' }).click();
      await expect(page.locator('.ant-select-item-option', { hasText: '流式' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      // hiding the header on scroll needs a fixed header
      const fixedHeader = drawer.getByRole('switch', { name: '固定 Header' });
      const autoHide = drawer.getByRole('switch', { name: '下滑时隐藏 Header' });
      await expect(fixedHeader).toHaveAttribute('aria-checked', 'true');
      await expect(autoHide).toBeEnabled();
      await fixedHeader.click();
      await expect(autoHide).toBeDisabled();
      await fixedHeader.click();
      // topmenu: the side menu cannot be fixed, and Fluid becomes available
      const fixedSider = drawer.getByRole('switch', { name: '固定侧边菜单' });
      await expect(fixedSider).toBeEnabled();
      await drawer.getByText('顶部栏导航').click();
      await expect(fixedSider).toBeDisabled();
      await drawer.getByRole('combobox', { name: '内容区域宽度' }).click();
      await expect(page.locator('.ant-select-item-option', { hasText: '流式' })).toBeVisible();
      await page.keyboard.press('Escape');
      await shell.closeSettings();
    });
    await test.step('A-LAYOUT-11 in top-menu mode the project selector is at least 400px wide', async () => {
      const selector = page.getByTestId('project-selector');
      await expect(selector).toBeVisible();
      expect((await selector.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(400);
    });
  });

  test('A-SETTINGS-01 A-SETTINGS-02 A-SETTINGS-03 A-SETTINGS-04 A-SETTINGS-07 A-SETTINGS-11 A-SETTINGS-12 settings apply at once and survive a reload', async ({ page }) => {
    // Eight settings, a reload and the drawer opened three times: 16–18 s on a quiet machine, over the 30 s
    // default under CI load.
    test.slow();
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(shell.sideMenu()).toHaveClass(/ant-layout-sider-dark/);
    const drawer = await shell.openSettings();
    await drawer.getByText('亮色菜单风格').click();
    await drawer.getByRole('radio', { name: '酱紫' }).click();
    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await drawer.getByText('顶部栏导航').click();
    await chooseOption(page, drawer.getByRole('combobox', { name: '内容区域宽度' }), '流式');
    await shell.closeSettings();

    const check = async () => {
      await expect(page.locator('[data-layout="topmenu"]')).toBeVisible();
      await expect(shell.sideMenu()).toHaveCount(0);
      await expect(shell.header().getByRole('menu', { name: '主菜单' })).toHaveClass(/ant-menu-light/);
      await expect(page.locator('html')).toHaveClass(/colorWeak/);
      await expect(shell.tabsBar()).toBeVisible();
      // 酱紫 #722ED1 is the primary colour: the selected entry of the light top menu is written in it.
      await expect(shell.header().getByRole('menu', { name: '主菜单' }).locator('.ant-menu-item-selected').first()).toHaveCSS('color', 'rgb(114, 46, 209)');
      const reopened = await shell.openSettings();
      await expect(reopened.getByRole('radio', { name: '酱紫' })).toHaveAttribute('aria-checked', 'true');
      await expect(reopened.getByRole('switch', { name: '下滑时隐藏 Header' })).toHaveAttribute('aria-checked', 'true');
      await expect(reopened.getByRole('switch', { name: '固定 Header' })).toHaveAttribute('aria-checked', 'true');
      await expect(reopened.getByRole('combobox', { name: '内容区域宽度' }).locator('..')).toContainText('流式');
      await shell.closeSettings();
    };
    await check();
    await page.screenshot({ path: 'artifacts/shell-settings-topmenu.png' });
    await page.reload();
    await check();
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        ['DEFAULT_THEME', 'DEFAULT_LAYOUT_MODE', 'DEFAULT_COLOR', 'DEFAULT_COLOR_WEAK', 'DEFAULT_MULTI_PAGE', 'DEFAULT_CONTENT_WIDTH_TYPE', 'DEFAULT_FIXED_HEADER_HIDDEN'].map((key) => [
          key,
          JSON.parse(window.localStorage.getItem(`pro__${key}`) ?? 'null')?.value,
        ]),
      ),
    );
    expect(stored).toEqual({
      DEFAULT_THEME: 'light',
      DEFAULT_LAYOUT_MODE: 'topmenu',
      DEFAULT_COLOR: '#722ED1',
      DEFAULT_COLOR_WEAK: true,
      DEFAULT_MULTI_PAGE: true,
      DEFAULT_CONTENT_WIDTH_TYPE: 'Fluid',
      DEFAULT_FIXED_HEADER_HIDDEN: true,
    });
  });
});

import { expect as baseExpect, test, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { resetMock } from '../../pages/mock-api';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('菜单管理: the icon chooser', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('an icon found by search is chosen, saved, and drawn in the side menu; the field clears', async ({ page }) => {
    await visit(page, '/isystem/permission');
    const list = page.getByTestId('permission-list-page');
    const row = list.locator('tr.ant-table-row').filter({ has: page.getByTestId('menu-name').getByText('日志管理', { exact: true }) });
    await expect(list.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 45_000 });
    await list.getByRole('button', { name: '展开全部' }).click();
    await row.getByText('编辑').click();
    const drawer = page.locator('.ant-drawer:not(.ant-drawer-hidden)').filter({ has: page.getByTestId('icon-field') });
    await drawer.getByRole('button', { name: '选择图标' }).click();
    const chooser = page.getByRole('dialog', { name: '选择图标' });
    await expect(chooser.getByRole('tab')).toHaveText(['方向性图标', '指示性图标', '编辑类图标', '数据类图标', '品牌和标识', '网站通用图标']);
    await chooser.getByPlaceholder('搜索图标名称，如 user').fill('pie');
    await chooser.getByRole('tab', { name: /数据类图标/ }).click();
    await chooser.getByRole('button', { name: 'pie-chart' }).click();
    await expect(chooser.getByTestId('icon-chooser-marked')).toHaveText('已选: pie-chart');
    await keepScreenshot(page, 'menu-icon-chooser-1440');
    await chooser.getByRole('button', { name: /确\s*定/ }).click();
    await expect(chooser).toBeHidden();
    await expect(drawer.getByTestId('icon-field')).toHaveValue('pie-chart');
    await expect(drawer.locator('.anticon-pie-chart')).toBeVisible();
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('成功');

    // After a reload of the menus the side menu (系统管理 open, as the screen is under it) draws the chosen icon.
    await page.reload();
    const sideItem = page.locator('.ant-layout-sider .ant-menu-item').filter({ hasText: '日志管理' });
    await expect(sideItem).toBeVisible({ timeout: 45_000 });
    await expect(sideItem.locator('.anticon-pie-chart')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await list.getByRole('button', { name: '展开全部' }).click();
    await row.getByText('编辑').click();
    const again = page.locator('.ant-drawer:not(.ant-drawer-hidden)').filter({ has: page.getByTestId('icon-field') });
    await expect(again.getByTestId('icon-field')).toHaveValue('pie-chart');
    await again.getByRole('button', { name: '选择图标' }).click();
    const phoneChooser = page.getByRole('dialog', { name: '选择图标' });
    await expect(phoneChooser.getByRole('button', { name: 'pie-chart' })).toHaveAttribute('aria-pressed', 'true');
    await keepScreenshot(page, 'menu-icon-chooser-375');
    await phoneChooser.getByRole('button', { name: /取\s*消/ }).click();
    await expect(phoneChooser).toBeHidden();
    await again.getByTestId('icon-field').hover();
    await again.locator('.ant-input-clear-icon').click();
    await expect(again.getByTestId('icon-field')).toHaveValue('');
  });
});

import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../../pages/artifacts';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

test.describe('组件示例 → Cron表达式', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('the gallery opens from the menu and lists the cron editor page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('组件示例');
    await expect(page).toHaveURL(/\/examples\/widgets/);
    const gallery = page.getByTestId('widget-gallery');
    await gallery.getByRole('menuitem', { name: 'Cron表达式' }).click();
    await expect(page).toHaveURL(/widget=cron-editor/);
    await expect(gallery.getByRole('heading', { name: 'Cron表达式' })).toBeVisible();
  });

  test('B-CRON-01 the inline editor emits the expression it builds: every second of the 秒 tab made specific', async ({ page }) => {
    await page.goto('/examples/widgets?widget=cron-editor');
    const sample = page.getByTestId('sample-内联编辑');
    await expect(sample.getByRole('tab', { name: '秒' })).toBeVisible({ timeout: 20_000 });
    await expect(sample.getByRole('tab', { name: '年' })).toBeVisible();
    const expression = sample.getByLabel('cron表达式');
    await expression.fill('0 15 10 ? * 6L 2030');
    await expect(page.getByTestId('sample-value-内联编辑')).toHaveText('"0 15 10 ? * 6L 2030"');
    await expect(sample.getByText('近十次执行时间（不含年）')).toBeVisible();
    await keepScreenshot(page, 'gallery-cron-editor-1440');
  });

  test('without seconds and year the tabs 秒 and 年 are absent', async ({ page }) => {
    await page.goto('/examples/widgets?widget=cron-editor');
    const sample = page.getByTestId('sample-隐藏秒和年');
    await expect(sample.getByRole('tab', { name: '分' })).toBeVisible({ timeout: 20_000 });
    await expect(sample.getByRole('tab', { name: '秒' })).toHaveCount(0);
    await expect(sample.getByRole('tab', { name: '年' })).toHaveCount(0);
  });

  test('the modal Cron表达式 is 608 wide, refuses a wrong field by name and returns a valid expression on OK', async ({ page }) => {
    await page.goto('/examples/widgets?widget=cron-editor');
    const sample = page.getByTestId('sample-弹窗');
    await sample.getByRole('button', { name: /选\s*择/ }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
    await expect(dialog).toBeVisible();
    // offsetWidth: the layout width, unaffected by the zoom-in animation's transform
    await expect.poll(() => page.locator('.ant-modal').evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(608);
    const input = dialog.getByLabel('cron表达式');
    await input.fill('0 0 25 * * ?');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog.locator('.ant-alert-error')).toContainText('“时”字段有误');
    await expect(dialog).toBeVisible();
    await input.fill('0 30 9 ? * 2-6');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sample-value-弹窗')).toHaveText('"0 30 9 ? * 2-6"');
  });

  test('at 375px the gallery offers a select instead of the side list and the editor scrolls inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/examples/widgets?widget=cron-editor');
    await expect(page.getByRole('combobox', { name: '选择组件' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('sample-内联编辑')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-cron-editor-375');
  });
});

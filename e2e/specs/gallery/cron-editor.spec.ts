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

  test('B-CRON-09 B-CRON-10 B-CRON-11 the preview shows 执行预览，会忽略年份参数 until its first calculation, the next ten times 500 ms after a change, and 无执行时间 for an expression that never fires', async ({ page }) => {
    // the gallery page is its own lazy chunk: allow for a busy machine on its first load
    test.setTimeout(90_000);
    // The page's clock is paused, so the 500 ms debounce is stepped through exactly and "now" is known:
    // 2026-02-25 13:00 in Asia/Shanghai (the suite's time zone), after that day's noon.
    await page.clock.install({ time: new Date('2026-02-25T12:59:00+08:00') });
    await page.goto('/examples/widgets?widget=cron-editor');
    const sample = page.getByTestId('sample-弹窗');
    await expect(sample.getByRole('button', { name: /选\s*择/ })).toBeVisible({ timeout: 45_000 });
    await page.clock.pauseAt(new Date('2026-02-25T13:00:00+08:00'));
    await sample.getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
    const preview = dialog.getByTestId('cron-preview');
    await expect(preview).toContainText('近十次执行时间（不含年）');
    await expect(dialog.getByLabel('cron表达式')).toHaveValue('0 0 12 * * ?');
    await expect(preview).toContainText('执行预览，会忽略年份参数');
    await page.clock.runFor(499);
    await expect(preview).toContainText('执行预览，会忽略年份参数');
    await page.clock.runFor(1);
    // 0 0 12 * * ? fires at noon every day: the 25th's noon has passed, so from the 26th, across the end of February
    const noon = (day: number) => new Date(Date.UTC(2026, 1, day, 12)).toISOString().slice(0, 10) + ' 12:00:00';
    const expected = Array.from({ length: 10 }, (_, index) => noon(26 + index));
    expect(expected.slice(2, 5)).toEqual(['2026-02-28 12:00:00', '2026-03-01 12:00:00', '2026-03-02 12:00:00']);
    await expect(preview.getByRole('listitem')).toHaveText(expected);

    // 30 February never comes: the old times stay for the debounce, then 无执行时间
    await dialog.getByLabel('cron表达式').fill('0 0 0 30 2 ?');
    await page.clock.runFor(499);
    await expect(preview.getByRole('listitem')).toHaveCount(10);
    await page.clock.runFor(1);
    await expect(preview).toContainText('无执行时间');
    await expect(preview.getByRole('listitem')).toHaveCount(0);
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

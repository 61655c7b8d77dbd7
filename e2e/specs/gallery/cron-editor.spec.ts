// The cron editor's gallery page on the kept gallery tab (the preview's debounce under a fake clock is in
// cron-preview-clock.spec.ts: a clock needs a page of its own).
import { expect, galleryTest as test, visit, type Locator, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ShellPage } from '../../pages/shell-page';

test.use({ widget: 'cron-editor' });

/** The gallery's cron page once its samples are drawn (a lazy chunk of its own: the first load gets time). */
async function openCronGallery(page: Page) {
  await expect(page.getByTestId('sample-弹窗').getByRole('button', { name: /选\s*择/ })).toBeVisible({ timeout: 45_000 });
}

async function openInlineSample(page: Page) {
  await openCronGallery(page);
  return page.getByTestId('sample-内联编辑');
}

test.describe('组件示例 → Cron表达式', () => {
  test('the gallery opens from the menu and lists the cron editor page', async ({ page }) => {
    const shell = new ShellPage(page);
    await visit(page, '/dashboard/analysis');
    await expect(shell.header()).toBeVisible();
    await shell.openMenu('组件示例');
    await expect(page).toHaveURL(/\/examples\/widgets/);
    const gallery = page.getByTestId('widget-gallery');
    await gallery.getByRole('menuitem', { name: 'Cron表达式' }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/widget=cron-editor/);
    await expect(gallery.getByRole('heading', { name: 'Cron表达式' })).toBeVisible({ timeout: 30_000 });
  });

  test('B-CRON-06 the full input cron表达式 of the inline editor emits what is typed into it', async ({ page }) => {
    const sample = await openInlineSample(page);
    await expect(sample.getByRole('tab', { name: '秒' })).toBeVisible();
    await expect(sample.getByRole('tab', { name: '年' })).toBeVisible();
    const expression = sample.getByLabel('cron表达式');
    await expression.fill('0 15 10 ? * 6L 2030');
    await expect(page.getByTestId('sample-value-内联编辑')).toHaveText('"0 15 10 ? * 6L 2030"');
    await expect(sample.getByText('近十次执行时间（不含年）')).toBeVisible();
    await keepScreenshot(page, 'gallery-cron-editor-1440');
  });

  test('B-CRON-02 B-CRON-07 the inline editor is 800px wide with the tabs 秒 分 时 日 月 周 年 and the full input inside', async ({ page }) => {
    const sample = await openInlineSample(page);
    await expect(sample.getByRole('tab', { name: '秒' })).toBeVisible();
    await expect(sample.getByRole('tab')).toHaveText(['秒', '分', '时', '日', '月', '周', '年']);
    // layout boxes, unaffected by the card's scrolling
    const rect = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const editor = await rect(sample.getByTestId('cron-editor'));
    const tabs = await rect(sample.getByRole('tablist'));
    const full = await rect(sample.getByLabel('cron表达式'));
    expect(editor.width).toBe(800);
    expect(tabs.width).toBe(800);
    expect(full.left).toBeGreaterThan(editor.left);
    expect(full.right).toBeLessThanOrEqual(editor.right);
  });

  test('B-CRON-05 a per-field input of the 分 tab changes the full expression, and the linkage sets second 0', async ({ page }) => {
    const sample = await openInlineSample(page);
    const full = sample.getByLabel('cron表达式');
    await expect(full).toHaveValue('* * * * * ? *');
    await sample.getByRole('tab', { name: '分' }).click();
    const pane = sample.getByRole('tabpanel');
    await pane.locator('input[data-mode="increment"]').check();
    await expect(full).toHaveValue('0 0/1 * * * ? *');
    const step = pane.getByLabel('分间隔');
    await step.fill('15');
    await expect(full).toHaveValue('0 0/15 * * * ? *');
    await pane.getByLabel('分开始').fill('5');
    await expect(full).toHaveValue('0 5/15 * * * ? *');
    await expect(page.getByTestId('sample-value-内联编辑')).toHaveText('"0 5/15 * * * ? *"');
  });

  test('B-CRON-45 the 月 tab has four modes, every, range, loop and specified, each giving its month field', async ({ page }) => {
    const sample = await openInlineSample(page);
    const full = sample.getByLabel('cron表达式');
    await expect(full).toHaveValue('* * * * * ? *');
    await sample.getByRole('tab', { name: '月' }).click();
    const pane = sample.getByRole('tabpanel');
    await expect(pane.getByRole('radio')).toHaveCount(4);
    await expect(pane.locator('input[data-mode]')).toHaveCount(4);
    await expect(pane.getByText('每月', { exact: true })).toBeVisible();
    const monthField = async () => (await full.inputValue()).split(' ')[4];

    // a month chosen with day * and week ? sets day 1, which sets hour, minute and second 0 (001 §4)
    await pane.locator('input[data-mode="range"]').check();
    await expect(full).toHaveValue('0 0 0 1 1-12 ? *');
    await pane.getByLabel('月区间开始').fill('3');
    await pane.getByLabel('月区间结束').fill('5');
    await expect.poll(monthField).toBe('3-5');

    await pane.locator('input[data-mode="increment"]').check();
    await expect.poll(monthField).toBe('1/1');
    await pane.getByLabel('月间隔').fill('3');
    await expect.poll(monthField).toBe('1/3');

    await pane.getByRole('checkbox', { name: '6', exact: true }).check();
    await pane.getByRole('checkbox', { name: '12', exact: true }).check();
    await pane.locator('input[data-mode="specific"]').check();
    await expect.poll(monthField).toBe('6,12');

    await pane.locator('input[data-mode="every"]').check();
    await expect.poll(monthField).toBe('*');
    await expect(full).toHaveValue('0 0 0 1 * ? *');
  });

  test('B-CRON-75 while week is set the choices of the 日 tab are disabled, and 不指定 in 周 gives them back', async ({ page }) => {
    const sample = await openInlineSample(page);
    const full = sample.getByLabel('cron表达式');
    await expect(full).toHaveValue('* * * * * ? *');
    const dayTab = sample.getByRole('tab', { name: '日' });
    const weekTab = sample.getByRole('tab', { name: '周' });
    const pane = sample.getByRole('tabpanel');

    await dayTab.click();
    await expect(pane.locator('input[data-mode="every"]')).toBeChecked();
    await expect(pane.locator('input[data-mode]:disabled')).toHaveCount(0);

    await weekTab.click();
    await pane.locator('input[data-mode="lastWeekdayOfMonth"]').check();
    await expect(full).toHaveValue('0 0 0 ? * 2L *');

    await dayTab.click();
    const dayModes = pane.locator('input[data-mode]');
    await expect(dayModes).toHaveCount(9);
    await expect(pane.locator('input[data-mode]:disabled')).toHaveCount(9);
    await expect(pane.locator('input[data-mode="unspecified"]')).toBeChecked();
    await expect(pane.getByLabel('日指定').getByRole('checkbox', { name: '15', exact: true })).toBeDisabled();

    await weekTab.click();
    await pane.locator('input[data-mode="unspecified"]').check();
    await expect(full).toHaveValue('0 0 0 * * ? *');
    await dayTab.click();
    await expect(pane.locator('input[data-mode="every"]')).toBeChecked();
    await expect(pane.locator('input[data-mode]:disabled')).toHaveCount(0);
  });

  test('B-CRON-03 B-CRON-04 without seconds and year the tabs 秒 and 年 are absent', async ({ page }) => {
    await openCronGallery(page);
    const sample = page.getByTestId('sample-隐藏秒和年');
    await expect(sample.getByRole('tab', { name: '分' })).toBeVisible();
    await expect(sample.getByRole('tab', { name: '秒' })).toHaveCount(0);
    await expect(sample.getByRole('tab', { name: '年' })).toHaveCount(0);
  });

  test('B-CRON-01 B-CRON-08 the modal Cron表达式 is 608 wide, refuses a wrong field by name and returns a valid expression on OK', async ({ page }) => {
    await openCronGallery(page);
    const sample = page.getByTestId('sample-弹窗');
    await sample.getByRole('button', { name: /选\s*择/ }).click();
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
    // OK is pressed once the preview has drawn the new times, as a person would see them: the list grows 500 ms after
    // the change and moves the footer. On a loaded machine an OK pressed around that moment went unanswered once
    // (the dialog stayed open with the valid expression and no error).
    await expect(dialog.getByTestId('cron-preview').getByRole('listitem').first()).toHaveText(/ 09:30:00$/);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sample-value-弹窗')).toHaveText('"0 30 9 ? * 2-6"');
  });

  test('at 375px the gallery offers a select instead of the side list and the editor scrolls inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('combobox', { name: '选择组件' })).toBeVisible();
    await expect(page.getByTestId('sample-内联编辑')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-cron-editor-375');
  });
});

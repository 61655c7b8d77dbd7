import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { BLUE_PNG, STORED_EDITOR_IMAGE } from '../../pages/editor-images';
import { signIn } from '../../pages/session';

test.describe('组件示例 → 富文本编辑器', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('B-EDITOR-01 B-EDITOR-02 the editor is 300 high with its toolbar, uploads an image through biz=editor and embeds it for the answer local', async ({ page }) => {
    await page.goto('/examples/widgets?widget=rich-text-editor');
    const sample = page.getByTestId('sample-富文本编辑');
    const editor = sample.getByTestId('rich-text-editor');
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await expect(sample.getByRole('textbox', { name: '富文本内容' })).toContainText('季度例会通知');
    expect((await editor.boundingBox())?.height).toBe(300);
    for (const name of ['段落格式', '加粗', '斜体', '下划线', '文字颜色', '有序列表', '无序列表', '插入链接', '插入图片', '插入表格']) {
      await expect(sample.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await keepScreenshot(page, 'gallery-rich-text-editor-1440');

    // The mock stores the file and answers its path: the editor shows it from the static file URL.
    await sample.getByRole('textbox', { name: '富文本内容' }).click();
    const uploaded = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/v1/sys/common/upload?biz=editor'));
    const chooser = page.waitForEvent('filechooser');
    await sample.getByRole('button', { name: '插入图片' }).click();
    await (await chooser).setFiles(BLUE_PNG);
    // Chromium does not hand over a body holding a file; its fields are the unit test's and the contract's.
    await uploaded;
    const stored = editor.locator('.ql-editor img').first();
    await expect(stored).toHaveAttribute('src', STORED_EDITOR_IMAGE);
    await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    await expect(page.getByTestId('sample-value-富文本编辑')).toContainText('<img src=\\"/v1/sys/common/static/editor/blue-40x24_');

    // Upstream's jeditor branch: the answer local means the editor embeds the file itself.
    await page.route('**/v1/sys/common/upload?biz=editor', (route) =>
      route.fulfill({ json: { success: true, message: 'local', code: 0, result: null, timestamp: Date.now() } }),
    );
    const secondChooser = page.waitForEvent('filechooser');
    await sample.getByRole('button', { name: '插入图片' }).click();
    await (await secondChooser).setFiles(BLUE_PNG);
    await expect(editor.locator('.ql-editor img[src^="data:image/png;base64,"]')).toHaveCount(1);
  });

  test('the toolbar makes a heading, a coloured word and a table, and the emitted HTML carries them', async ({ page }) => {
    await page.goto('/examples/widgets?widget=rich-text-editor');
    const sample = page.getByTestId('sample-富文本编辑');
    const area = sample.getByRole('textbox', { name: '富文本内容' });
    await expect(area).toContainText('季度例会通知', { timeout: 30_000 });
    await area.getByText('季度例会通知').click();
    await sample.getByRole('button', { name: '段落格式', exact: true }).click();
    await sample.locator('.ql-header .ql-picker-item[data-value="3"]').click();
    await area.getByText('经营数据回顾').click();
    await page.keyboard.press('End');
    await sample.getByRole('button', { name: '文字颜色' }).click();
    await sample.locator('.ql-color .ql-picker-item[data-value="#0066cc"]').click();
    await page.keyboard.type('（重点）');
    await sample.getByRole('button', { name: '插入表格' }).click();
    const value = page.getByTestId('sample-value-富文本编辑');
    await expect(value).toContainText('<h3>季度例会通知</h3>');
    await expect(value).toContainText('<span style=\\"color: rgb(0, 102, 204);\\">（重点）</span>');
    await expect(sample.locator('.ql-editor table')).toHaveCount(2);
  });

  test('the read-only view shows formatting and drops script; at 375px the editor fits its card', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/examples/widgets?widget=rich-text-editor');
    const sample = page.getByTestId('sample-只读显示');
    await sample.getByRole('textbox', { name: 'HTML 源码' }).fill('<p><strong>保留粗体</strong><img src="x" onerror="window.__xss=1"></p>', { timeout: 20_000 });
    const view = sample.getByTestId('rich-text-view');
    await expect(view.locator('strong')).toHaveText('保留粗体');
    await expect(view.locator('img')).not.toHaveAttribute('onerror');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('sample-富文本编辑').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'gallery-rich-text-editor-375');
  });
});

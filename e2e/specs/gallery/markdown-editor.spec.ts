import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { BLUE_PNG, STORED_EDITOR_IMAGE } from '../../pages/editor-images';
import { signIn } from '../../pages/session';

test.describe('组件示例 → Markdown编辑器', () => {
  test('B-EDITOR-08 B-EDITOR-09 the preview renders as typed; images come by local upload and by web address with a remark', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'admin');
    // The web image is served here, so the test needs no outside network.
    await page.route('https://img.example.com/**', (route) => route.fulfill({ body: BLUE_PNG.buffer, contentType: 'image/png' }));
    await page.goto('/examples/widgets?widget=markdown-editor');
    const sample = page.getByTestId('sample-Markdown编辑');
    const source = sample.getByRole('textbox', { name: 'Markdown源码' });
    const preview = sample.getByTestId('markdown-preview');
    await expect(preview.locator('h2')).toHaveText('季度例会', { timeout: 20_000 });
    await expect(preview.locator('table td').first()).toHaveText('周五 14:00');

    await source.fill('# 标题\n\n**粗体** 与 `代码`\n\n- 一\n- 二\n');
    await expect(preview.locator('h1')).toHaveText('标题');
    await expect(preview.locator('strong')).toHaveText('粗体');
    await expect(preview.locator('li')).toHaveText(['一', '二']);

    const uploaded = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/v1/sys/common/upload?biz=editor'));
    const chooser = page.waitForEvent('filechooser');
    await sample.getByRole('button', { name: '上传本地图片' }).click();
    await (await chooser).setFiles(BLUE_PNG);
    await uploaded;
    await expect(source).toHaveValue(new RegExp(`!\\[blue-40x24\\]\\(${STORED_EDITOR_IMAGE.source}\\)`));
    const local = preview.locator('img[alt="blue-40x24"]');
    await expect(local).toHaveAttribute('src', STORED_EDITOR_IMAGE);
    await expect.poll(() => local.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);

    await sample.getByRole('button', { name: '添加网络图片' }).click();
    const dialog = page.getByRole('dialog', { name: '添加网络图片' });
    await dialog.getByRole('button', { name: /插\s*入/ }).click();
    await expect(dialog).toContainText('请输入图片地址');
    await dialog.getByLabel('图片地址').fill('ftp://img.example.com/org.png');
    await expect(dialog).toContainText('请输入以 http:// 或 https:// 开头的图片地址');
    await dialog.getByLabel('图片地址').fill('https://img.example.com/org.png');
    await dialog.getByLabel('图片备注').fill('组织架构图');
    await dialog.getByRole('button', { name: /插\s*入/ }).click();
    await expect(dialog).toBeHidden();
    await expect(source).toHaveValue(/!\[组织架构图\]\(https:\/\/img\.example\.com\/org\.png\)/);
    const remote = preview.locator('img[alt="组织架构图"]');
    await expect(remote).toHaveAttribute('src', 'https://img.example.com/org.png');
    await expect.poll(() => remote.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    await expect(page.getByTestId('sample-value-Markdown编辑')).toContainText('![组织架构图](https://img.example.com/org.png)');
    await keepScreenshot(page, 'gallery-markdown-editor-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(preview).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-markdown-editor-375');
  });
});

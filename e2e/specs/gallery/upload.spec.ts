import { expect, test, type Locator, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { forceAnswer } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const valueOf = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);
const picker = (card: Locator) => card.locator('input[type=file]');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

async function open(page: Page) {
  await page.goto('/examples/widgets?widget=upload');
  // The gallery page is its own lazy chunk: allow for a busy machine on its first load.
  await expect(sample(page, '文件上传').getByRole('button', { name: '上传文件' })).toBeVisible({ timeout: 40_000 });
}

/** Holds every upload request until the returned function is called, so the uploading state can be looked at. */
async function holdUploads(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sys/common/upload', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('组件示例 → 文件上传', () => {
  // Each test walks several samples on one page load; on a busy two-core machine that outlasts the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('B-UPLOAD-03 B-UPLOAD-04 B-UPLOAD-06 B-UPLOAD-08 B-UPLOAD-09 B-UPLOAD-20 B-UPLOAD-21 B-UPLOAD-26 files: percent while uploading, paperclip and short name when done, delete empties; success:false, an empty answer and a missing token each fail with their message', async ({ page, request }) => {
    await open(page);
    const card = sample(page, '文件上传');
    const release = await holdUploads(page);
    await picker(card).setInputFiles(pdf('年度预算报告.pdf'));
    const progress = card.getByTestId('upload-progress');
    await expect(progress).toBeVisible();
    await expect(valueOf(page, '文件上传')).toHaveText('（尚未输出）');
    await progress.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: /^\d+%$/ })).toBeVisible();
    release();
    await expect(card.getByRole('listitem')).toHaveAttribute('data-status', 'done');
    await page.unroute('**/sys/common/upload');
    await expect(card.getByRole('listitem')).toContainText('年度预算报...');
    await expect(card.getByRole('img', { name: '附件' })).toBeVisible();
    await expect(valueOf(page, '文件上传')).toHaveText(/^"temp\/年度预算报告_\d+\.pdf"$/);
    await expect(card.getByRole('link', { name: '下载 年度预算报告.pdf' })).toHaveAttribute('href', /\/v1\/sys\/common\/static\/temp\/.+\.pdf$/);
    await keepScreenshot(page, 'gallery-upload-1440');
    await card.getByRole('button', { name: '删除 年度预算报告.pdf' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(0);
    await expect(valueOf(page, '文件上传')).toHaveText('""');

    await forceAnswer(request, { path: '/sys/common/upload', message: '存储空间不足' });
    await picker(card).setInputFiles(pdf('合同.pdf'));
    await expect(toast(page, '存储空间不足')).toBeVisible();
    const failed = card.getByTestId('upload-error');
    await expect(failed).toContainText('合同.pd...');
    await expect(failed.getByRole('img', { name: '上传失败' })).toHaveCSS('color', 'rgb(255, 77, 79)');
    await failed.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: '存储空间不足' })).toBeVisible();
    await expect(valueOf(page, '文件上传')).toHaveText('""');

    await forceAnswer(request, { path: '/sys/common/upload', empty: true });
    await picker(card).setInputFiles(pdf('报价.pdf'));
    await expect(toast(page, '未知错误')).toBeVisible();
    await expect(card.getByTestId('upload-error')).toHaveCount(2);

    const tokenless = sample(page, '不带令牌');
    const answered = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await picker(tokenless).setInputFiles(pdf('离职证明.pdf'));
    const response = await answered;
    expect(response.status()).toBe(401);
    expect(response.request().headers()['x-access-token']).toBeUndefined();
    await expect(toast(page, '离职证明.pdf 上传失败')).toBeVisible();
    await expect(tokenless.getByTestId('upload-error')).toBeVisible();
    await expect(page).toHaveURL(/\/examples\/widgets/);
  });

  test('B-UPLOAD-11 B-UPLOAD-12 B-UPLOAD-13 B-UPLOAD-14 B-UPLOAD-15 B-UPLOAD-17 B-UPLOAD-22 B-UPLOAD-23 B-UPLOAD-29 pictures: biz images, reorder with warnings at either end, the last three kept, a PDF refused, a failed picture opens 上传出错', async ({ page, request }) => {
    await open(page);
    const title = '图片上传（最多3张）';
    const card = sample(page, title);
    const value = valueOf(page, title);
    await picker(card).setInputFiles([png('first.png'), png('second.png')]);
    await expect(value).toHaveText(/^"images\/first_\d+\.png,images\/second_\d+\.png"$/);
    await expect(card.getByRole('img', { name: '无图片' })).toHaveCount(2);
    const picture = (name: string) => card.getByRole('listitem', { name });
    await picture('second.png').getByRole('button', { name: '向前移' }).click();
    await expect(value).toHaveText(/^"images\/second_\d+\.png,images\/first_\d+\.png"$/);
    await picture('second.png').getByRole('button', { name: '向前移' }).click();
    await expect(toast(page, '未知的操作')).toBeVisible();
    await picture('first.png').getByRole('button', { name: '向后移' }).click();
    await expect(toast(page, '已到最后~')).toBeVisible();
    await picture('first.png').getByRole('button', { name: '向前移' }).click();
    await expect(value).toHaveText(/^"images\/first_\d+\.png,images\/second_\d+\.png"$/);

    await picker(card).setInputFiles(pdf('not-a-picture.pdf'));
    await expect(toast(page, '请上传图片')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(2);

    await picker(card).setInputFiles([png('p3.png'), png('p4.png')]);
    await expect(value).toHaveText(/^"images\/second_\d+\.png,images\/p3_\d+\.png,images\/p4_\d+\.png"$/);
    await keepScreenshot(card, 'gallery-upload-pictures');

    await forceAnswer(request, { path: '/sys/common/upload', message: '图片格式不受支持' });
    await picker(card).setInputFiles(png('bad.png'));
    await card.getByTestId('upload-error').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('上传出错');
    await expect(page.locator('.ant-modal-confirm-content')).toHaveText('错误信息：图片格式不受支持');
  });

  test('B-UPLOAD-02 B-UPLOAD-16 B-UPLOAD-18 B-UPLOAD-19 B-UPLOAD-24 B-UPLOAD-25 single mode, a stored value without download or delete, objects, the form field, and the 520 × 200 file popup', async ({ page }) => {
    await open(page);
    const single = sample(page, '单个文件');
    await picker(single).setInputFiles(pdf('one.pdf'));
    await expect(valueOf(page, '单个文件')).toHaveText(/^"temp\/one_\d+\.pdf"$/);
    await picker(single).setInputFiles(pdf('two.pdf'));
    await expect(valueOf(page, '单个文件')).toHaveText(/^"temp\/two_\d+\.pdf"$/);
    await expect(single.getByRole('listitem')).toHaveCount(1);

    const stored = sample(page, '回显已存值（不可下载、不可删除）');
    await expect(stored.getByRole('listitem')).toHaveCount(2);
    await expect(stored.getByRole('listitem').first()).toContainText('示例合同_...');
    await expect(stored.getByRole('link', { name: /^下载/ })).toHaveCount(0);
    await expect(stored.getByRole('button', { name: /^删除/ })).toHaveCount(0);

    await picker(sample(page, '返回对象')).setInputFiles(pdf('工资表.pdf'));
    await expect(valueOf(page, '返回对象')).toContainText('"fileName": "工资表.pdf"');
    await expect(valueOf(page, '返回对象')).toContainText('"fileSize": 12');
    await expect(valueOf(page, '返回对象')).toContainText(/"filePath": "temp\/工资表_\d+\.pdf"/);
    await picker(sample(page, '表单中使用')).setInputFiles(pdf('附件.pdf'));
    await expect(valueOf(page, '表单中使用')).toContainText(/"attachments": "temp\/附件_\d+\.pdf"/);

    await sample(page, '文件弹窗').getByRole('button', { name: '打开文件弹窗' }).click();
    const dialog = page.getByRole('dialog', { name: '上传文件' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.locator('.ant-modal').last().evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(520);
    await expect.poll(() => dialog.locator('.ant-modal-body').evaluate((body: HTMLElement) => body.offsetHeight)).toBe(200);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(toast(page, '未上传任何文件')).toBeVisible();
    await picker(dialog).setInputFiles(pdf('popup.pdf'));
    await expect(dialog.getByRole('listitem')).toHaveAttribute('data-status', 'done');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    await expect(valueOf(page, '文件弹窗')).toHaveText(/^"temp\/popup_\d+\.pdf"$/);
  });

  test('at 375px the samples fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    await picker(sample(page, '图片上传（最多3张）')).setInputFiles([png('a.png'), png('b.png')]);
    await expect(sample(page, '图片上传（最多3张）').getByRole('img', { name: '无图片' })).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-upload-375', { fullPage: true });
  });
});

import { expect, galleryTest as test, type Locator, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { EditableGrid } from '../../pages/editable-grid';
import { pickAccount } from '../../pages/popup-report';

const TITLE = '文件与弹窗单元格';
// A real 4×4 PNG, so the thumbnail the mock serves back decodes to a picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);
const CONTRACT_TEXT = '劳务合同 e2e 正文';

async function openCells(page: Page): Promise<EditableGrid> {
  const grid = page.getByRole('grid', { name: TITLE });
  // the gallery page is its own lazy chunk: allow for a busy machine on its first load
  await expect(grid.locator('[data-row-index="1"]')).toBeVisible({ timeout: 45_000 });
  return new EditableGrid(grid);
}

const emitted = (page: Page) => page.getByTestId(`sample-value-${TITLE}`);
/** A click on the gallery's heading, outside the grid: editing ends. */
const clickElsewhere = (page: Page) => page.getByRole('heading').first().click();

/** Starts editing an upload cell and waits for the upload widget (loaded on this first edit) to offer its button. */
async function editUpload(table: EditableGrid, rowIndex: number, key: string, button: string): Promise<Locator> {
  const cell = await table.cell(rowIndex, key);
  await cell.click();
  await expect(cell).toHaveAttribute('data-editing', 'true');
  await expect(cell.getByRole('button', { name: button })).toBeVisible();
  return cell;
}

test.describe('组件示例 → 可编辑表格: file, image, upload and popup cells', () => {
  test.use({ widget: 'editable-table' });
  // Uploads and the popup's three calls against the mock; a loaded machine needs more than the default.
  test.describe.configure({ timeout: 90_000 });

  test('B-GRID-19 B-GRID-20 B-GRID-21 B-UPLOAD-04 B-UPLOAD-09 B-UPLOAD-20 B-UPLOAD-23 B-UPLOAD-24 B-UPLOAD-25 B-UPLOAD-26 file and image cells upload to the mock and emit the stored path, download and remove; a cell without the token fails; switches off hide download and delete', async ({ page }) => {
    const table = await openCells(page);

    // file cell: the token is sent (the column asks), the value carries the stored path, the name is shortened
    let cell = await editUpload(table, 1, 'contract', '上传文件');
    const sent = page.waitForRequest((req) => req.url().includes('/sys/common/upload'));
    await cell.locator('input[type=file]').setInputFiles({ name: '劳务合同正式版.txt', mimeType: 'text/plain', buffer: Buffer.from(CONTRACT_TEXT) });
    expect((await sent).headers()['x-access-token']).toBeTruthy();
    await expect(emitted(page)).toContainText(/"contract": "temp\/劳务合同正式版_\d+\.txt"/);
    await expect(cell.getByRole('listitem')).toHaveAttribute('data-status', 'done');
    await expect(cell.getByRole('listitem')).toContainText('劳务合同正...');
    await expect(cell.getByRole('img', { name: '附件' })).toBeVisible();
    await expect(cell.getByRole('button', { name: '上传文件' })).toHaveCount(0);

    // download opens the stored file from the mock
    const opened = page.waitForEvent('popup');
    await cell.getByRole('link', { name: '下载 劳务合同正式版.txt' }).click();
    const tab = await opened;
    await expect(tab.locator('body')).toHaveText(CONTRACT_TEXT);
    await tab.close();

    // image cell: biz images, a thumbnail the mock serves, alt 无图片
    cell = await editUpload(table, 1, 'photo', '上传图片');
    await cell.locator('input[type=file]').setInputFiles({ name: '工牌照片.png', mimeType: 'image/png', buffer: PNG });
    await expect(emitted(page)).toContainText(/"photo": "images\/工牌照片_\d+\.png"/);
    const thumb = cell.getByRole('img', { name: '无图片' });
    await expect(thumb).toHaveAttribute('src', /\/sys\/common\/static\/images\/工牌照片_\d+\.png$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    await keepScreenshot(table.grid, 'gallery-editable-table-cells-editing');

    // out of editing, the light cells show the paperclip with the short name and the thumbnail
    await clickElsewhere(page);
    await expect(table.grid.locator('[data-editing]')).toHaveCount(0);
    const contract = await table.cell(1, 'contract');
    await expect(contract).toContainText('劳务合同正...');
    await expect(contract.getByRole('img', { name: '附件' })).toBeVisible();
    const lightThumb = (await table.cell(1, 'photo')).getByRole('img', { name: '无图片' });
    await expect.poll(() => lightThumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    await keepScreenshot(page.getByTestId(`sample-${TITLE}`), 'gallery-editable-table-cells-1440');

    // remove empties each cell and offers the button again
    cell = await table.cell(1, 'contract');
    await cell.click();
    await cell.getByRole('button', { name: /^删除 劳务合同正式版_\d+\.txt$/ }).click();
    await expect(emitted(page)).toContainText('"contract": ""');
    await expect(cell.getByRole('button', { name: '上传文件' })).toBeVisible();
    cell = await table.cell(1, 'photo');
    await cell.click();
    await cell.getByRole('button', { name: /^删除 工牌照片_\d+\.png$/ }).click();
    await expect(emitted(page)).toContainText('"photo": ""');
    await expect(cell.getByRole('button', { name: '上传图片' })).toBeVisible();

    // an upload cell whose column does not ask for the token sends none: the mock refuses it, the cell shows the failure
    cell = await editUpload(table, 0, 'attachment', '上传文件');
    const refused = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await cell.locator('input[type=file]').setInputFiles({ name: '入职材料.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(answer.request().headers()['x-access-token']).toBeUndefined();
    await expect(page.locator('.ant-message').getByText('入职材料.pdf 上传失败')).toBeVisible();
    await expect(cell.getByTestId('upload-error')).toContainText('入职材料...');
    await expect(emitted(page)).toContainText('"attachment": ""');
    await expect(page).toHaveURL(/\/examples\/widgets/);

    // download and delete switched off: the stored file shows, with neither control
    cell = await table.cell(0, 'archive');
    await cell.click();
    await expect(cell.getByRole('listitem')).toContainText('劳动合同扫...');
    await expect(cell.getByRole('link', { name: /^下载/ })).toHaveCount(0);
    await expect(cell.getByRole('button', { name: /^删除/ })).toHaveCount(0);
  });

  test('B-GRID-22 a popup cell opens the report picker, and the picked record fills the cell and its linked column', async ({ page }) => {
    const table = await openCells(page);
    const cell = await table.cell(0, 'account');
    await cell.click();
    const dialog = page.getByRole('dialog', { name: '用户选择' });
    await expect(dialog.locator('.ant-table-row')).toHaveCount(10);
    await pickAccount(dialog, 'zhangsan');
    await expect(table.grid.locator('[data-editing]')).toHaveCount(0);
    expect(await table.text(0, 'account')).toBe('zhangsan');
    expect(await table.text(0, 'realname')).toBe('张三');
    await expect(emitted(page)).toContainText('"account": "zhangsan"');
    await expect(emitted(page)).toContainText('"realname": "张三"');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId(`sample-${TITLE}`).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'gallery-editable-table-cells-375');
  });
});

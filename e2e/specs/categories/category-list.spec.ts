import { expect as baseExpect, test, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { readExport, workbookFile } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';

interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
}

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

const rowOf = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByTestId('category-name').getByText(name, { exact: true }) });
const expandIcon = (page: Page, name: string) => rowOf(page, name).locator('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
const formModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#category-form') });
const errorsOf = (page: Page) => formModal(page).locator('.ant-form-item-explain-error');

async function categoryNamed(request: Parameters<typeof apiCall>[0], token: string, name: string): Promise<Category> {
  const found = await apiCall<{ records: Category[] }>(request, token, 'GET', `/sys/category/rootList?name=${encodeURIComponent(name)}`);
  const category = found.result.records[0];
  if (!category) throw new Error(`no category ${name}`);
  return category;
}

test.describe('分类字典', () => {
  test.describe.configure({ timeout: 180_000 });

  // The journey starts from the seeded tree (its new roots would otherwise pile up past the first page).
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  // The form's messages, the code check's refusal and the buttons a restricted administrator sees are component tests
  // (client/src/features/categories/pages/category-list-page.test.tsx); the mock's checkCode is a contract test.
  screenTest('search and export, lazy levels, import, add a root and a child, edit, delete, batch delete; the phone layout', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const childCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/sys/category/loadTreeChildren')) childCalls.push(new URL(req.url()).searchParams.get('pid') ?? '');
    });
    const materials = await categoryNamed(request, token, '物料树');

    await visit(page, '/isys/category');
    await expect(rowOf(page, '物料树')).toContainText('B02', { timeout: 45_000 });
    await expect(rowOf(page, '上衣')).toHaveCount(0);
    expect(childCalls).toEqual([]);
    const childrenLoaded = page.waitForResponse((response) => response.url().includes('/sys/category/loadTreeChildren') && new URL(response.url()).searchParams.get('pid') === materials.id);
    await expandIcon(page, '物料树').click();
    await childrenLoaded;
    await expect(rowOf(page, '上衣')).toContainText('B02A01');
    await expect(rowOf(page, '裤子')).toBeVisible();
    expect(childCalls).toEqual([materials.id]);
    await expect(expandIcon(page, '上衣')).toBeVisible();
    await expect(expandIcon(page, '裤子')).toHaveCount(0);
    await keepScreenshot(page, 'category-list-1440');

    const list = page.getByTestId('category-list-page');
    await test.step('search by name and by code, export the found rows', async () => {
      await list.getByPlaceholder('请输入名称').fill('客服');
      await list.getByRole('button', { name: '查 询', exact: true }).click();
      await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
      await expect(rowOf(page, '呼入客服')).toContainText('B03A01A01');
      await expect(rowOf(page, '在线客服')).toBeVisible();
      await list.getByRole('button', { name: '重 置', exact: true }).click();
      await list.getByPlaceholder('请输入编码').fill('B05A03');
      await list.getByRole('button', { name: '查 询', exact: true }).click();
      await expect(page.locator('tr.ant-table-row')).toHaveText([/职业资格证书/, /低压电工作业证/, /高处作业证/]);
      const downloading = page.waitForEvent('download');
      await list.getByTestId('list-export').click();
      const exported = await readExport(await downloading, '父级节点');
      expect(exported.header).toEqual(['父级节点', '类型名称', '类型编码', '是否有子节点']);
      expect(exported.rows.map((row) => row[2])).toEqual(['B05A03', 'B05A03A01', 'B05A03A02']);
      await list.getByRole('button', { name: '重 置', exact: true }).click();
      await expect(rowOf(page, '物料树')).toBeVisible();
    });

    await test.step('import: rows hang below the category their code extends; a row without its parent is reported', async () => {
      await page.getByTestId('list-import').click();
      const modal = page.getByRole('dialog', { name: '导入EXCEL' });
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(['类型名称', '类型编码'], [['工种', 'C01'], ['焊工', 'C01A01'], ['孤儿', 'Z09A01']]));
      await modal.getByTestId('import-start').click();
      const warning = page.locator('.ant-modal-confirm').filter({ hasText: '文件导入成功，但有错误。' });
      await expect(warning).toContainText('总上传行数：3，已导入行数：2，错误行数：1');
      const errorFile = page.waitForEvent('download');
      await warning.getByText('下载错误数据').click();
      expect((await readExport(await errorFile, '行号')).rows.map((row) => row[1])).toEqual(['孤儿']);
      await warning.getByRole('button', { name: /确\s*定|知道了|关\s*闭/ }).click();
      await expect(rowOf(page, '工种')).toContainText('C01');
      await expandIcon(page, '工种').click();
      await expect(rowOf(page, '焊工')).toContainText('C01A01');
    });

    const root = `工种${stamp}`;
    let rootCode = '';
    await test.step('add a root, then a child below it', async () => {
      await page.getByRole('button', { name: /新\s*增/ }).click();
      await expect(formModal(page).locator('.ant-modal-title')).toHaveText('新增');
      await formModal(page).getByPlaceholder('请输入分类名称').fill(root);
      await formModal(page).getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('添加成功！');
      await expect(formModal(page)).toBeHidden();
      rootCode = (await categoryNamed(request, token, root)).code;
      await expect(rowOf(page, root)).toContainText(rootCode);
      await expect(expandIcon(page, root)).toHaveCount(0);

      await rowOf(page, root).getByText('添加下级').click();
      await expect(formModal(page).locator('.ant-modal-title')).toHaveText('添加下级');
      await expect(formModal(page).getByTestId('category-parent')).toHaveValue(`${root}（${rootCode}）`);
      await formModal(page).getByPlaceholder('请输入分类名称').fill(`焊工${stamp}`);
      await formModal(page).getByRole('button', { name: /确\s*定/ }).click();
      await expect(formModal(page)).toBeHidden();
      await expect(rowOf(page, `焊工${stamp}`)).toContainText(`${rootCode}A01`);
      await expect(rowOf(page, root).locator('.ant-table-row-expand-icon-expanded')).toBeVisible();
    });

    await test.step('edit the child\'s name and code, then delete it', async () => {
      await rowOf(page, `焊工${stamp}`).getByText('编辑').click();
      await expect(formModal(page).getByPlaceholder('请输入分类名称')).toHaveValue(`焊工${stamp}`);
      await formModal(page).getByPlaceholder('请输入分类名称').fill(`电焊工${stamp}`);
      await formModal(page).getByPlaceholder('请输入类型编码').fill(`${rootCode}A09`);
      await expect(errorsOf(page)).toHaveCount(0);
      await formModal(page).getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('修改成功!');
      await expect(rowOf(page, `电焊工${stamp}`)).toContainText(`${rootCode}A09`);

      await rowOf(page, `电焊工${stamp}`).getByText('删除').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(rowOf(page, `电焊工${stamp}`)).toHaveCount(0);
      await expect(expandIcon(page, root)).toHaveCount(0);
    });

    const other = `杂项${stamp}`;
    await test.step('batch delete two roots', async () => {
      await apiCall(request, token, 'POST', '/sys/category/add', { pid: '0', name: other });
      await page.reload();
      await rowOf(page, root).locator('.ant-checkbox-input').check();
      await rowOf(page, other).locator('.ant-checkbox-input').check();
      await expect(page.getByTestId('selection-bar')).toContainText('已选择 2 项');
      await page.getByRole('button', { name: /批量操作/ }).hover();
      await page.getByRole('menuitem', { name: '删除' }).click();
      await expect(page.getByText('是否删除选中数据?')).toBeVisible();
      await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: /确\s*定/ }).click();
      await expect(rowOf(page, root)).toHaveCount(0);
      await expect(rowOf(page, other)).toHaveCount(0);
      const left = await apiCall<{ records: Category[] }>(request, token, 'GET', `/sys/category/rootList?name=${encodeURIComponent(`*${stamp}*`)}`);
      expect(left.result.records).toEqual([]);
    });

    await test.step('at 375px the tree and the form fit the phone', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await expandIcon(page, '物料树').click();
      await expect(rowOf(page, '上衣')).toBeVisible();
      await keepScreenshot(page, 'category-list-375');
      await rowOf(page, '上衣').getByText('添加下级').click();
      await expect(formModal(page).getByTestId('category-parent')).toHaveValue('上衣（B02A01）');
      await keepScreenshot(page, 'category-form-375');
      await formModal(page).getByRole('button', { name: '关 闭' }).click();
      await expect(formModal(page)).toBeHidden();
    });
  });
});

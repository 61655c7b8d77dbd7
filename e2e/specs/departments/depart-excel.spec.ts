import { expect as baseExpect, test, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { readExport, workbookFile } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

interface TreeNode {
  id: string;
  departName: string;
  children?: TreeNode[];
}

const HEADER = ['部门名称', '部门简称', '机构编码', '机构类别', '排序', '手机号', '传真', '地址', '备注', '状态'];
const ROOT_NAME = '北京国炬软件';
const flatten = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const tree = (page: Page) => page.getByTestId('depart-list-tree');
const openMenu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
const treeNode = (page: Page, name: string) => tree(page).getByTestId('depart-node').filter({ hasText: new RegExp(`^${name}$`) });

/** Right-clicks a node until its menu shows (a click while the tree re-renders after a save can be lost). */
async function openMenuOf(page: Page, name: string) {
  await expect(async () => {
    await treeNode(page, name).click({ button: 'right' });
    await expect(openMenu(page).getByRole('menuitem')).toHaveText(['添加下级', '删除'], { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks an item of the open right-click menu with the mouse, where the item is drawn, once the menu's opening motion
 * has ended. A menu placed at the pointer closes on any scroll (rc-trigger), and locator.click may scroll the page
 * to reach the item: on a loaded machine it scrolled the item under the header, and the menu closed.
 */
async function chooseFromMenu(page: Page, name: string) {
  const menu = openMenu(page);
  await expect(menu).not.toHaveClass(/ant-slide-(up|down)/, { timeout: 3_000 });
  const box = await menu.getByRole('menuitem', { name }).boundingBox({ timeout: 3_000 });
  if (!box) throw new Error(`the menu item ${name} is not drawn`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('部门管理: 导出, 导入 and the right-click menu', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('导出 writes every department; 导入 takes a good file, and a file with a bad row warns with code 201; the right-click menu adds a child below a node and deletes a node', async ({ page, request, admin }) => {
    const { token } = admin;
    // The right-click menu's department, added first: the export below holds it too.
    const roots = (await apiCall<TreeNode[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList')).result;
    const root = roots.find((node) => node.departName === ROOT_NAME);
    await apiCall(request, token, 'POST', '/sys/sysDepart/add', { parentId: root?.id, departName: '右键部', orgCategory: '2' });
    const all = flatten((await apiCall<TreeNode[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList')).result);
    await visit(page, '/isystem/depart');
    await expect(treeNode(page, ROOT_NAME)).toBeVisible({ timeout: 45_000 });

    await test.step('导出 and 导入', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByTestId('depart-tree-card').getByTestId('list-export').click();
      const sheet = await readExport(await downloading, '部门名称');
      expect(sheet.header).toEqual(HEADER);
      expect(sheet.rows).toHaveLength(all.length);
      expect(sheet.rows.map((row) => row[0]).sort()).toEqual(all.map((node) => node.departName).sort());

      await page.getByTestId('depart-tree-card').getByTestId('list-import').click();
      const modal = page.getByRole('dialog', { name: '导入EXCEL' });
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(HEADER, [['导入公司', '', 'Z01', '公司', '1', '', '', '', '', ''], ['导入部', '', 'Z01A01', '部门', '1', '', '', '', '', '']]));
      await modal.getByTestId('import-start').click();
      await expect(page.getByText('共2行数据全部导入成功！')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(treeNode(page, '导入公司')).toBeVisible();
      await keepScreenshot(page, 'depart-import-1440');

      await page.getByTestId('depart-tree-card').getByTestId('list-import').click();
      const again = page.getByRole('dialog', { name: '导入EXCEL' });
      await again.locator('input[type="file"]').setInputFiles(await workbookFile(HEADER, [['导入部二', '', 'Z01A02', '部门', '2', '', '', '', '', ''], ['', '', 'Z01A03', '部门', '3', '', '', '', '', '']]));
      await again.getByTestId('import-start').click();
      const warning = page.locator('.ant-modal-confirm').filter({ hasText: '文件导入成功，但有错误。' });
      await expect(warning).toContainText('总上传行数：2，已导入行数：1，错误行数：1');
      const errorFile = page.waitForEvent('download');
      await warning.getByText('下载错误数据').click();
      const errors = await readExport(await errorFile, '行号');
      expect(errors.rows).toHaveLength(1);
      expect(errors.rows[0]?.join(' ')).toContain('部门名称不能为空');
      await warning.getByRole('button', { name: /确\s*定|知道了|关\s*闭/ }).click();
      await expect(warning).toBeHidden();
    });

    await test.step('the right-click menu adds a child below the node and deletes a node', async () => {
      await expect(treeNode(page, '右键部')).toBeVisible();
      await openMenuOf(page, '右键部');
      await keepScreenshot(page, 'depart-context-menu-1440');
      const modal = page.locator('.ant-modal').filter({ has: page.locator('#depart-form') });
      await expect(async () => {
        if (!(await modal.isVisible())) {
          if (!(await openMenu(page).isVisible())) await openMenuOf(page, '右键部');
          await chooseFromMenu(page, '添加下级');
        }
        await expect(modal).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      await expect(modal.getByTestId('depart-form-parent')).toHaveValue('右键部');
      await modal.getByPlaceholder('请输入机构/部门名称').fill('右键下级');
      await modal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(modal).toBeHidden();
      await expect(treeNode(page, '右键下级')).toBeVisible();
      await expect(openMenu(page)).toHaveCount(0);

      const confirm = page.locator('.ant-modal-confirm');
      await expect(async () => {
        if (!(await confirm.isVisible())) {
          if (!(await openMenu(page).isVisible())) await openMenuOf(page, '右键下级');
          await chooseFromMenu(page, '删除');
        }
        await expect(confirm).toContainText('确定要删除此部门以及子节点数据吗?', { timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await expect(treeNode(page, '右键下级')).toHaveCount(0);
      const left = flatten((await apiCall<TreeNode[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList')).result);
      expect(left.map((node) => node.departName)).not.toContain('右键下级');

      await page.setViewportSize({ width: 375, height: 812 });
      await openMenuOf(page, '右键部');
      await keepScreenshot(page, 'depart-context-menu-375');
    });
  });
});

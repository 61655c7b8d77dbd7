import { expect as baseExpect, type Page, screenTest as test, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { addSubMenu, menuEntries, menuIdOf } from '../../pages/sysadmin-api';

const rowOf = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByTestId('menu-name').getByText(name, { exact: true }) });

async function openMore(page: Page, name: string, item: string) {
  await rowOf(page, name).getByTestId('menu-more').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: item }).click();
}

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

// The screen's one journey. Its rules live beside the code: the menu form's (a 一级菜单's and a 子菜单's required
// fields, 排序, a taken 授权标识) in features/menus/components/menu-form-drawer.test.tsx, the data rule form's in
// data-rule-form-modal.test.tsx, and which buttons permission:add / edit / delete leave in
// pages/permission-list-page.test.tsx.
test.describe('菜单管理', () => {
  // The machine running the suite is shared; a slow page is not what this journey is about.
  test.describe.configure({ timeout: 180_000 });

  test('the tree; add a sub-menu below a parent, edit it, give it a data rule, delete it; batch delete; the phone layout', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const name = `薪资核算${stamp}`;
    const system = await menuIdOf(request, token, '系统管理');
    await addSubMenu(request, token, system, `甲${stamp}`);
    await addSubMenu(request, token, system, `乙${stamp}`);
    await visit(page, '/isystem/permission');

    await test.step('the tree opens folded; 展开全部 shows the buttons as 按钮权限', async () => {
      await expect(rowOf(page, '系统管理')).toBeVisible({ timeout: 45_000 });
      await expect(rowOf(page, '用户管理')).toHaveCount(0);
      await page.getByRole('button', { name: '展开全部' }).click();
      await expect(rowOf(page, '用户管理')).toBeVisible();
      await expect(rowOf(page, '添加用户')).toContainText('按钮权限');
      await keepScreenshot(page, 'permission-list-1440');
      // Only 系统管理 open from here: the whole tree is several hundred rows, each drawn again after every save.
      await page.getByRole('button', { name: '折叠全部' }).click();
      await expect(rowOf(page, '用户管理')).toHaveCount(0);
      await rowOf(page, '系统管理').locator('.ant-table-row-expand-icon').click();
      await expect(rowOf(page, '用户管理')).toBeVisible();
    });

    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('menu-form') });
    await test.step('添加下级 below 系统管理, then 编辑', async () => {
      await openMore(page, '系统管理', '添加下级');
      await expect(drawer.getByLabel('子菜单')).toBeChecked();
      await expect(drawer.locator('.ant-form-item').filter({ hasText: '上级菜单' })).toContainText('系统管理');
      await drawer.getByPlaceholder('请输入菜单名称').fill(name);
      await drawer.getByPlaceholder('请输入菜单路径').fill('/isystem/salary');
      await drawer.getByPlaceholder('请输入前端组件').fill('system/SalaryList');
      await drawer.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('添加成功');
      await expect(rowOf(page, name)).toContainText('system/SalaryList');
      const saved = (await menuEntries(request, token)).find((entry) => entry.name === name) as unknown as { parentId: string; url: string };
      expect(saved).toMatchObject({ parentId: system, url: '/isystem/salary' });

      await rowOf(page, name).getByText('编辑').click();
      await expect(drawer.getByPlaceholder('请输入菜单名称')).toHaveValue(name);
      await drawer.getByPlaceholder('请输入前端组件').fill('system/PayrollList');
      await drawer.getByRole('button', { name: /确\s*定/ }).click();
      await expect(rowOf(page, name)).toContainText('system/PayrollList');
    });

    await test.step('数据规则: a rule is added and listed', async () => {
      await openMore(page, name, '数据规则');
      const rules = page.getByRole('dialog').filter({ hasText: '数据权限规则' });
      await rules.getByRole('button', { name: /添\s*加/ }).click();
      const ruleModal = page.locator('.ant-modal').filter({ has: page.locator('#data-rule-form') });
      await ruleModal.getByPlaceholder('请输入规则名称').fill('只看本部门');
      await ruleModal.getByPlaceholder('请输入规则字段').fill('sysOrgCode');
      // A pick made while the dropdown is still opening can be lost: pick until the select shows the condition.
      await baseExpect(async () => {
        if (!(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').isVisible())) await ruleModal.locator('.ant-select').click();
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^等于$/ }).click({ timeout: 3000 });
        await baseExpect(ruleModal.locator('.ant-select')).toContainText('等于', { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await ruleModal.getByPlaceholder('请输入规则值').fill('#{sys_org_code}');
      await ruleModal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(rules.getByTestId('data-rule-table')).toContainText('只看本部门');
      await expect(rules.getByTestId('data-rule-table')).toContainText('#{sys_org_code}');
      await keepScreenshot(page, 'permission-data-rules-1440');
      await rules.locator('.ant-drawer-close').click();
      await expect(rules).toBeHidden();
    });

    await test.step('删除 one entry, then 批量删除 two', async () => {
      await openMore(page, name, '删除');
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(rowOf(page, name)).toHaveCount(0);

      await rowOf(page, `甲${stamp}`).locator('.ant-checkbox-input').check();
      await rowOf(page, `乙${stamp}`).locator('.ant-checkbox-input').check();
      await expect(page.getByTestId('menu-selection')).toContainText('已选择 2 项');
      await page.getByRole('button', { name: '批量删除' }).click();
      await expect(page.locator('.ant-modal-confirm')).toContainText('是否删除选中数据?');
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(rowOf(page, `甲${stamp}`)).toHaveCount(0);
      await expect(rowOf(page, `乙${stamp}`)).toHaveCount(0);
      expect((await menuEntries(request, token)).some((entry) => entry.name.endsWith(stamp))).toBe(false);
    });

    await test.step('at 375px the tree and the form fit the phone', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(rowOf(page, '系统管理')).toBeVisible();
      await keepScreenshot(page, 'permission-list-375');
      await page.getByRole('button', { name: '新增菜单' }).click();
      const phoneDrawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('menu-form') });
      await expect(phoneDrawer).toBeVisible();
      expect(Math.round((await phoneDrawer.boundingBox())?.width ?? 0)).toBe(375);
      await keepScreenshot(page, 'permission-form-375');
    });
  });
});

import { expect as baseExpect, test, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { apiLogin } from '../../pages/mock-api';
import { signIn } from '../../pages/session';
import { addSubMenu, menuEntries, menuIdOf, restrictedUser } from '../../pages/sysadmin-api';

const rowOf = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByTestId('menu-name').getByText(name, { exact: true }) });

async function openMore(page: Page, name: string, item: string) {
  await rowOf(page, name).getByTestId('menu-more').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: item }).click();
}

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('菜单管理', () => {
  // The machine running the suite is shared; a slow page is not what these scenarios are about.
  test.describe.configure({ timeout: 180_000 });

  screenTest('tree, the menu form\'s required fields, add a sub-menu below a parent, edit it, delete it', async ({ page, request, admin }) => {
    const { token } = admin;
    const name = `薪资核算${Date.now().toString(36)}`;
    await visit(page, '/isystem/permission');
    await expect(rowOf(page, '系统管理')).toBeVisible({ timeout: 45_000 });
    await expect(rowOf(page, '用户管理')).toHaveCount(0);
    await page.getByRole('button', { name: '展开全部' }).click();
    await expect(rowOf(page, '用户管理')).toBeVisible();
    await expect(rowOf(page, '添加用户')).toContainText('按钮权限');
    await keepScreenshot(page, 'permission-list-1440');

    await page.getByRole('button', { name: '新增菜单' }).click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('menu-form') });
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(drawer.locator('.ant-form-item-explain-error')).toHaveText(['请输入菜单标题!', '请输入菜单路径!']);
    // The form's other rules (a 子菜单's fields, 排序, a taken 授权标识) are tested on the form itself
    // (features/menus/components/menu-form-drawer.test.tsx).
    await keepScreenshot(page, 'permission-form-errors-1440');
    await drawer.getByRole('button', { name: /取\s*消/ }).click();

    // Only 系统管理 open from here: the whole tree is several hundred rows, each drawn again after every save.
    await page.getByRole('button', { name: '折叠全部' }).click();
    await expect(rowOf(page, '用户管理')).toHaveCount(0);
    await rowOf(page, '系统管理').locator('.ant-table-row-expand-icon').click();
    await expect(rowOf(page, '用户管理')).toBeVisible();
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
    expect(saved).toMatchObject({ parentId: await menuIdOf(request, token, '系统管理'), url: '/isystem/salary' });

    await rowOf(page, name).getByText('编辑').click();
    await expect(drawer.getByPlaceholder('请输入菜单名称')).toHaveValue(name);
    await drawer.getByPlaceholder('请输入前端组件').fill('system/PayrollList');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowOf(page, name)).toContainText('system/PayrollList');

    await openMore(page, name, '删除');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  screenTest('batch delete and the data rules of a menu, with the rule form\'s validation', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const parent = await menuIdOf(request, token, '系统管理');
    await addSubMenu(request, token, parent, `甲${stamp}`);
    await addSubMenu(request, token, parent, `乙${stamp}`);
    await visit(page, '/isystem/permission');
    await page.getByRole('button', { name: '展开全部' }).click();

    await openMore(page, `甲${stamp}`, '数据规则');
    const rules = page.getByRole('dialog').filter({ hasText: '数据权限规则' });
    await rules.getByRole('button', { name: /添\s*加/ }).click();
    const ruleModal = page.locator('.ant-modal').filter({ has: page.locator('#data-rule-form') });
    await ruleModal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(ruleModal.locator('.ant-form-item-explain-error')).toHaveText(['请输入规则名称!', '请输入字段!', '请选择条件!', '请输入规则值!']);
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

  screenTest('at 375px the tree and the form fit the phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, '/isystem/permission');
    await expect(rowOf(page, '系统管理')).toBeVisible({ timeout: 45_000 });
    await keepScreenshot(page, 'permission-list-375');
    await page.getByRole('button', { name: '新增菜单' }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(375);
    await keepScreenshot(page, 'permission-form-375');
  });

  test('a restricted administrator sees only the buttons the role grants', async ({ page, request }) => {
    const admin = await apiLogin(request, 'admin');
    const username = await restrictedUser(request, admin.token, ['系统管理', '菜单管理', 'permission:edit']);
    await signIn(page, request, username);
    await page.goto('/isystem/permission');
    await expect(rowOf(page, '系统管理')).toBeVisible({ timeout: 45_000 });
    await expect(rowOf(page, '系统管理').getByText('编辑')).toBeVisible();
    await expect(page.getByRole('button', { name: '新增菜单' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '批量删除' })).toHaveCount(0);
    await rowOf(page, '系统管理').getByTestId('menu-more').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    await expect(menu).toContainText('数据规则');
    await expect(menu).not.toContainText('添加下级');
    await expect(menu).not.toContainText('删除');
  });
});

import { expect as baseExpect, test, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { resetMock } from '../../pages/mock-api';
import { settledOption } from '../../pages/select-dropdown';
import { apiCall } from '../../pages/session';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

interface TreeNode {
  id: string;
  departName: string;
  children?: TreeNode[];
}
interface UserRow {
  id: string;
  username: string;
  userIdentity: number | null;
  departIds: string | null;
}

const flatten = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const drawerOf = (page: Page) => page.locator('.ant-drawer').filter({ has: page.getByTestId('user-form') });
const formItem = (page: Page, label: string) => page.getByTestId('user-form').locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
const mobile = () => `139${Math.floor(Math.random() * 1e8).toString().padStart(8, '0')}`;

test.describe('用户: 身份 and 负责部门; 角色用户 新增用户', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('a 上级 leads one of its own departments; the choice is saved and shown again', async ({ page, request, admin }) => {
    const { token } = admin;
    const departs = flatten((await apiCall<TreeNode[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList')).result);
    const [market, research] = ['市场部', '研发部'].map((name) => departs.find((node) => node.departName === name));
    await apiCall(request, token, 'POST', '/sys/user/add', { username: 'leader_e2e', realname: '领导', password: 'Aa123456!', workNo: 'L001', phone: mobile(), selecteddeparts: `${market?.id},${research?.id}` });
    await visit(page, '/isystem/user?username=leader_e2e');
    const row = page.getByTestId('user-list-page').locator('tr.ant-table-row').filter({ hasText: 'leader_e2e' });
    await row.getByText('编辑').click();
    const drawer = drawerOf(page);
    await expect(formItem(page, '身份').getByRole('radio', { name: '普通用户' })).toBeChecked();
    await expect(formItem(page, '负责部门')).toHaveCount(0);
    await formItem(page, '身份').getByText('上级').click();
    const led = formItem(page, '负责部门').locator('.ant-select');
    await led.click();
    // Only the user's own departments are offered.
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveText(['市场部', '研发部']);
    await (await settledOption(page, '研发部')).click();
    await expect(led.locator('.ant-select-selection-item')).toHaveText(['研发部']);
    await page.keyboard.press('Escape');
    await keepScreenshot(page, 'user-identity-1440');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.locator('.ant-message')).toContainText('修改成功');
    await expect(drawer).toBeHidden();
    const saved = (await apiCall<{ records: UserRow[] }>(request, token, 'GET', '/sys/user/list?username=leader_e2e')).result.records[0];
    expect(saved).toMatchObject({ userIdentity: 2, departIds: research?.id });

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await row.getByText('编辑').click();
    await expect(formItem(page, '身份').getByRole('radio', { name: '上级' })).toBeChecked();
    await expect(formItem(page, '负责部门').locator('.ant-select-selection-item')).toHaveText(['研发部']);
    await formItem(page, '负责部门').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'user-identity-375');
  });

  screenTest('角色用户 新增用户 opens the user form with the role fixed; the saved user is listed under the role', async ({ page, request, admin }) => {
    const { token } = admin;
    await apiCall(request, token, 'POST', '/sys/role/add', { roleName: '新增用户角色', roleCode: 'e2e_role_add' });
    const role = (await apiCall<{ records: { id: string }[] }>(request, token, 'GET', '/sys/role/list?roleCode=e2e_role_add')).result.records[0];
    await visit(page, `/isystem/roleUserList?roleId=${role?.id}`);
    const list = page.getByTestId('role-user-list-page');
    await expect(list).toContainText('角色用户 - 新增用户角色');
    await list.getByRole('button', { name: '新增用户' }).click();
    const drawer = drawerOf(page);
    await expect(drawer.locator('.ant-drawer-title')).toHaveText('添加用户');
    await expect(formItem(page, '角色分配')).toContainText('新增用户角色');
    const form = page.getByTestId('user-form');
    await form.getByPlaceholder('请输入用户账号').fill('role_new_e2e');
    await form.getByPlaceholder('请输入登录密码').fill('Aa123456!');
    await form.getByPlaceholder('请重新输入登录密码').fill('Aa123456!');
    await form.getByPlaceholder('请输入用户姓名').fill('角色新人');
    await form.getByPlaceholder('请输入工号').fill('R001');
    await form.getByPlaceholder('请输入手机号码').fill(mobile());
    await keepScreenshot(page, 'role-user-add-1440');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.locator('.ant-message')).toContainText('添加成功');
    await expect(drawer).toBeHidden();
    await expect(list.locator('tr.ant-table-row').filter({ hasText: 'role_new_e2e' })).toBeVisible();
    const members = (await apiCall<{ records: { username: string }[] }>(request, token, 'GET', `/sys/user/userRoleList?roleId=${role?.id}`)).result.records;
    expect(members.map((member) => member.username)).toEqual(['role_new_e2e']);

    await page.setViewportSize({ width: 375, height: 812 });
    await list.getByRole('button', { name: '新增用户' }).click();
    await expect(page.getByTestId('user-form')).toBeVisible();
    await keepScreenshot(page, 'role-user-add-375');
  });
});

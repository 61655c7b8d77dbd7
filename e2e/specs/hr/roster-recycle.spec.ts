// 花名册回收站 (人力资源 → 花名册回收站): deleted employees listed as the roster is, 取回 one row and the selection back
// onto the roster, 彻底删除 one for good; each checked against the roster through the API.
import { expect as baseExpect, test, type APIRequestContext, screenTest } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { settledModal } from '../../pages/settled-modal';
import { apiCall, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Employee {
  id: string;
  name: string;
  workNo: string;
}
interface Page_<T> {
  records: T[];
  total: number;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const listed = async (request: APIRequestContext, user: SignedInUser, path: string, workNo: string) =>
  (await apiCall<Page_<Employee>>(request, user.token, 'GET', `${path}?workNo=${encodeURIComponent(workNo)}`)).result.total;

test.describe('花名册回收站', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('A-ROUTE-24 lists deleted employees; 取回 one row and the selection onto the roster, 彻底删除 one for good', async ({ page, request, admin: keptAdmin }) => {
    const admin = keptAdmin;
    const four = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', '/hrm/employee/list?pageSize=4')).result.records;
    for (const employee of four) expect((await apiCall(request, admin.token, 'DELETE', `/hrm/employee/delete?id=${employee.id}`)).success).toBe(true);
    const [first, second, third, fourth] = four as [Employee, Employee, Employee, Employee];
    const inBin = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', '/mis/employee/rosterRecycleList')).result.total;

    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('人力资源', '花名册回收站');
    await expect(page).toHaveURL(/\/mis\/employee\/rosterRecycleList/);
    const list = new ListScreen(page, page.getByTestId('roster-recycle-list-page'));
    await list.expectTotal(inBin);
    // Latest deleted first: the four just deleted lead the list, each with who deleted it.
    for (const employee of four) await expect(list.row(employee.workNo)).toContainText('admin');
    await keepScreenshot(page, 'roster-recycle-1440');

    // 取回 one row: back on the roster, gone from the bin.
    await list.root.getByPlaceholder('请输入工号').fill(first.workNo);
    await list.search();
    await expect(list.rows()).toHaveCount(1);
    await list.row(first.workNo).getByText('取回').click();
    await page.locator('.ant-popover').getByRole('button', { name: /确\s*定/ }).click();
    await expect(list.rows()).toHaveCount(0);
    expect(await listed(request, admin, '/hrm/employee/list', first.workNo)).toBe(1);

    // 取回 the selection (one of the other two).
    await list.reset();
    await list.row(second.workNo).locator('.ant-checkbox-input').check();
    await list.root.getByRole('button', { name: /批量操作/ }).hover();
    await page.getByRole('menuitem', { name: '取回' }).click();
    const confirm = await settledModal(page.getByRole('dialog').filter({ hasText: '确定取回吗?' }));
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(list.row(second.workNo)).toHaveCount(0);
    expect(await listed(request, admin, '/hrm/employee/list', second.workNo)).toBe(1);

    // 彻底删除: neither on the roster nor in the bin any more.
    await list.row(third.workNo).getByText('彻底删除').click();
    await page.locator('.ant-popover').filter({ hasText: '确定彻底删除吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(list.row(third.workNo)).toHaveCount(0);
    expect(await listed(request, admin, '/mis/employee/rosterRecycleList', third.workNo)).toBe(0);
    expect(await listed(request, admin, '/hrm/employee/list', third.workNo)).toBe(0);
    await list.expectTotal(inBin - 3);
    await expect(list.row(fourth.workNo)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(list.rows().first()).toBeVisible();
    await keepScreenshot(page, 'roster-recycle-375');
  });
});

// 花名册备份 (人力资源 → 花名册备份): 立即备份 snapshots the roster, 导出 downloads a backup's roster, 恢复 (confirmed,
// naming the backup) puts a deleted employee back, 删除 removes the backup; each checked through the API.
import { expect as baseExpect, test, screenTest } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { settledModal } from '../../pages/settled-modal';
import { apiCall } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Employee {
  id: string;
  workNo: string;
}
interface Page_<T> {
  records: T[];
  total: number;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const NAME = '验收测试专用备份';

test.describe('花名册备份', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('A-ROUTE-23 backs the roster up, exports the backup, restores a deleted employee from it and deletes it', async ({ page, request, admin: keptAdmin }) => {
    const admin = keptAdmin;
    const roster = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', '/hrm/employee/list?pageSize=1')).result;
    const backups = (await apiCall<Page_<unknown>>(request, admin.token, 'GET', '/mis/employee/backup/list')).result.total;

    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('人力资源', '花名册备份');
    await expect(page).toHaveURL(/\/mis\/employee\/backup$/);
    const list = new ListScreen(page, page.getByTestId('roster-backup-list-page'));
    if (backups > 0) await list.expectTotal(backups);

    // 立即备份: the name and a remark; the answer counts the roster.
    await list.root.getByRole('button', { name: /立即备份/ }).click();
    const dialog = await settledModal(page.getByRole('dialog').filter({ hasText: '备份名称' }));
    await expect(dialog.locator('.ant-modal-title')).toHaveText('立即备份');
    await dialog.getByRole('textbox', { name: '备份名称' }).fill(NAME);
    await dialog.getByRole('textbox', { name: '备注' }).fill('年度调薪前留档');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(`备份成功！共备份${roster.total}名员工`)).toBeVisible();
    await list.expectTotal(backups + 1);
    const row = list.row(NAME);
    await expect(row).toContainText('手动备份');
    await expect(row).toContainText(String(roster.total));
    await keepScreenshot(page, 'roster-backup-1440');

    // 导出: the backup's roster, one row per employee.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByText('导出').click()]);
    expect(download.suggestedFilename()).toBe(`${NAME}.xlsx`);
    const sheet = await readExport(download, '工号');
    expect(sheet.rows).toHaveLength(roster.total);

    // An employee deleted after the backup comes back with 恢复.
    const [gone] = roster.records as [Employee];
    expect((await apiCall(request, admin.token, 'DELETE', `/hrm/employee/delete?id=${gone.id}`)).success).toBe(true);
    await row.getByText('恢复').click();
    const ask = page.locator('.ant-popover').filter({ hasText: `确定用备份「${NAME}」恢复花名册吗？` });
    await expect(ask).toContainText(`${roster.total} 名员工`);
    await ask.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(`恢复成功！共恢复${roster.total}名员工`)).toBeVisible();
    const back = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', `/hrm/employee/list?workNo=${gone.workNo}`)).result;
    expect(back.total).toBe(1);

    // 删除 the backup.
    await row.getByText('删除').click();
    await page.locator('.ant-popover').filter({ hasText: '确定删除吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(list.row(NAME)).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'roster-backup-375');
  });
});

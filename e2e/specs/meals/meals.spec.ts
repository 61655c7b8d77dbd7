// 餐饮管理 (A-GEN-11): the weekly menu → an order (refused after the cut-off, naming it; taken before it) → the day's
// counts per canteen and department, each screen reached from the menu; the counts' export read back with exceljs;
// the order list on a phone.
import { expect as baseExpect, type Locator, type Page, screenTest as test, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { settledOption } from '../../pages/select-dropdown';
import { apiCall } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Page_<T> {
  records: T[];
  total: number;
}
interface Employee {
  id: string;
  name: string;
  workNo: string;
  departId_dictText?: string;
  projectId?: string | null;
}
interface Count {
  departId_dictText?: string;
  canteen: string;
  lunch: number;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, form: Locator, label: string, typed: string, option: string | RegExp) {
  const select = form.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(typed);
  await (await settledOption(page, option)).click();
}

async function typeDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(date);
}

test.describe('餐饮管理', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-GEN-11 menu → order (after the cut-off refused with its time, before it taken) → the day\'s count; export; phone', async ({ page, request, admin }) => {
    // A head-office employee past the seeded diners: no order of their own yet.
    const staff = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', '/hrm/employee/list?status=2&pageSize=50&pageNo=8')).result.records;
    const employee = staff.find((e) => !e.projectId) as Employee;
    const tomorrow = chinaDay(1);
    const yesterday = chinaDay(-1);

    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('餐饮管理', '每周菜谱');
    const menus = new ListScreen(page, page.getByTestId('meal-menu-list-page'));
    await expect(menus.rows().first()).toContainText('早餐');
    await keepScreenshot(page, 'meals-menus-1440');

    // The group is open now: its other entries are one click away.
    await shell.openMenu('订餐');
    const orders = new ListScreen(page, page.getByTestId('meal-order-list-page'));
    await expect(orders.rows().first()).toBeVisible();
    await orders.root.getByRole('button', { name: /订\s*餐/ }).click();
    const form = page.getByRole('dialog', { name: /订餐/ });
    await pick(page, form, '员工', employee.name, employee.workNo);
    // Yesterday's lunch: past its cut-off (09:30 that day), refused by the server with the time.
    await pick(page, form, '菜谱', yesterday, new RegExp(`^${yesterday} .*总部食堂 午餐`));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(`已过订餐截止时间（${yesterday} 09:30），不能再订${yesterday}午餐`)).toBeVisible();
    await pick(page, form, '菜谱', tomorrow, new RegExp(`^${tomorrow} .*总部食堂 午餐`));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('订餐成功！')).toBeVisible();
    // Orders are made days ahead: the new one is found by the employee's number.
    await orders.root.getByRole('textbox', { name: '工号' }).fill(employee.workNo);
    await orders.search();
    await expect(orders.row(tomorrow).first()).toContainText('已订');

    // 订餐统计 of tomorrow: the employee's department at 总部食堂 counts the lunch.
    await shell.openMenu('订餐统计');
    const counts = new ListScreen(page, page.getByTestId('meal-count-list-page'));
    await typeDate(page, counts.root.getByRole('textbox', { name: '用餐日期' }), tomorrow);
    await counts.search();
    const expected = (await apiCall<Page_<Count>>(request, admin.token, 'GET', `/mis/mealCount/list?mealDate=${tomorrow}&pageSize=100`)).result;
    expect(expected.total).toBeGreaterThan(0);
    await counts.expectTotal(expected.total);
    const mine = expected.records.find((c) => c.canteen === '1' && c.departId_dictText === employee.departId_dictText);
    expect(mine?.lunch).toBeGreaterThan(0);
    await expect(counts.row(employee.departId_dictText ?? '').first()).toContainText('总部食堂');
    await keepScreenshot(page, 'meals-counts-1440');

    const [download] = await Promise.all([page.waitForEvent('download'), counts.root.getByRole('button', { name: /导\s*出/ }).click()]);
    const sheet = await readExport(download, '用餐日期');
    expect(sheet.header).toEqual(['用餐日期', '食堂', '部门', '早餐', '午餐', '晚餐', '合计']);
    expect(sheet.rows).toHaveLength(expected.total);
    expect(sheet.rows.every((row) => row[0] === tomorrow)).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, '/meal/order');
    await expect(orders.rows().first()).toBeVisible();
    await keepScreenshot(page, 'meals-orders-375', { fullPage: true });
  });
});

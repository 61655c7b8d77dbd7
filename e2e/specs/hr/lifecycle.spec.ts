// One new hire's whole journey through the HR lifecycle screens, each opened from the menu under 人力资源:
// 入职管理 (the form's messages on an empty and a wrong submit, then 新增 and 办理入职) → 入职详情 → 员工详情's 异动记录 →
// 试用期 (申请转正) → 转正管理 (通过) → 员工合同 (续签, refused first for a start inside the old term) → 离职管理
// (离职申请, 通过) → 花名册回收站 (取回). After each step the roster, the change records and the workbench's 员工总数 are
// read back through the API.
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page, screenTest } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chinaDay, idCardOf, openHr } from '../../pages/hr-people';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { chooseOption, settledOption } from '../../pages/select-dropdown';
import { settledModal } from '../../pages/settled-modal';
import { apiCall, signIn, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Employee {
  id: string;
  workNo: string;
  status: string;
  regularDate: string | null;
  leaveDate: string | null;
  contractEndDate: string | null;
  delFlag: number;
}
interface Contract {
  id: string;
  contractNo: string;
  endDate: string;
  status: string;
  signType: string;
}
interface Change {
  changeType_dictText: string;
}
interface Page_<T> {
  records: T[];
  total: number;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const NAME = '旅程测试员';
const MOBILE = '13912345678';

/** A valid ID number, born 1998-07-25, a man (odd 17th digit). */
const idCard = () => idCardOf('51010719980725301');

const today = () => chinaDay();
/** The day after a yyyy-MM-dd day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const headcount = async (request: APIRequestContext, user: SignedInUser) =>
  (await apiCall<{ group2: { value_9: number } }>(request, user.token, 'GET', '/mis/dashboard/globalSummary')).result.group2.value_9;

async function employeeOf(request: APIRequestContext, user: SignedInUser, id: string): Promise<Employee> {
  return (await apiCall<Employee>(request, user.token, 'GET', `/hrm/employee/queryById?id=${id}`)).result;
}

async function changesOf(request: APIRequestContext, user: SignedInUser, id: string): Promise<string[]> {
  const page = (await apiCall<Page_<Change>>(request, user.token, 'GET', `/hrm/employee/listChangeByMainId?employeeId=${id}&pageSize=50`)).result;
  return page.records.map((change) => change.changeType_dictText).sort();
}

const formItem = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) });
const errorsOf = (dialog: Locator) => dialog.locator('.ant-form-item-explain-error');

async function typeDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(date);
}

/** Chooses a value in a list's search form, unfolding the form first when the field is behind 展开. */
async function searchBy(list: ListScreen, label: string, text: string) {
  await expect(list.root.getByRole('button', { name: '查 询', exact: true })).toBeVisible();
  const unfold = list.root.getByText('展开', { exact: true });
  if (await unfold.isVisible()) await unfold.click();
  await chooseOption(list.page, list.root.getByRole('combobox', { name: label }), text);
  await list.search();
}

/** Searches a kit list by 姓名 and waits for the one row of the new hire. */
async function findByName(list: ListScreen, rows = 1) {
  await list.root.getByRole('textbox', { name: '姓名' }).fill(NAME);
  await list.search();
  await list.expectTotal(rows);
}

test.describe('人事生命周期', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('A-GEN-03 A-ROUTE-19 A-ROUTE-20 A-ROUTE-21 A-ROUTE-22 A-ROUTE-25 one new hire: enrolment, regularisation, renewal, resignation, recycle bin', async ({ page, request, admin: keptAdmin }) => {
    const admin = keptAdmin;
    const staffBefore = await headcount(request, admin);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();

    // ---------------------------------------------------------------- 入职管理: the required fields, then 新增
    await openHr(shell, '入职管理');
    await expect(page).toHaveURL(/\/hrm\/relation\/enrollment\/list$/);
    const enrolments = new ListScreen(page, page.getByTestId('enrollment-list-page'));
    await enrolments.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = await settledModal(page.getByRole('dialog').filter({ hasText: '预计入职日期' }));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(errorsOf(form)).toHaveText(['请输入姓名!', '请选择性别!', '请输入身份证号!', '请输入手机号', '请选择入职部门!', '请选择预计入职日期!'], { useInnerText: true });

    // Each wrong value's message is tested on the form's fields (features/hr/model/lifecycle-resources.test.ts).

    // The right values; a one-month probation, so the new hire shows on 试用期 (ending within 30 days).
    await form.getByRole('textbox', { name: '姓名' }).fill(NAME);
    await form.getByRole('radio', { name: '男' }).check();
    await form.getByRole('textbox', { name: '身份证号' }).fill(idCard());
    await form.getByRole('textbox', { name: '手机号', exact: true }).fill(MOBILE);
    await form.getByRole('textbox', { name: '邮箱' }).fill('lvcheng@example.com');
    await form.getByRole('textbox', { name: '银行卡号' }).fill('6222021234567890123');
    await form.getByRole('textbox', { name: '开户银行' }).fill('工商银行北京分行');
    await form.getByRole('textbox', { name: '紧急联系人', exact: true }).fill('旅程家属');
    await form.getByRole('textbox', { name: '紧急联系人电话' }).fill('13800138000');
    await form.getByRole('textbox', { name: '试用期(月)' }).fill('1');
    await form.getByRole('textbox', { name: '约定月薪(元)' }).fill('6500');
    await formItem(form, '入职部门').getByRole('button', { name: /选\s*择/ }).click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByTestId('depart-tree').getByText('市场部', { exact: true }).click();
    await departs.getByRole('button', { name: /确\s*认/ }).click();
    await expect(departs).toBeHidden();
    await typeDate(page, form.getByRole('textbox', { name: '预计入职日期' }), today());
    await form.getByRole('checkbox', { name: '身份证复印件' }).check();
    await expect(errorsOf(form)).toHaveCount(0);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    await findByName(enrolments);
    const pending = enrolments.row(NAME);
    await expect(pending).toContainText('待入职');
    await expect(pending.getByText('编辑', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'enrollment-list-1440');

    // 办理入职: the date starts as the planned one; the person is on the roster, on probation, with a contract.
    await pending.getByText('办理入职', { exact: true }).click();
    const approve = await settledModal(page.getByRole('dialog').filter({ hasText: `办理入职：${NAME}` }));
    await expect(approve.getByRole('textbox', { name: '实际入职日期' })).toHaveValue(today());
    await approve.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('办理入职成功！')).toBeVisible();
    await expect(pending).toContainText('已入职');
    await expect(pending.getByText('编辑', { exact: true })).toHaveCount(0);
    const [hired] = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', `/hrm/employee/list?name=${encodeURIComponent(NAME)}`)).result.records;
    if (!hired) throw new Error('the new hire is not on the roster');
    expect(hired).toMatchObject({ status: '1' });
    expect(await changesOf(request, admin, hired.id)).toEqual(['入职']);
    expect(await headcount(request, admin)).toBe(staffBefore + 1);

    // 入职详情 shows the sections and leads to 员工详情, whose 异动记录 has the 入职.
    await pending.getByText('查看', { exact: true }).click();
    await expect(page).toHaveURL(/\/hrm\/enrollment\/detail\?id=/);
    const detail = page.getByTestId('enrollment-detail-page');
    await expect(detail.getByText('工资卡')).toBeVisible();
    await expect(detail).toContainText('6222021234567890123');
    await expect(detail).toContainText('入职材料（已交 1/6）');
    await expect(detail).toContainText(hired.workNo);
    await keepScreenshot(page, 'enrollment-detail-1440');
    await detail.getByRole('link', { name: '查看员工详情' }).click();
    await expect(page).toHaveURL(/\/hrm\/employee\/detail\?id=/);
    await expect(page.locator('.ant-card').filter({ hasText: '异动记录' }).locator('tbody')).toContainText('入职');

    // ---------------------------------------------------------------- 试用期 → 申请转正, 转正管理 → 通过
    await openHr(shell, '试用期');
    const probations = new ListScreen(page, page.getByTestId('probation-list-page'));
    await findByName(probations);
    await expect(probations.row(NAME)).toContainText('未申请');
    await probations.row(NAME).getByText('申请转正', { exact: true }).click();
    const apply = await settledModal(page.getByRole('dialog').filter({ hasText: '试用期工作总结' }));
    await expect(apply.getByRole('textbox', { name: '转正日期' })).not.toHaveValue('');
    await apply.getByRole('textbox', { name: '考核得分' }).fill('92');
    await apply.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    await expect(probations.row(NAME)).toContainText('已申请');
    await expect(probations.row(NAME).getByText('申请转正', { exact: true })).toHaveCount(0);

    await openHr(shell, '转正管理');
    const regulars = new ListScreen(page, page.getByTestId('regular-list-page'));
    await findByName(regulars);
    await regulars.row(NAME).getByText('通过', { exact: true }).click();
    const pass = await settledModal(page.getByRole('dialog').filter({ hasText: `通过：${NAME}` }));
    await pass.getByRole('textbox', { name: '审批意见' }).fill('考核优秀，同意转正');
    await pass.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('转正审批通过')).toBeVisible();
    await expect(regulars.row(NAME)).toContainText('已转正');
    expect(await employeeOf(request, admin, hired.id)).toMatchObject({ status: '2' });
    expect(await changesOf(request, admin, hired.id)).toEqual(['入职', '转正']);
    expect(await headcount(request, admin)).toBe(staffBefore + 1);

    // ---------------------------------------------------------------- 员工合同 → 续签
    await openHr(shell, '员工合同');
    await expect(page).toHaveURL(/\/mis\/employee\/getEmpContract$/);
    const contracts = new ListScreen(page, page.getByTestId('contract-list-page'));
    await findByName(contracts);
    const [first] = (await apiCall<Page_<Contract>>(request, admin.token, 'GET', `/mis/employee/getEmpContract?employeeId=${hired.id}`)).result.records;
    if (!first) throw new Error('the new hire has no contract');
    await contracts.row(NAME).getByText('续签', { exact: true }).click();
    const renew = await settledModal(page.getByRole('dialog').filter({ hasText: `续签合同：${NAME}` }));
    const start = renew.getByRole('textbox', { name: '新合同开始日期' });
    // The new term starts the day after the old one ends (a start inside the old term is refused: the renewal form's
    // rule, features/hr/model/lifecycle-resources.test.ts).
    await expect(start).toHaveValue(dayAfter(first.endDate));
    await renew.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('续签成功！')).toBeVisible();
    await contracts.expectTotal(2);
    await expect(contracts.rows().filter({ hasText: '已续签' })).toHaveCount(1);
    await expect(contracts.rows().filter({ hasText: '生效中' })).toContainText('续签');
    await keepScreenshot(page, 'contract-list-1440');

    // ---------------------------------------------------------------- 离职管理 → 离职申请, 通过
    await openHr(shell, '离职管理');
    const dimissions = new ListScreen(page, page.getByTestId('dimission-list-page'));
    await dimissions.root.getByRole('button', { name: /离职申请/ }).click();
    const leave = await settledModal(page.getByRole('dialog').filter({ hasText: '离职原因' }));
    const who = leave.getByRole('combobox', { name: '员工' });
    await who.click();
    await who.fill(NAME);
    await (await settledOption(page, hired.workNo)).click();
    await chooseOption(page, leave.getByRole('combobox', { name: '离职类型' }), '主动离职');
    await typeDate(page, leave.getByRole('textbox', { name: '最后工作日' }), today());
    await leave.getByRole('textbox', { name: '离职原因' }).fill('回老家发展');
    await leave.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    await findByName(dimissions);
    await dimissions.row(NAME).getByText('通过', { exact: true }).click();
    const approveLeave = await settledModal(page.getByRole('dialog').filter({ hasText: `通过：${NAME}` }));
    await approveLeave.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('离职审批通过')).toBeVisible();
    await expect(dimissions.row(NAME)).toContainText('已离职');
    expect(await employeeOf(request, admin, hired.id)).toMatchObject({ status: '3', leaveDate: today() });
    expect(await changesOf(request, admin, hired.id)).toEqual(['入职', '离职', '转正']);
    const ended = (await apiCall<Page_<Contract>>(request, admin.token, 'GET', `/mis/employee/getEmpContract?employeeId=${hired.id}&status=3`)).result;
    expect(ended.total).toBe(1);
    // Gone from the workbench's 员工总数 as from the roster's active staff.
    expect(await headcount(request, admin)).toBe(staffBefore);
    await shell.gotoWorkbench();
    await expect(page.getByTestId('summary-staff').getByTestId('summary-value')).toHaveText(staffBefore.toLocaleString('en-US'));

    // ---------------------------------------------------------------- 花名册 → 删除, 花名册回收站 → 取回
    expect((await apiCall(request, admin.token, 'DELETE', `/hrm/employee/delete?id=${hired.id}`)).success).toBe(true);
    await openHr(shell, '花名册回收站');
    const recycle = new ListScreen(page, page.getByTestId('roster-recycle-list-page'));
    await findByName(recycle);
    await recycle.row(NAME).getByText('取回', { exact: true }).click();
    await page.locator('.ant-popover').filter({ hasText: '确定取回吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(recycle.row(NAME)).toHaveCount(0);
    expect(await employeeOf(request, admin, hired.id)).toMatchObject({ delFlag: 0, status: '3' });
  });

  screenTest('A-GEN-03 the lifecycle lists search and export: header and row count of each workbook', async ({ page, request, admin: keptAdmin }) => {
    const admin = keptAdmin;
    const cases = [
      { menu: '入职管理', testId: 'enrollment-list-page', list: '/hrm/relation/enrollment/list', header: '姓名', file: '入职管理' },
      { menu: '转正管理', testId: 'regular-list-page', list: '/hrm/relation/regular/list', header: '工号', file: '转正管理' },
      { menu: '离职管理', testId: 'dimission-list-page', list: '/hrm/relation/dimission/list', header: '工号', file: '离职管理' },
      { menu: '员工合同', testId: 'contract-list-page', list: '/mis/employee/getEmpContract', header: '合同编号', file: '员工合同' },
    ];
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    for (const { menu, testId, list: path, header, file } of cases) {
      await openHr(shell, menu);
      const list = new ListScreen(page, page.getByTestId(testId));
      // A search by 状态 (each list's dictionary), checked against the API's count of the same filter.
      const status = path.includes('Contract') ? { value: '1', text: '生效中', label: '合同状态' } : path.includes('enrollment') ? { value: '0', text: '待入职', label: '入职状态' } : { value: '0', text: '待审批', label: '审批状态' };
      const expected = (await apiCall<Page_<unknown>>(request, admin.token, 'GET', `${path}?status=${status.value}&pageSize=1`)).result.total;
      await searchBy(list, status.label, status.text);
      await list.expectTotal(expected);
      const [download] = await Promise.all([page.waitForEvent('download'), list.root.getByRole('button', { name: /导\s*出/ }).click()]);
      expect(download.suggestedFilename()).toContain(file);
      const sheet = await readExport(download, header);
      expect(sheet.header[0]).toBe(header);
      expect(sheet.rows).toHaveLength(expected);
    }
  });

  test('A-GEN-03 the restricted user jeecg (role hr) applies and decides enrolments but neither deletes nor approves resignations nor terminates contracts', async ({ page, request }) => {
    await signIn(page, request, 'jeecg');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await openHr(shell, '入职管理');
    const enrolments = new ListScreen(page, page.getByTestId('enrollment-list-page'));
    await expect(enrolments.rows().first()).toBeVisible();
    await expect(enrolments.root.getByRole('button', { name: /新\s*增/ })).toBeVisible();
    await expect(enrolments.root.getByText('办理入职', { exact: true }).first()).toBeVisible();
    await expect(enrolments.root.getByText('删除', { exact: true })).toHaveCount(0);

    await openHr(shell, '离职管理');
    const dimissions = new ListScreen(page, page.getByTestId('dimission-list-page'));
    await searchBy(dimissions, '审批状态', '待审批');
    await expect(dimissions.rows().first()).toContainText('待审批');
    await expect(dimissions.root.getByRole('button', { name: /离职申请/ })).toBeVisible();
    await expect(dimissions.root.getByText('通过', { exact: true })).toHaveCount(0);
    await expect(dimissions.root.getByText('删除', { exact: true })).toHaveCount(0);

    await openHr(shell, '员工合同');
    const contracts = new ListScreen(page, page.getByTestId('contract-list-page'));
    await searchBy(contracts, '合同状态', '生效中');
    await expect(contracts.rows().first()).toContainText('生效中');
    await expect(contracts.root.getByText('续签', { exact: true }).first()).toBeVisible();
    await expect(contracts.root.getByText('终止', { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'contract-list-375');
  });
});

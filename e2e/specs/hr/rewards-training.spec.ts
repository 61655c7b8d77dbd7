// 奖惩记录 and 培训记录, each opened from the menu under 人力资源: a record added through the form (the employee picked
// by name, an attachment uploaded), found by a search, exported (the workbook's header and rows checked) and seen in
// the employee's 员工详情; the phone layout once. The employee is set up through the API.
import { expect as baseExpect, screenTest as test, type APIRequestContext, type Locator, type Page, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chinaDay, idCardOf, openHr } from '../../pages/hr-people';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { chooseOption, settledOption } from '../../pages/select-dropdown';
import { settledModal } from '../../pages/settled-modal';
import { apiCall, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Employee {
  id: string;
  name: string;
  workNo: string;
  departId: string;
}
interface Page_<T> {
  records: T[];
  total: number;
}
interface EmployeeRecord {
  id: string;
  attachment: string | null;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const NAME = '奖惩培训测试员';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const today = () => chinaDay();
const daysAgo = (days: number) => chinaDay(-days);

/** A valid ID number, born 1996-03-12, a woman (even 17th digit). */
const idCard = () => idCardOf('44030519960312402');

/** A new employee on the roster, who joined a month ago. */
async function addEmployee(request: APIRequestContext, user: SignedInUser): Promise<Employee> {
  const [seeded] = (await apiCall<Page_<Employee>>(request, user.token, 'GET', '/hrm/employee/list?pageSize=1')).result.records;
  const added = await apiCall(request, user.token, 'POST', '/hrm/employee/add', {
    name: NAME, sex: '2', idCard: idCard(), mobile: '13907185678', departId: seeded?.departId, type: '1', entryDate: daysAgo(30), probationMonths: 3,
  });
  expect(added.message).toBe('添加成功！');
  const [employee] = (await apiCall<Page_<Employee>>(request, user.token, 'GET', `/hrm/employee/list?name=${encodeURIComponent(NAME)}`)).result.records;
  if (!employee) throw new Error('the added employee is not on the roster');
  return employee;
}

async function typeDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(date);
}

/** Picks the employee in a form's 员工 lookup by typing the name. */
async function pickEmployee(page: Page, form: Locator, employee: Employee) {
  const who = form.getByRole('combobox', { name: '员工' });
  await who.click();
  await who.fill(NAME);
  await (await settledOption(page, employee.workNo)).click();
}

/** Uploads a file into the form's attachment field and waits for the server's answer. */
async function uploadAttachment(page: Page, form: Locator, name: string) {
  const upload = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
  await form.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  expect((await upload).ok()).toBe(true);
  await expect(form.getByText(name.replace(/\.pdf$/, ''), { exact: false }).first()).toBeVisible();
}

/** Searches the list by 姓名 and waits for the one new row. */
async function findByName(list: ListScreen) {
  await list.root.getByRole('textbox', { name: '姓名' }).fill(NAME);
  await list.search();
  await list.expectTotal(1);
}

/** Exports the list and checks the workbook: its header and as many rows as the API lists for the same filter. */
async function checkExport(page: Page, list: ListScreen, header: string[], file: string, total: number) {
  const [download] = await Promise.all([page.waitForEvent('download'), list.root.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toContain(file);
  const sheet = await readExport(download, '工号');
  expect(sheet.header).toEqual(header);
  expect(sheet.rows).toHaveLength(total);
  expect(sheet.rows[0]?.[1]).toBe(NAME);
}

test.describe('奖惩记录 / 培训记录', () => {
  let admin: SignedInUser;
  let employee: Employee;

  test.beforeEach(async ({ request, admin: keptAdmin }) => {
    await resetMock(request);
    admin = keptAdmin;
    employee = await addEmployee(request, admin);
  });

  test('A-GEN-03 奖惩记录: added through the form with an attachment, searched, exported and shown on 员工详情', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await openHr(shell, '奖惩记录');
    await expect(page).toHaveURL(/\/hrm\/rewardPunish\/list$/);
    const list = new ListScreen(page, page.getByTestId('reward-punish-list-page'));
    await expect(list.rows().first()).toBeVisible();

    await list.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = await settledModal(page.getByRole('dialog').filter({ hasText: '奖惩事由' }));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['请选择员工!', '请选择奖惩类别!', '请选择奖惩日期!', '请输入奖惩事由!'], { useInnerText: true });
    await pickEmployee(page, form, employee);
    await chooseOption(page, form.getByRole('combobox', { name: '奖惩类别' }), '优秀员工');
    await typeDate(page, form.getByRole('textbox', { name: '奖惩日期' }), today());
    await form.getByRole('textbox', { name: '金额(元)' }).fill('800.5');
    await form.getByRole('textbox', { name: '奖惩事由' }).fill('季度项目优秀员工');
    await uploadAttachment(page, form, '表彰决定.pdf');
    await keepScreenshot(page, 'reward-punish-form-1440');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();

    await findByName(list);
    await expect(list.row(NAME)).toContainText('优秀员工');
    await expect(list.row(NAME)).toContainText('800.5');
    const [stored] = (await apiCall<Page_<EmployeeRecord>>(request, admin.token, 'GET', `/hrm/rewardPunish/list?employeeId=${employee.id}`)).result.records;
    expect(stored?.attachment).toMatch(/^rewardPunish\/表彰决定.*\.pdf$/);
    await keepScreenshot(page, 'reward-punish-list-1440');
    await checkExport(page, list, ['工号', '姓名', '部门', '项目', '奖惩类型', '奖惩类别', '奖惩日期', '金额(元)', '奖惩事由', '附件', '备注'], '奖惩记录', 1);

    await visit(page, `/hrm/employee/detail?id=${employee.id}`);
    const section = page.getByTestId('employee-reward-punish');
    await expect(section.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(section).toContainText('季度项目优秀员工');
    await expect(section.getByRole('link', { name: /表彰决定/ })).toBeVisible();
  });

  test('A-GEN-03 培训记录: added through the form (end before start refused), searched, exported, on 员工详情; 375 px', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await openHr(shell, '培训记录');
    await expect(page).toHaveURL(/\/hrm\/training\/list$/);
    const list = new ListScreen(page, page.getByTestId('training-list-page'));
    await expect(list.rows().first()).toBeVisible();

    await list.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = await settledModal(page.getByRole('dialog').filter({ hasText: '培训名称' }));
    await pickEmployee(page, form, employee);
    await form.getByRole('textbox', { name: '培训名称' }).fill('客户服务礼仪与沟通技巧');
    await chooseOption(page, form.getByRole('combobox', { name: '培训类型' }), '岗位技能');
    await typeDate(page, form.getByRole('textbox', { name: '开始日期' }), daysAgo(2));
    await typeDate(page, form.getByRole('textbox', { name: '结束日期' }), daysAgo(3));
    await form.getByRole('textbox', { name: '学时' }).fill('0');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['结束日期不能早于开始日期', '学时须大于0且不超过1000'], { useInnerText: true });
    await typeDate(page, form.getByRole('textbox', { name: '结束日期' }), daysAgo(1));
    await form.getByRole('textbox', { name: '学时' }).fill('12');
    await chooseOption(page, form.getByRole('combobox', { name: '考核结果' }), '优秀');
    await uploadAttachment(page, form, '结业证书.pdf');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();

    await findByName(list);
    await expect(list.row(NAME)).toContainText('客户服务礼仪与沟通技巧');
    await expect(list.row(NAME)).toContainText('优秀');
    const [stored] = (await apiCall<Page_<EmployeeRecord>>(request, admin.token, 'GET', `/hrm/training/list?employeeId=${employee.id}`)).result.records;
    expect(stored?.attachment).toMatch(/^training\/结业证书.*\.pdf$/);
    await keepScreenshot(page, 'training-list-1440');
    const header = ['工号', '姓名', '部门', '项目', '培训名称', '培训类型', '开始日期', '结束日期', '学时', '培训机构', '讲师', '考核结果', '培训费用(元)', '证书/附件', '备注'];
    await checkExport(page, list, header, '培训记录', 1);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(list.row(NAME)).toBeVisible();
    await keepScreenshot(page, 'training-list-375');
    await visit(page, `/hrm/employee/detail?id=${employee.id}`);
    const section = page.getByTestId('employee-training');
    await expect(section.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(section).toContainText('客户服务礼仪与沟通技巧');
    await section.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'employee-detail-records-375');
  });
});

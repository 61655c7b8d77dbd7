import { expect as baseExpect, screenTest as test, type APIRequestContext, type Locator, type Page, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { EditableGrid } from '../../pages/editable-grid';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { settledOption } from '../../pages/select-dropdown';
import { apiCall, type SignedInUser } from '../../pages/session';

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
interface Detail {
  educations: Array<{ major: string | null }>;
  works: Array<{ company: string; endDate: string }>;
  families: Array<{ name: string; mobile: string | null; isEmergency: string }>;
  certificates: Array<{ id: string; certName: string; scan: string | null }>;
}

// The shared 2-core machine runs six engineers' builds: a lazily loaded screen can take many seconds to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const NAME = '花名册测试员';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** An 18-digit ID number with its check digit (GB 11643), born 1995-07-18. */
function idCard(serial: string): string {
  const body = `42010619950718${serial}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

/** A new roster employee (the seeded roster's first department), with one education and one certificate row. */
async function addEmployee(request: APIRequestContext, user: SignedInUser): Promise<Employee> {
  const [seeded] = (await apiCall<Page_<Employee>>(request, user.token, 'GET', '/hrm/employee/list?pageSize=1')).result.records;
  const added = await apiCall(request, user.token, 'POST', '/hrm/employee/add', {
    name: NAME, sex: '2', idCard: idCard('462'), mobile: '13907181234', departId: seeded?.departId, type: '1', entryDate: '2024-11-01', probationMonths: 3,
  });
  expect(added.message).toBe('添加成功！');
  const [employee] = (await apiCall<Page_<Employee>>(request, user.token, 'GET', `/hrm/employee/list?name=${encodeURIComponent(NAME)}`)).result.records;
  if (!employee) throw new Error('the added employee is not on the roster');
  await apiCall(request, user.token, 'POST', '/hrm/employee/addEducation', { employeeId: employee.id, school: '华中师范大学', major: '汉语言文学', education: '4', startDate: '2013-09-01', endDate: '2017-07-01' });
  await apiCall(request, user.token, 'POST', '/hrm/employee/addCertificate', { employeeId: employee.id, certName: '普通话水平测试等级证书', issueDate: '2016-05-20' });
  return employee;
}

const detailOf = async (request: APIRequestContext, user: SignedInUser, id: string) =>
  (await apiCall<Detail>(request, user.token, 'GET', `/hrm/employee/detail?id=${id}`)).result;

/** A click on the page's title (outside every grid), which ends a cell's editing. */
const clickElsewhere = (screen: Locator) => screen.getByRole('heading', { name: '基本信息' }).click();

async function typeDate(page: Page, grid: EditableGrid, row: number, key: string, date: string, screen: Locator) {
  const input = await grid.edit(row, key);
  await input.fill(date);
  await page.keyboard.press('Enter');
  await clickElsewhere(screen);
  await expect.poll(() => grid.text(row, key)).toBe(date);
}

async function openTab(screen: Locator, title: string): Promise<EditableGrid> {
  await screen.getByRole('tab', { name: title }).click();
  await expect(screen.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
  return new EditableGrid(screen.getByRole('grid', { name: title }));
}

test.describe('员工花名册 / 员工详情', () => {
  let admin: SignedInUser;

  test.beforeEach(async ({ request, admin: keptAdmin }) => {
    await resetMock(request);
    admin = keptAdmin;
  });

  test('A-ROUTE-17 A-ROUTE-18 the roster searches by name and opens the employee detail; the phone layout too', async ({ page, request }) => {
    const employee = await addEmployee(request, admin);
    await visit(page, '/hrm/employee/rosterList');
    const list = new ListScreen(page, page.getByTestId('roster-list-page'));
    await expect(list.rows()).toHaveCount(10);
    await expect(list.root.getByRole('columnheader', { name: '员工状态' })).toBeVisible();
    await list.root.getByRole('textbox', { name: /姓名/ }).fill(NAME);
    await list.search();
    await expect(list.rows()).toHaveCount(1);
    await list.expectTotal(1);
    const row = list.row(NAME);
    await expect(row).toContainText(employee.workNo);
    await expect(row).toContainText('试用');
    await expect(row).toContainText('外包人员');
    await keepScreenshot(page, 'hr-roster-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(row.getByText('查看')).toBeVisible();
    await keepScreenshot(page, 'hr-roster-375');
    await row.getByText('查看').click();
    await expect(page).toHaveURL(new RegExp(`/hrm/employee/detail\\?id=${employee.id}$`));
    const screen = page.getByTestId('employee-detail-page');
    await expect(screen.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '姓名' })).toBeDisabled();
    // Read only, every field: 身份证号 too (its own permission rule must not turn it back on), in the text colour.
    await expect(screen.getByRole('textbox', { name: '身份证号' })).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: '姓名' })).toHaveCSS('color', 'rgba(0, 0, 0, 0.88)');
    await expect(screen.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
    const school = await new EditableGrid(screen.getByRole('grid', { name: '教育经历' })).cell(0, 'school');
    await expect(school).toContainText('华中师范大学');
    await expect(school.getByText('华中师范大学')).toHaveCSS('color', 'rgba(0, 0, 0, 0.88)');
    await keepScreenshot(page, 'hr-detail-375');
  });

  test('B-FORM-02 B-FORM-03 each archive section is edited in place; a save checks the form, then each section in turn, and shows the first failing one; a good save is stored and reloaded', async ({ page, request }) => {
    const employee = await addEmployee(request, admin);
    await visit(page, `/hrm/employee/detail?id=${employee.id}&edit=1`);
    const screen = page.getByTestId('employee-detail-page');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    await expect(save).toBeVisible();

    // 教育经历: edit a stored row.
    const education = await openTab(screen, '教育经历');
    await (await education.edit(0, 'major')).fill('新闻学');
    await clickElsewhere(screen);

    // 工作经历: a new row whose end is before its start.
    const work = await openTab(screen, '工作经历');
    await screen.getByRole('tabpanel').getByRole('button', { name: /新\s*增/ }).first().click();
    await (await work.edit(0, 'company')).fill('湖北楚天通信有限公司');
    await clickElsewhere(screen);
    await typeDate(page, work, 0, 'startDate', '2018-03-01', screen);
    await typeDate(page, work, 0, 'endDate', '2017-05-31', screen);

    // 家庭成员: an emergency contact without a phone.
    const family = await openTab(screen, '家庭成员');
    await screen.getByRole('tabpanel').getByRole('button', { name: /新\s*增/ }).first().click();
    await (await family.edit(0, 'name')).fill('刘红');
    await clickElsewhere(screen);
    await (await family.cell(0, 'relation')).click();
    await (await settledOption(page, '配偶')).click();
    await clickElsewhere(screen);
    await expect.poll(() => family.text(0, 'relation')).toBe('配偶');
    await (await family.cell(0, 'isEmergency')).getByRole('checkbox').click();
    await expect((await family.cell(0, 'isEmergency')).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');

    // 证书资质: the stored certificate is removed, a new one added with a scan uploaded to the certificates folder.
    const certificates = await openTab(screen, '证书资质');
    await certificates.row(0).getByRole('checkbox').first().click();
    await screen.getByRole('tabpanel').getByRole('button', { name: /删\s*除/ }).click();
    await screen.getByRole('tabpanel').getByRole('button', { name: /新\s*增/ }).first().click();
    await (await certificates.edit(0, 'certName')).fill('低压电工作业操作证');
    await clickElsewhere(screen);
    await typeDate(page, certificates, 0, 'issueDate', '2021-06-15', screen);
    const scan = await certificates.cell(0, 'scan');
    await scan.click();
    const upload = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await scan.locator('input[type=file]').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
    await upload;
    await expect(scan.getByRole('img', { name: '无图片' })).toBeVisible();
    await clickElsewhere(screen);
    await save.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'hr-detail-edit-1440');

    // The form is checked first: with 姓名 empty the save stops there, before any section (工作经历 fails too).
    await openTab(screen, '教育经历');
    const name = screen.getByRole('textbox', { name: '姓名' });
    await name.fill('');
    await save.click();
    await expect(page.getByText('请完善基本信息')).toBeVisible();
    await expect(screen.getByText('请输入姓名!')).toBeVisible();
    await expect(screen.getByRole('tab', { name: '教育经历' })).toHaveAttribute('aria-selected', 'true');
    await name.fill(NAME);

    // The form passes, 教育经历 passes, 工作经历 is the first failing section: its tab is shown with the message.
    await save.click();
    await expect(screen.getByRole('tab', { name: '工作经历' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('工作经历：第1行 结束日期不能早于开始日期')).toBeVisible();
    await typeDate(page, work, 0, 'endDate', '2020-05-31', screen);

    await save.click();
    await expect(screen.getByRole('tab', { name: '家庭成员' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('家庭成员：第1行 紧急联系人须填写联系电话')).toBeVisible();
    await (await family.edit(0, 'mobile')).fill('18971234567');
    await clickElsewhere(screen);

    await save.click();
    await expect(page.getByText('保存成功！')).toBeVisible();
    const stored = await detailOf(request, admin, employee.id);
    expect(stored.educations.map((row) => row.major)).toEqual(['新闻学']);
    expect(stored.works).toEqual([expect.objectContaining({ company: '湖北楚天通信有限公司', endDate: '2020-05-31' })]);
    expect(stored.families).toEqual([expect.objectContaining({ name: '刘红', mobile: '18971234567', isEmergency: '1' })]);
    expect(stored.certificates).toEqual([expect.objectContaining({ certName: '低压电工作业操作证', scan: expect.stringMatching(/^certificates\/scan_\d+\.png$/) })]);

    await page.reload();
    await expect(screen.getByRole('tab', { name: '教育经历' })).toBeVisible();
    await expect(await new EditableGrid(screen.getByRole('grid', { name: '教育经历' })).cell(0, 'major')).toContainText('新闻学');
    const reloaded = await openTab(screen, '证书资质');
    await expect(await reloaded.cell(0, 'certName')).toContainText('低压电工作业操作证');
    await expect(reloaded.row(1)).toHaveCount(0);
    await keepScreenshot(page, 'hr-detail-saved-1440');
  });
});

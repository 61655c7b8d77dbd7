// 商业保险 (A-GEN-13): insure a roster employee (加保) → the month's premium bill counts them → a claim reported with an
// attachment, then 提交审核 and 赔付; each screen reached from the menu; the bill's export read back with exceljs.
import { expect as baseExpect, type Locator, type Page, screenTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { settledModal } from '../../pages/settled-modal';
import { settledOption, chooseOption } from '../../pages/select-dropdown';
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
}
interface Policy {
  id: string;
  policyNo: string;
  planName: string;
  premium: number;
  status: string;
}
interface Bill {
  policyNo: string;
  heads: number;
  amount: number;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const item = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) });

async function pick(page: Page, form: Locator, label: string, typed: string, option: string | RegExp) {
  const select = form.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(typed);
  await (await settledOption(page, option)).click();
}

test.describe('商业保险', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-GEN-13 insure a roster employee → the month\'s bill counts them → a claim with an attachment reviewed and paid; export', async ({ page, request, admin }) => {
    const month = chinaDay().slice(0, 7);
    const policy = (await apiCall<Page_<Policy>>(request, admin.token, 'GET', '/mis/insPolicy/list?status=1&planType=3')).result.records[0] as Policy;
    const insured = new Set((await apiCall<Page_<{ employeeId: string }>>(request, admin.token, 'GET', `/mis/insMember/list?policyId=${policy.id}&pageSize=1000`)).result.records.map((m) => m.employeeId));
    const staff = (await apiCall<Page_<Employee>>(request, admin.token, 'GET', '/hrm/employee/list?status=2&pageSize=50&pageNo=3')).result.records;
    const employee = staff.find((e) => !insured.has(e.id)) as Employee;
    const before = (await apiCall<Page_<Bill>>(request, admin.token, 'GET', `/mis/insBill/list?month=${month}&policyId=${policy.id}`)).result.records[0] as Bill;

    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('商业保险', '参保人员');
    const members = new ListScreen(page, page.getByTestId('ins-member-list-page'));
    await expect(members.rows().first()).toBeVisible();
    await members.root.getByRole('button', { name: /加\s*保/ }).click();
    const form = page.getByRole('dialog', { name: /加保/ });
    await pick(page, form, '保单', policy.policyNo, policy.policyNo);
    await pick(page, form, '员工', employee.name, employee.workNo);
    await expect(form.getByRole('textbox', { name: '参保月份' })).toHaveValue(month);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('加保成功！')).toBeVisible();
    await expect(members.row(employee.workNo).first()).toContainText('在保');
    await keepScreenshot(page, 'insurance-members-1440');

    // 保费账单 of this month: one head more, the premium once more (whole months, not prorated).
    // The group is open now: its other entries are one click away.
    await shell.openMenu('保费账单');
    const bills = new ListScreen(page, page.getByTestId('ins-bill-list-page'));
    const row = bills.row(policy.policyNo);
    await expect(row).toContainText(String(before.heads + 1));
    await expect(row).toContainText((before.amount + policy.premium).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    await keepScreenshot(page, 'insurance-bills-1440');
    const [download] = await Promise.all([page.waitForEvent('download'), bills.root.getByRole('button', { name: /导\s*出/ }).click()]);
    const sheet = await readExport(download, '账单月份');
    expect(sheet.header).toEqual(['账单月份', '保单号', '保险公司', '保险方案', '人均月保费(元)', '在保人数', '本月加保', '本月减员', '保费金额(元)']);
    expect(sheet.rows.find((r) => r[1] === policy.policyNo)?.[5]).toBe(String(before.heads + 1));

    // 理赔管理: 报案 with a diagnosis attached, 提交审核, 赔付.
    await shell.openMenu('理赔管理');
    const claims = new ListScreen(page, page.getByTestId('ins-claim-list-page'));
    await expect(claims.rows().first()).toBeVisible();
    await claims.root.getByRole('button', { name: /报\s*案/ }).click();
    const claimForm = page.getByRole('dialog', { name: /报案/ });
    await pick(page, claimForm, '保单', policy.policyNo, policy.policyNo);
    await pick(page, claimForm, '出险人', employee.name, employee.workNo);
    const date = claimForm.getByRole('textbox', { name: '出险日期' });
    await date.click();
    await date.fill(chinaDay());
    await page.keyboard.press('Enter');
    await chooseOption(page, claimForm.getByRole('combobox', { name: '出险类型' }), '门诊医疗');
    await item(claimForm, '报案金额(元)').locator('input').fill('1200');
    const upload = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await claimForm.locator('input[type=file]').setInputFiles({ name: '门诊病历.pdf', mimeType: 'application/pdf', buffer: PDF });
    expect((await upload).ok()).toBe(true);
    await claimForm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('报案成功！')).toBeVisible();
    const claim = claims.row(employee.name).first();
    await expect(claim).toContainText('已报案');
    await claim.getByText('提交审核').click();
    await page.locator('.ant-popover').filter({ hasText: '提交审核吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(claim).toContainText('审核中');
    await claim.getByText('赔付').click();
    const pay = await settledModal(page.getByRole('dialog', { name: /赔付/ }));
    await pay.getByRole('spinbutton').fill('1000');
    await pay.getByRole('button', { name: /确\s*定/ }).click();
    await expect(claim).toContainText('已赔付');
    await expect(claim).toContainText('1,000.00');
    await keepScreenshot(page, 'insurance-claims-1440');
  });
});

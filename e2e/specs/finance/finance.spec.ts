// 财务管理 and 预算管理 as finance staff use them, each screen opened from the menu: a month's settlement drawn up and
// confirmed (no more 编辑), invoiced from its row, paid in part from 发票 — the workbench's 累计应收账款 read before and
// after; a budget entered in 预算编制 and seen in 预算执行 and on the workbench's 各业务部门预算完成比; the phone layout
// once. Data the journey does not enter is read through the API.
import { expect as baseExpect, screenTest as test, visit, type APIRequestContext, type Locator, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chinaDay } from '../../pages/hr-people';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { chooseOption } from '../../pages/select-dropdown';
import { settledModal } from '../../pages/settled-modal';
import { apiCall, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';
import { WorkbenchPage } from '../../pages/workbench-page';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

interface Page_<T> {
  records: T[];
}
type Summary = Record<`group${0 | 1 | 2 | 3 | 4 | 5}`, Record<string, number>>;
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const fmt = (value: number) => thousands.format(value);
const month = () => chinaDay().slice(0, 7);

/** A customer project with no settlement this month (its name and id). */
async function freeProject(request: APIRequestContext, admin: SignedInUser): Promise<{ id: string; name: string }> {
  const billed = new Set((await apiCall<Page_<{ projectId: string }>>(request, admin.token, 'GET', `/mis/settlement/list?settleMonth=${month()}&pageSize=200`)).result.records.map((s) => s.projectId));
  const projects = (await apiCall<Page_<{ projectId: string; projectId_dictText: string }>>(request, admin.token, 'GET', '/mis/dwsProjectRevenue/list?pageSize=100')).result.records;
  const free = projects.find((p) => !billed.has(p.projectId));
  if (!free) throw new Error('every project is billed this month');
  return { id: free.projectId, name: free.projectId_dictText };
}

async function receivables(request: APIRequestContext, admin: SignedInUser): Promise<number> {
  return (await apiCall<Summary>(request, admin.token, 'GET', '/mis/dashboard/globalSummary')).result.group4.value_14 as number;
}

/** Opens a leaf of a menu group, unfolding the group only when folded. */
async function openMenu(shell: ShellPage, group: string, title: string) {
  const leaf = shell.menu().getByText(title, { exact: true });
  if (!(await leaf.isVisible())) await shell.menu().getByText(group, { exact: true }).click();
  await leaf.click();
}

async function typeInto(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(text);
}

test.describe('财务管理 / 预算管理', () => {
  let admin: SignedInUser;

  test.beforeEach(async ({ request, admin: keptAdmin }) => {
    await resetMock(request);
    admin = keptAdmin;
  });

  test('A-GEN-05 A-GEN-07 a settlement confirmed, invoiced and paid in part moves the workbench\'s 累计应收账款', async ({ page, request }) => {
    const project = await freeProject(request, admin);
    const before = await receivables(request, admin);
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    await expect(workbench.card('summary-receivables').getByTestId('summary-value')).toHaveText(fmt(before));

    // 结算单: 20 people at 9 000.50 plus 1 200 overtime, less 300 → 180 910.00 to bill.
    const shell = new ShellPage(page);
    await openMenu(shell, '财务管理', '结算单');
    await expect(page).toHaveURL(/\/finance\/settlement$/);
    const settlements = new ListScreen(page, page.getByTestId('settlement-list-page'));
    await expect(settlements.rows().first()).toBeVisible();
    await settlements.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = await settledModal(page.getByRole('dialog').filter({ hasText: '新增结算单' }));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['请选择客户项目!', '请输入结算人数!', '请输入人月单价!'], { useInnerText: true });
    await chooseOption(page, form.getByRole('combobox', { name: '客户项目' }), project.name);
    await typeInto(page, form.getByRole('textbox', { name: '结算月份' }), month());
    await form.getByRole('spinbutton', { name: '结算人数' }).fill('20');
    await form.getByRole('spinbutton', { name: '人月单价' }).fill('9000.50');
    await form.getByRole('spinbutton', { name: '加班费' }).fill('1200');
    await form.getByRole('spinbutton', { name: '扣款' }).fill('300');
    await expect(form.getByTestId('settlement-amount-preview')).toHaveText('180,910.00 元');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('添加成功！')).toBeVisible();
    const row = settlements.row(project.name).filter({ hasText: month() });
    await expect(row).toContainText('草稿');
    await expect(row).toContainText('180,910.00');
    await keepScreenshot(page, 'settlement-list-1440');

    await row.getByText('确认', { exact: true }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(row).toContainText('已确认');
    // A confirmed settlement is only viewed: 编辑 and 删除 are gone, 撤回 and 开票 offered.
    await expect(row.getByText('编辑', { exact: true })).toHaveCount(0);
    await expect(row.getByText('删除', { exact: true })).toHaveCount(0);
    await expect(row.getByText('撤回', { exact: true })).toBeVisible();

    // 开票 from the row: 180 910.00 at 6 % → 10 854.60 tax, 191 764.60 in all.
    await row.getByText('开票', { exact: true }).click();
    const invoice = await settledModal(page.getByRole('dialog').filter({ hasText: '价税合计' }));
    await expect(invoice.getByTestId('invoice-preview')).toContainText('180,910.00');
    await expect(invoice.getByTestId('invoice-preview')).toContainText('10,854.60');
    await expect(invoice.getByTestId('invoice-preview')).toContainText('191,764.60');
    await invoice.getByRole('textbox', { name: '发票号码' }).fill('1234');
    await invoice.getByRole('button', { name: /开\s*票/ }).click();
    await expect(invoice.locator('.ant-form-item-explain-error')).toHaveText('发票号码应为8位或20位数字');
    await invoice.getByRole('textbox', { name: '发票号码' }).fill('66001234');
    await invoice.getByRole('button', { name: /开\s*票/ }).click();
    await expect(shell.message('开票成功!')).toBeVisible();
    await expect(row).toContainText('已开票');
    expect(await receivables(request, admin)).toBeCloseTo(before + 191_764.6, 2);

    // 发票: the new invoice's 登记回款, 100 000.00 of it.
    await openMenu(shell, '财务管理', '发票');
    const invoices = new ListScreen(page, page.getByTestId('invoice-list-page'));
    await invoices.root.getByRole('textbox', { name: '发票号码' }).fill('66001234');
    await invoices.search();
    await invoices.expectTotal(1);
    await expect(invoices.rows().first()).toContainText('191,764.60');
    await invoices.rows().first().getByText('登记回款', { exact: true }).click();
    const payment = await settledModal(page.getByRole('dialog').filter({ hasText: '登记回款' }));
    await expect(payment.getByTestId('payment-owed')).toContainText('191,764.60 元');
    await payment.getByRole('spinbutton', { name: '回款金额' }).fill('100000');
    await payment.getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('登记成功!')).toBeVisible();
    await expect(invoices.rows().first()).toContainText('100,000.00');
    await keepScreenshot(page, 'invoice-list-1440');

    await workbench.goto();
    await expect(workbench.card('summary-receivables').getByTestId('summary-value')).toHaveText(fmt(Math.round((before + 91_764.6) * 100) / 100));
    await expect(page.getByTestId('receivables-rank-table')).toContainText(project.name);
  });

  test('A-GEN-08 a budget entered in 预算编制 shows in 预算执行 and on the workbench\'s 各业务部门预算完成比; the phone layout', async ({ page }) => {
    const shell = new ShellPage(page);
    await visit(page, '/dashboard/analysis');
    await openMenu(shell, '预算管理', '预算编制');
    await expect(page).toHaveURL(/\/budget\/list$/);
    const budgets = new ListScreen(page, page.getByTestId('budget-list-page'));
    await expect(budgets.rows().first()).toBeVisible();
    await budgets.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = await settledModal(page.getByRole('dialog').filter({ hasText: '收入预算' }));
    await chooseOption(page, form.getByRole('combobox', { name: '业务部门' }), '政企事业部');
    await form.getByRole('textbox', { name: '月份' }).fill('12');
    await form.getByRole('textbox', { name: '收入预算(元)' }).fill('8000000');
    await form.getByRole('textbox', { name: '成本预算(元)' }).fill('6500000.5');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('添加成功！')).toBeVisible();
    await chooseOption(page, budgets.root.getByRole('combobox', { name: '业务部门' }), '政企事业部');
    await budgets.search();
    await budgets.expectTotal(1);
    await expect(budgets.rows().first()).toContainText('1,499,999.50');
    await keepScreenshot(page, 'budget-list-1440');

    await openMenu(shell, '预算管理', '预算执行');
    const execution = page.getByTestId('budget-execution-page');
    await expect(page.getByTestId('execution-chart')).toHaveAttribute('data-chart-state', 'rendered');
    await chooseOption(page, execution.getByRole('combobox', { name: '业务部门' }), '政企事业部');
    await expect(page.getByTestId('execution-budget-revenue')).toContainText('8,000,000.00');
    await expect(page.getByTestId('execution-months').locator('tbody tr.ant-table-row').nth(11)).toContainText('8,000,000.00');
    await expect(page.getByTestId('execution-rate')).toContainText('0.00%');
    await chooseOption(page, execution.getByRole('combobox', { name: '业务部门' }), '通信事业部');
    await expect(page.getByTestId('execution-chart')).toHaveAttribute('data-chart-state', 'rendered');
    await keepScreenshot(page, 'budget-execution-1440', { fullPage: true });

    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    await expect(page.getByTestId('unit-budget-table')).toContainText('政企事业部');

    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/budget/execution');
    await expect(page.getByTestId('execution-chart')).toHaveAttribute('data-chart-state', 'rendered');
    await keepScreenshot(page, 'budget-execution-375', { fullPage: true });
    await visit(page, '/finance/settlement');
    const settlements = new ListScreen(page, page.getByTestId('settlement-list-page'));
    await expect(settlements.rows().first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await keepScreenshot(page, 'settlement-list-375');
  });
});

// 采购 (A-GEN-06): the flow plan → enquiry (quotes compared side by side, one chosen) → order (over the plan's budget
// only once confirmed) → contract, each screen reached from the menu or the row before, the contract's origins links;
// a recycle bin round trip; an export read back with exceljs; the phone layout once.
import { expect as baseExpect, type Locator, type Page, screenTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { chooseOption, settledOption } from '../../pages/select-dropdown';
import { settledModal } from '../../pages/settled-modal';
import { apiCall } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Page_<T> {
  records: T[];
  total: number;
}
interface Row {
  id: string;
  code?: string;
  planNo?: string;
  name?: string;
  status?: string;
  amount?: number;
  supplierName?: string;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const item = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) });

async function typeDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(date);
}

test.describe('采购', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-GEN-06 plan → enquiry with quotes compared and one chosen → order over budget confirmed → contract with its origins', async ({ page, request, admin }) => {
    // The plan is set up through the API, its budget below what the quotes will ask.
    const added = await apiCall(request, admin.token, 'POST', '/pur/plan/add', { title: 'E2E坐席耳麦采购', itemName: '坐席耳麦', unit: '副', quantity: 100, estimatedPrice: 250, budgetLine: '2', budgetAmount: 26000 });
    expect(added.success).toBe(true);
    const plan = (await apiCall<Page_<Row>>(request, admin.token, 'GET', `/pur/plan/list?title=${encodeURIComponent('E2E坐席耳麦采购')}`)).result.records[0] as Row;

    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('采购管理', '采购计划');
    const plans = new ListScreen(page, page.getByTestId('pur-plan-list-page'));
    await expect(plans.row(plan.planNo ?? '')).toContainText('待询价');
    await keepScreenshot(page, 'purchase-plans-1440');

    // 发起询价 from the plan's row: the enquiry takes the plan's item and quantity.
    await plans.row(plan.planNo ?? '').getByText('发起询价').click();
    const enquiryForm = page.getByRole('dialog', { name: '新增询价单' });
    await expect(item(enquiryForm, '来源计划')).toContainText(plan.planNo ?? '');
    await enquiryForm.getByPlaceholder('请输入询价主题').fill('E2E耳麦询价');
    await enquiryForm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/pur\/enquiry/);
    const enquiries = new ListScreen(page, page.getByTestId('pur-enquiry-list-page'));
    const enquiryRow = enquiries.row('E2E耳麦询价');
    await expect(enquiryRow).toContainText('询价中');
    await expect(enquiryRow).toContainText(plan.planNo ?? '');

    // 报价比较: three suppliers' quotes entered, compared side by side, the second chosen.
    await enquiryRow.getByText('报价比较').click();
    const quotes = page.getByRole('dialog', { name: /报价比较/ });
    await quotes.getByRole('button', { name: '录入报价' }).click();
    const suppliers = ['北京联想科技服务有限公司', '北京京东世纪信息技术有限公司', '华三通信技术服务（北京）有限公司'];
    const prices = ['248', '270', '255'];
    for (const [index, name] of suppliers.entries()) {
      if (index > 0) await quotes.getByRole('button', { name: '添加供应商报价' }).click();
      // The select lists suppliers in a virtual list: typing the name brings it up.
      const select = quotes.getByRole('combobox', { name: '报价供应商' }).nth(index);
      await select.click();
      await select.fill(name.slice(0, 6));
      await (await settledOption(page, name)).click();
      await quotes.getByRole('spinbutton', { name: '报价单价' }).nth(index).fill(prices[index] ?? '');
    }
    await quotes.getByRole('button', { name: '保存报价' }).click();
    const comparison = quotes.getByTestId('quote-comparison');
    await expect(comparison.locator('thead th')).toHaveCount(4);
    await expect(comparison.locator('thead th').nth(1)).toContainText('最低价');
    await expect(comparison.getByRole('row', { name: /总价/ })).toContainText('24,800.00');
    await quotes.getByRole('button', { name: `选定 ${suppliers[1]}` }).click();
    await expect(comparison.locator('thead th').nth(2)).toContainText('已中标');
    await keepScreenshot(quotes, 'purchase-quote-comparison');
    await quotes.getByRole('button', { name: /关\s*闭/ }).last().click();
    await expect(enquiryRow).toContainText('已定标');
    await expect(enquiryRow).toContainText(suppliers[1] ?? '');

    // 下单 from the chosen quote: 27 000 against a budget of 26 000 asks the clerk to confirm first.
    await enquiryRow.getByText('下单').click();
    const orderForm = page.getByRole('dialog', { name: '新增采购订单' });
    await typeDate(page, orderForm.getByRole('textbox', { name: '交货日期' }), '2026-12-28');
    await orderForm.getByPlaceholder('请输入收货人').fill('赵敏');
    await orderForm.getByRole('button', { name: /确\s*定/ }).click();
    const warning = await settledModal(page.getByRole('dialog').filter({ hasText: '订单金额超出采购计划预算' }));
    await expect(warning.getByTestId('budget-warning')).toContainText('超出预算 1,000.00 元');
    await keepScreenshot(warning, 'purchase-budget-warning');
    await warning.getByRole('button', { name: '确认超预算下单' }).click();
    await expect(page).toHaveURL(/\/pur\/order/);
    const orders = new ListScreen(page, page.getByTestId('pur-order-list-page'));
    const orderRow = orders.rows().first();
    await expect(orderRow).toContainText(suppliers[1] ?? '');
    await expect(orderRow).toContainText('27000');

    // 签订合同 for the order: the payment schedule must add up to the amount.
    await orderRow.getByText('签订合同').click();
    const contractForm = page.getByRole('dialog', { name: '签订采购合同' });
    await contractForm.getByPlaceholder('请输入合同名称').fill('E2E耳麦采购合同');
    await typeDate(page, contractForm.getByRole('textbox', { name: '签订日期' }), '2026-12-21');
    await contractForm.getByRole('button', { name: '添加一期' }).click();
    await contractForm.getByRole('spinbutton', { name: '付款金额' }).fill('8100');
    await chooseOption(page, contractForm.getByRole('combobox', { name: '付款阶段' }), '预付款');
    await contractForm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(contractForm.getByText('付款计划合计（8100元）与合同金额（27000元）不一致')).toBeVisible();
    await contractForm.getByRole('button', { name: '添加一期' }).click();
    await contractForm.getByRole('spinbutton', { name: '付款金额' }).nth(1).fill('18900');
    await chooseOption(page, contractForm.getByRole('combobox', { name: '付款阶段' }).nth(1), '验收款');
    await keepScreenshot(contractForm, 'purchase-contract-form');
    await contractForm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/pur\/contract/);
    const contracts = new ListScreen(page, page.getByTestId('pur-contract-list-page'));
    const contractRow = contracts.row('E2E耳麦采购合同');
    await expect(contractRow).toContainText(suppliers[1] ?? '');
    await keepScreenshot(page, 'purchase-contracts-1440');

    // The origin is shown and navigable: the plan's number opens the plan, now 已下单 with 27 000 ordered.
    await contractRow.getByRole('link', { name: plan.planNo ?? '' }).click();
    await expect(page).toHaveURL(new RegExp(`/pur/plan\\?planNo=${plan.planNo}`));
    await expect(plans.rows()).toHaveCount(1);
    await expect(plans.row(plan.planNo ?? '')).toContainText('已下单');
    await expect(plans.row(plan.planNo ?? '')).toContainText('27000');
  });

  test('A-GEN-06 the supplier recycle bin: 取回 a row, 彻底删除 the selection, each confirmed; the export opens in exceljs; the phone layout', async ({ page, request, admin }) => {
    for (const code of ['E2E01', 'E2E02']) {
      expect((await apiCall(request, admin.token, 'POST', '/pur/supplier/add', { code, name: `E2E回收供应商${code}`, category: '1', rating: 'C' })).success).toBe(true);
    }
    const ids = (await apiCall<Page_<Row>>(request, admin.token, 'GET', '/pur/supplier/list?code=E2E01,E2E02')).result.records.map((s) => s.id);
    expect((await apiCall(request, admin.token, 'DELETE', `/pur/supplier/deleteBatch?ids=${ids.join(',')}`)).success).toBe(true);
    const inBin = (await apiCall<Page_<Row>>(request, admin.token, 'GET', '/pur/supplier/recycleBin')).result.total;

    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('采购管理', '供应商');
    const suppliers = new ListScreen(page, page.getByTestId('pur-supplier-list-page'));
    await expect(suppliers.rows().first()).toBeVisible();
    const live = (await apiCall<Page_<Row>>(request, admin.token, 'GET', '/pur/supplier/list')).result.total;
    await suppliers.expectTotal(live);

    // The export, read back: the header and every live supplier.
    const [download] = await Promise.all([page.waitForEvent('download'), suppliers.root.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toContain('供应商');
    const sheet = await readExport(download, '供应商编码');
    expect(sheet.header.slice(0, 4)).toEqual(['供应商编码', '供应商名称', '供应类别', '统一社会信用代码']);
    expect(sheet.rows).toHaveLength(live);

    await suppliers.root.getByRole('button', { name: '回收站' }).click();
    await expect(page).toHaveURL(/\/pur\/supplier\/recycleBin/);
    const bin = new ListScreen(page, page.getByTestId('pur-supplier-recycle-list-page'));
    await bin.expectTotal(inBin);
    await expect(bin.row('E2E01')).toContainText('admin');
    await keepScreenshot(page, 'purchase-supplier-recycle-1440');

    await bin.row('E2E01').getByText('取回').click();
    await page.locator('.ant-popover').filter({ hasText: '确定取回吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(bin.row('E2E01')).toHaveCount(0);
    expect((await apiCall<Page_<Row>>(request, admin.token, 'GET', '/pur/supplier/list?code=E2E01')).result.total).toBe(1);

    await bin.row('E2E02').locator('.ant-checkbox-input').check();
    await bin.root.getByRole('button', { name: /批量操作/ }).hover();
    await page.getByRole('menuitem', { name: '彻底删除' }).click();
    const confirm = await settledModal(page.getByRole('dialog').filter({ hasText: '确定彻底删除吗?' }));
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(bin.row('E2E02')).toHaveCount(0);
    expect((await apiCall<Page_<Row>>(request, admin.token, 'GET', '/pur/supplier/recycleBin?code=E2E02')).result.total).toBe(0);
    await bin.expectTotal(inBin - 2);

    await page.setViewportSize({ width: 375, height: 812 });
    await bin.root.getByRole('button', { name: '返回供应商' }).click();
    await expect(suppliers.rows().first()).toBeVisible();
    await keepScreenshot(page, 'purchase-suppliers-375', { fullPage: true });
  });
});

// 招聘管理's candidate lists (处理中 / 已录用 / 已淘汰), each opened from the menu: a candidate added through 处理中's
// form (its mobile and email messages first) → 淘汰 with a reason → 已淘汰 → 恢复 → back in 处理中 → 录用 → 已录用,
// its enrolment in 入职管理 read through the API, and 已录用's export opened with exceljs.
import { expect as baseExpect, test, type Locator, type Page, screenTest } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chinaDay, idCardOf } from '../../pages/hr-people';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { chooseOption } from '../../pages/select-dropdown';
import { settledModal } from '../../pages/settled-modal';
import { apiCall } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Enrollment {
  name: string;
  idCard: string;
  mobile: string;
  post: string | null;
  status: string;
  planEntryDate: string;
  candidateId: string | null;
}

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 45_000 });

const NAME = '招聘测试员';
const MOBILE = '13712345678';
const POST = '客服专员';
const REASON = '复试未通过：沟通表达能力不足';
/** A valid ID number, born 1996-03-15, a man (odd 17th digit). */
const ID_CARD = idCardOf('44010619960315123');

const errorOf = (dialog: Locator, label: string) =>
  dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) }).locator('.ant-form-item-explain-error');

/** The list shows no row (antd's empty table; the pagination and its total are hidden then). */
async function expectEmpty(list: ListScreen) {
  await expect(list.rows()).toHaveCount(0);
  await expect(list.root.locator('.ant-empty')).toBeVisible();
}

/** Opens one of 招聘管理's lists from the menu, unfolding 招聘管理 only when folded, and searches it by 姓名. */
async function openList(shell: ShellPage, page: Page, title: string, testId: string): Promise<ListScreen> {
  const leaf = shell.menu().getByText(title, { exact: true });
  if (!(await leaf.isVisible())) await shell.menu().getByText('招聘管理', { exact: true }).click();
  await leaf.click();
  const list = new ListScreen(page, page.getByTestId(testId));
  await list.root.getByRole('textbox', { name: '姓名' }).fill(NAME);
  await list.search();
  return list;
}

test.describe('招聘管理 候选人', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  screenTest('A-GEN-03 a candidate added in 处理中, eliminated, recovered and hired: 已淘汰, 已录用, its enrolment, the export', async ({ page, request, admin: keptAdmin }) => {
    const admin = keptAdmin;
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();

    // ---------------------------------------------------------------- 处理中: 新增 through the form
    let processing = await openList(shell, page, '处理中', 'candidate-processing-list-page');
    await expect(page).toHaveURL(/\/rpm\/candidate\/processing/);
    await expectEmpty(processing);
    await processing.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = await settledModal(page.getByRole('dialog').filter({ hasText: '应聘岗位' }));
    await form.getByRole('textbox', { name: '手机号' }).fill('12345');
    await form.getByRole('textbox', { name: '邮箱' }).fill('not-an-email');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(errorOf(form, '手机号')).toHaveText('请输入正确手机号');
    await expect(errorOf(form, '邮箱')).toHaveText('邮箱格式不正确');
    await expect(errorOf(form, '姓名')).toHaveText('请输入姓名!');
    await form.getByRole('textbox', { name: '姓名' }).fill(NAME);
    await form.getByRole('radio', { name: '男' }).check();
    await form.getByRole('textbox', { name: '手机号' }).fill(MOBILE);
    await form.getByRole('textbox', { name: '邮箱' }).fill('zhaopin@example.com');
    await form.getByRole('textbox', { name: '应聘岗位' }).fill(POST);
    await chooseOption(page, form.getByRole('combobox', { name: '招聘渠道' }), 'BOSS直聘');
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('添加成功！')).toBeVisible();
    await processing.search();
    await processing.expectTotal(1);
    await expect(processing.row(NAME)).toContainText('简历筛选');
    await keepScreenshot(page, 'candidate-processing-1440');

    // ---------------------------------------------------------------- 淘汰 (the reason is required) → 已淘汰
    await processing.row(NAME).getByText('淘汰', { exact: true }).click();
    const eliminate = await settledModal(page.getByRole('dialog').filter({ hasText: `淘汰：${NAME}` }));
    await eliminate.getByRole('button', { name: /确\s*定/ }).click();
    await expect(errorOf(eliminate, '淘汰原因')).toHaveText('请输入淘汰原因!');
    await eliminate.getByRole('textbox', { name: '淘汰原因' }).fill(REASON);
    await eliminate.getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('已淘汰1名候选人')).toBeVisible();
    await expectEmpty(processing);

    const eliminated = await openList(shell, page, '已淘汰', 'candidate-eliminated-list-page');
    await eliminated.expectTotal(1);
    await expect(eliminated.row(NAME)).toContainText(REASON);
    await keepScreenshot(page, 'candidate-eliminated-1440');

    // ---------------------------------------------------------------- 恢复 (confirmed) → back in 处理中
    await eliminated.row(NAME).getByText('恢复', { exact: true }).click();
    await page.locator('.ant-popover').filter({ hasText: '确定恢复该候选人到处理中吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('恢复成功！')).toBeVisible();
    await expectEmpty(eliminated);

    processing = await openList(shell, page, '处理中', 'candidate-processing-list-page');
    await processing.expectTotal(1);

    // ---------------------------------------------------------------- 录用 → 已录用, and an enrolment in 入职管理
    await processing.row(NAME).getByText('录用', { exact: true }).click();
    const hire = await settledModal(page.getByRole('dialog').filter({ hasText: `录用：${NAME}` }));
    await expect(hire.getByRole('textbox', { name: '岗位' })).toHaveValue(POST);
    await hire.getByRole('button', { name: /确\s*定/ }).click();
    await expect(errorOf(hire, '身份证号')).toHaveText('请输入身份证号!');
    await expect(errorOf(hire, '预计入职日期')).toHaveText('请选择预计入职日期!');
    await hire.getByRole('textbox', { name: '身份证号' }).fill(ID_CARD);
    const start = hire.getByRole('textbox', { name: '预计入职日期' });
    await start.click();
    await start.fill(chinaDay(7));
    await page.keyboard.press('Enter');
    await expect(start).toHaveValue(chinaDay(7));
    await hire.locator('.ant-form-item').filter({ has: page.locator('label[title="入职部门"]') }).getByRole('button', { name: /选\s*择/ }).click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByTestId('depart-tree').getByText('市场部', { exact: true }).click();
    await departs.getByRole('button', { name: /确\s*认/ }).click();
    await expect(departs).toBeHidden();
    await keepScreenshot(page, 'candidate-hire-dialog-1440');
    await hire.getByRole('button', { name: /确\s*定/ }).click();
    await expect(shell.message('录用成功，已生成入职单！')).toBeVisible();
    await expectEmpty(processing);

    const hired = await openList(shell, page, '已录用', 'candidate-hired-list-page');
    await hired.expectTotal(1);
    await expect(hired.row(NAME)).toContainText(chinaDay());
    await expect(hired.row(NAME)).toContainText('Offer沟通');
    await keepScreenshot(page, 'candidate-hired-1440');

    // 查看: the form as text, with the decision's date.
    await hired.row(NAME).getByText('查看', { exact: true }).click();
    const view = await settledModal(page.getByRole('dialog').filter({ hasText: '详情' }));
    await expect(view.locator('.ant-form-item').filter({ hasText: '应聘岗位' }).locator('.ant-form-text')).toHaveText(POST);
    await expect(view.locator('.ant-form-item').filter({ hasText: '录用日期' }).locator('.ant-form-text')).toHaveText(chinaDay());
    await expect(view.getByRole('button', { name: /确\s*定/ })).toHaveCount(0);
    await keepScreenshot(page, 'candidate-view-1440');
    await view.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await expect(view).toBeHidden();

    const enrolments = (await apiCall<{ records: Enrollment[] }>(request, admin.token, 'GET', `/hrm/relation/enrollment/list?name=${encodeURIComponent(NAME)}`)).result.records;
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ name: NAME, idCard: ID_CARD, mobile: MOBILE, post: POST, status: '0', planEntryDate: chinaDay(7) });
    expect(enrolments[0]?.candidateId).toBeTruthy();

    // ---------------------------------------------------------------- 导出: the hired list as searched
    const [download] = await Promise.all([page.waitForEvent('download'), hired.root.getByRole('button', { name: /导\s*出/ }).click()]);
    const sheet = await readExport(download, '姓名');
    expect(sheet.header).toEqual(expect.arrayContaining(['姓名', '手机号', '应聘岗位', '招聘阶段', '状态']));
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toEqual(expect.arrayContaining([NAME, MOBILE, POST, '已录用']));

    // ---------------------------------------------------------------- 375 px: the list fits a phone
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(hired.row(NAME)).toBeVisible();
    await keepScreenshot(page, 'candidate-hired-375');
  });
});

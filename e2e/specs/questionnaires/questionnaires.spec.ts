// 问卷 (A-GEN-10): a draft (set up through the API) published from 问卷管理 to a user picked with the user picker, the
// bell telling the addressee; filled in on 我的问卷 (a required question left empty is named); its results on 问卷结果
// with a chart per question and the text answer, exported; the results screen on a phone once.
import { expect as baseExpect, screenTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { visit } from '../../pages/navigation';
import { NoticeBell } from '../../pages/notice-bell';
import { apiCall } from '../../pages/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const TITLE = 'E2E员工通勤方式调查';

test.describe('问卷', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-GEN-10 publish to a picked user → the bell tells them → fill in on 我的问卷 → results with charts and export', async ({ page, request, admin }) => {
    const added = await apiCall(request, admin.token, 'POST', '/mis/questionnaire/add', {
      title: TITLE,
      anonymous: '0',
      questions: [
        { id: 'way', type: 'radio', title: '您上班的主要通勤方式', required: true, options: ['地铁', '公交', '班车', '自驾'] },
        { id: 'score', type: 'rating', title: '您对班车服务的满意度', required: true },
        { id: 'idea', type: 'text', title: '您对通勤班车的建议', required: false },
      ],
    });
    expect(added.success).toBe(true);

    // 问卷管理: 发布 to admin, picked with the user picker, for the default period.
    await visit(page, '/mis/questionnaire/list');
    const list = new ListScreen(page, page.getByTestId('questionnaire-list-page'));
    await expect(list.row(TITLE)).toContainText('草稿');
    const bell = new NoticeBell(page);
    const unread = await bell.count();
    await list.row(TITLE).getByText('发布', { exact: true }).click();
    const publish = page.getByRole('dialog', { name: `发布问卷：${TITLE}` });
    await publish.getByRole('button', { name: /发\s*布/ }).click();
    await expect(publish.getByText('请选择发布对象（用户或部门）').first()).toBeVisible();
    await publish.getByRole('button', { name: '选择用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByLabel('账号').fill('admin');
    await picker.getByLabel('账号').press('Enter');
    await expect(picker.locator('.ant-table-row')).toHaveCount(1);
    await picker.locator('.ant-table-row', { hasText: 'admin' }).getByRole('checkbox').check();
    await picker.getByRole('button', { name: /确\s*认/ }).click();
    await expect(publish.getByRole('textbox').first()).toHaveValue('管理员');
    await publish.getByRole('button', { name: /发\s*布/ }).click();
    await expect(page.getByText('已发布给1人')).toBeVisible();
    await expect(list.row(TITLE)).toContainText('已发布');
    // The announcement push reaches the bell without a reload.
    await expect.poll(() => bell.count()).toBeGreaterThan(unread);
    await keepScreenshot(page, 'questionnaire-list-1440');

    // 我的问卷: 填写, a required question left empty is named, then answered.
    await visit(page, '/mis/questionnaire/mine');
    const mine = new ListScreen(page, page.getByTestId('my-questionnaire-list-page'));
    await mine.row(TITLE).getByText('填写', { exact: true }).click();
    const fill = page.getByRole('dialog', { name: `填写问卷：${TITLE}` });
    await fill.getByRole('radio', { name: '班车', exact: true }).check();
    await fill.getByRole('button', { name: /提\s*交/ }).click();
    await expect(fill.getByText('请回答第2题「您对班车服务的满意度」')).toBeVisible();
    await fill.getByTestId('answer-2').getByRole('radio').nth(3).click();
    await fill.getByRole('textbox', { name: '您对通勤班车的建议' }).fill('希望增加晚班车次');
    await keepScreenshot(page, 'questionnaire-fill-1440');
    await fill.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('提交成功，感谢您的参与！')).toBeVisible();
    await expect(mine.row(TITLE)).toContainText('是');
    await expect(mine.row(TITLE).getByText('填写', { exact: true })).toHaveCount(0);

    // 问卷结果 from 问卷管理's 结果: a chart per choice question, the rating's average, the text answer with its author.
    await visit(page, '/mis/questionnaire/list');
    await list.row(TITLE).getByText('结果', { exact: true }).click();
    const result = page.getByTestId('questionnaire-result-page');
    await expect(result.getByTestId('result-chart-1')).toHaveAttribute('data-chart-state', 'rendered');
    await expect(result.getByTestId('result-chart-1')).toHaveAttribute('aria-label', /班车 1 人/);
    await expect(result.getByTestId('result-2')).toContainText('4');
    await expect(result.getByTestId('result-3')).toContainText('希望增加晚班车次');
    await expect(result.getByTestId('result-3')).toContainText('管理员');
    await keepScreenshot(page, 'questionnaire-result-1440', { fullPage: true });
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: '导出结果' }).click();
    const { rows } = await readExport(await download, '题目');
    expect(rows.find((row) => row[3] === '班车')?.[4]).toBe('1');

    // The results on a phone: the cards stack, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(result.getByTestId('result-chart-1')).toHaveAttribute('data-chart-state', 'rendered');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'questionnaire-result-375', { fullPage: true });
  });
});

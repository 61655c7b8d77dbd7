// 岗位管理 (A-GEN-09): posts under departments with their 编制 and the headcount filled from the roster; a department
// post's 编制 edited through the form (the vacancy follows); the phone layout.
import { expect as baseExpect, screenTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Post {
  id: string;
  code: string;
  name: string;
  headcountPlan: number;
  headcountFilled: number;
  vacancy: number;
}
interface Page_<T> {
  records: T[];
  total: number;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('岗位管理', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-GEN-09 lists posts with 编制, 在岗 from the roster and 缺编; edits 编制; phone layout', async ({ page, request, admin }) => {
    const all = (await apiCall<Page_<Post>>(request, admin.token, 'GET', '/sys/post/list?pageSize=10')).result;
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('系统管理', '岗位管理');
    const list = new ListScreen(page, page.getByTestId('post-list-page'));
    await list.expectTotal(all.total);
    const first = all.records[0] as Post;
    const row = list.row(first.code);
    for (const figure of [first.headcountPlan, first.headcountFilled, first.vacancy]) await expect(row).toContainText(String(figure));
    await keepScreenshot(page, 'posts-1440');

    // 编制 raised through the form: the vacancy follows, the headcount stays the roster's.
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑' });
    await dialog.getByPlaceholder('请输入编制').fill(String(first.headcountPlan + 5));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('编辑成功!')).toBeVisible();
    const edited = (await apiCall<Page_<Post>>(request, admin.token, 'GET', `/sys/post/list?code=${first.code}`)).result.records[0];
    expect(edited).toMatchObject({ headcountPlan: first.headcountPlan + 5, headcountFilled: first.headcountFilled, vacancy: first.vacancy + 5 });
    await expect(row).toContainText(String(first.vacancy + 5));

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(list.rows().first()).toBeVisible();
    await keepScreenshot(page, 'posts-375', { fullPage: true });
  });
});

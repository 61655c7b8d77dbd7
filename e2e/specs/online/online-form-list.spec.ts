// An online form's data list (人力资源 → 培训课程登记, the seeded form mis_training_course), built from the form's
// metadata by the resource kit: its columns with dictionary texts, its query fields and its form read only (查看).
import { expect as baseExpect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';
import { ShellPage } from '../../pages/shell-page';

interface Course {
  id: string;
  course_name: string;
  depart: string | null;
  trainer: string | null;
}
interface Columns {
  dictOptions: Record<string, Array<{ value: string; text: string }>>;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('在线表单 培训课程登记', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test("opens from the menu, lists with the dictionary's texts, searches by 课程名称 and shows a row read only", async ({ page, request }) => {
    const admin = await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('人力资源', '培训课程登记');
    await expect(page).toHaveURL(/\/online\/cgformList\/[0-9a-f]{32}$/);
    const formId = new URL(page.url()).pathname.split('/').pop() as string;
    const list = new ListScreen(page, page.getByTestId(`online-${formId}-list-page`));

    const all = (await apiCall<{ total: number; records: Course[] }>(request, admin.token, 'GET', `/online/cgform/api/getData/${formId}?pageSize=1000&column=id&order=desc`)).result;
    const { dictOptions } = (await apiCall<Columns>(request, admin.token, 'GET', `/online/cgform/api/getColumns/${formId}`)).result;
    await expect(list.rows()).toHaveCount(Math.min(10, all.total));
    await list.expectTotal(all.total);
    // getData sends org codes; the column shows the department's name from getColumns' dictOptions.
    const first = all.records[0] as Course;
    const departName = dictOptions.depart?.find((item) => item.value === first.depart)?.text as string;
    expect(departName).toBeTruthy();
    // The list's default order is every list's, id desc (newest first on the real backend's time-ordered ids).
    await expect(list.rows().first()).toContainText(first.course_name);
    await expect(list.rows().first()).toContainText(departName);
    await expect(list.rows().first()).not.toContainText(first.depart as string);

    const word = first.course_name.slice(0, 2);
    await list.root.getByPlaceholder('请输入课程名称').fill(word);
    await list.search();
    const found = (await apiCall<{ total: number }>(request, admin.token, 'GET', `/online/cgform/api/getData/${formId}?course_name=${encodeURIComponent(`*${word}*`)}`)).result;
    await list.expectTotal(found.total);
    await expect(list.rows().first()).toContainText(word);

    // 查看 shows the form's values as text, with 关闭 only.
    await list.rows().first().getByText('查看').click();
    const dialog = await settledModal(page.getByRole('dialog', { name: '详情' }));
    await expect(dialog.getByTestId('field-text-course_name')).toHaveText(first.course_name);
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /确\s*定/ })).toHaveCount(0);
    await keepScreenshot(page, 'online-form-view-1440');
    await dialog.getByRole('button', { name: '关 闭', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 375, height: 812 });
    // On a phone the table scrolls sideways: each column keeps its whole title.
    await expect(list.root.getByRole('columnheader', { name: '课程名称' })).toHaveText('课程名称');
    const header = list.root.getByRole('columnheader', { name: '课程名称' });
    expect((await header.boundingBox())?.width).toBeGreaterThan(100);
    await keepScreenshot(page, 'online-form-list-375');
  });
});

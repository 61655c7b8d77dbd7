// Bad input (issue 11): a picker whose URL answers success:false or an empty body shows the server's message or an
// empty state, and nothing throws. The answers are forced through the mock's scenario controls.
import { expect, test, type Page } from '../../fixtures';
import { forceAnswer } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);

/** Uncaught errors of the page: each test ends expecting none. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

const ANSWERS = [
  { name: 'success:false', answer: { message: '模拟的服务器错误' }, shown: '模拟的服务器错误' },
  { name: 'an empty body', answer: { empty: true }, shown: '加载失败' },
];

test.describe('组件示例 → pickers given bad answers', () => {
  // Pickers call the mock several times per step; on a loaded machine a scenario takes longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  for (const { name, answer, shown } of ANSWERS) {
    test(`the user picker's list answering ${name} shows ${shown} in the table`, async ({ page, request }) => {
      const errors = pageErrors(page);
      await page.goto('/examples/widgets?widget=user-picker');
      const single = sample(page, '单选');
      await expect(single.getByRole('button', { name: '选择用户' })).toBeVisible({ timeout: 45_000 });
      await forceAnswer(request, { path: '/sys/user/queryUserComponentData', ...answer });
      await single.getByRole('button', { name: '选择用户' }).click();
      const dialog = page.getByRole('dialog', { name: '选择用户' });
      await expect(dialog.locator('.ant-table-placeholder')).toContainText(shown);
      await expect(dialog.locator('.ant-table-row')).toHaveCount(0);
      // the same search again asks again and fills the table
      await dialog.getByLabel('账号').press('Enter');
      await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`the department tree answering ${name} shows ${shown} in place of the tree`, async ({ page, request }) => {
      const errors = pageErrors(page);
      await page.goto('/examples/widgets?widget=depart-picker');
      await expect(sample(page, '单选')).toBeVisible({ timeout: 45_000 });
      await forceAnswer(request, { path: '/sys/sysDepart/queryTreeList', ...answer });
      await sample(page, '单选').getByRole('button', { name: /选\s*择/ }).click();
      const dialog = page.getByRole('dialog', { name: '选择部门' });
      await expect(dialog.getByTestId('depart-tree')).toContainText(shown);
      await expect(dialog.getByTestId('depart-tree').locator('.ant-tree-treenode')).toHaveCount(0);
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
    });

    test(`a business-entity picker's list answering ${name} shows ${shown} in the table`, async ({ page, request }) => {
      const errors = pageErrors(page);
      await page.goto('/examples/widgets?widget=biz-picker');
      const field = sample(page, '业务实体多选');
      // the stored value is echoed from the same list first: force the answer only after that
      await expect(field.locator('.ant-select')).toContainText('管理员', { timeout: 45_000 });
      await forceAnswer(request, { path: '/sys/user/list', ...answer });
      await field.getByRole('button', { name: /选\s*择/ }).click();
      const dialog = page.getByRole('dialog', { name: '选择用户' });
      await expect(dialog.locator('.ant-table-placeholder').first()).toContainText(shown);
      // 查询 with the same (empty) form asks again
      await dialog.getByRole('button', { name: /查\s*询/ }).click();
      // the list table comes before the side table of chosen rows (which holds the echoed 管理员)
      await expect(dialog.locator('.ant-table').first().locator('.ant-table-row')).not.toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`loadDict answering ${name} warns ${shown} and leaves the search-select empty`, async ({ page, request }) => {
      const errors = pageErrors(page);
      await page.goto('/examples/widgets?widget=dict-select');
      const search = sample(page, '异步搜索');
      await expect(search.locator('.ant-select')).toContainText('管理员', { timeout: 45_000 });
      await forceAnswer(request, { path: '/sys/dict/loadDict/sys_user,realname,username', ...answer });
      await search.getByRole('combobox').click();
      await search.getByRole('combobox').fill('张');
      await expect(page.locator('.ant-message-warning').filter({ hasText: shown })).toBeVisible();
      // no search result is offered (the stored value's own option, 管理员, stays)
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '张' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

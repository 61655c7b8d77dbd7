// Bad input (issue 11): a picker whose URL answers success:false or an empty body shows the server's message or an
// empty state, and nothing throws. Every picker and both answers are component tests (user-select-modal,
// depart-select-modal, biz-select-modal and dict-search-select .test.tsx); this one walks the user picker in a browser,
// its answer forced through the mock's scenario controls.
import { expect, galleryTest as test, type Page } from '../../fixtures';
import { forceAnswer } from '../../pages/mock-api';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);

/** Uncaught errors of the page: each test ends expecting none. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test.describe('组件示例 → pickers given bad answers', () => {
  // Pickers call the mock several times per step; on a loaded machine a scenario takes longer than the default.
  test.describe.configure({ timeout: 90_000 });
  test.use({ widget: 'user-picker' });

  test(`the user picker's list answering success:false shows 模拟的服务器错误 in the table`, async ({ page, request }) => {
    const errors = pageErrors(page);
    const single = sample(page, '单选');
    await expect(single.getByRole('button', { name: '选择用户' })).toBeVisible({ timeout: 45_000 });
    await forceAnswer(request, { path: '/sys/user/queryUserComponentData', message: '模拟的服务器错误' });
    await single.getByRole('button', { name: '选择用户' }).click();
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await expect(dialog.locator('.ant-table-placeholder')).toContainText('模拟的服务器错误');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(0);
    // the same search again asks again and fills the table
    await dialog.getByLabel('账号').press('Enter');
    await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

import { expect, test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { resetMock } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

async function openAdminList(page: Page) {
  await page.goto('/isystem/annountCement');
  const list = page.getByTestId('announcement-admin-page');
  // The page's chunk loads on first visit: a loaded machine can take a while.
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  return list;
}

/** Whether the table body scrolls sideways. */
function scrollsSideways(page: Page) {
  return page
    .getByTestId('announcement-admin-page')
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((body: HTMLElement) => body.scrollWidth > body.clientWidth + 1);
}

test.describe('通告管理 reads well on a laptop and on a phone', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetMock(request);
    await signIn(page, request);
  });

  test('at 1440px every column shown is in view, beside the fixed 操作 column, with each action on one line', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const list = await openAdminList(page);
    const header = (title: string) => list.locator('thead th', { hasText: new RegExp(`^${title}$`) });
    const actions = await header('操作').boundingBox();
    for (const title of ['标题', '发布状态', '发布时间', '撤销时间']) {
      const box = await header(title).boundingBox();
      expect(box, title).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${title} ends before 操作`).toBeLessThanOrEqual((actions?.x ?? 0) + 1);
    }
    expect(await scrollsSideways(page)).toBe(false);
    const links = list.locator('tbody tr.ant-table-row').first().locator('td').last().locator('a');
    for (const link of await links.all()) {
      const lines = await link.evaluate((element) => element.getClientRects().length);
      expect(lines, `${await link.textContent()} on one line`).toBe(1);
      expect((await link.boundingBox())?.height ?? 0).toBeLessThan(30);
    }
    await keepScreenshot(page, 'announcement-admin-1440');
  });

  test('at 375px titles show more than a few characters, in full in a tooltip, and the list does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const list = await openAdminList(page);
    expect(await scrollsSideways(page)).toBe(false);
    const titles = list.getByTestId('announcement-title');
    const shown = await titles.first().evaluate((element) => {
      const cell = element.closest('td') as HTMLElement;
      return { cellWidth: cell.getBoundingClientRect().width, fontSize: Number.parseFloat(getComputedStyle(element).fontSize) };
    });
    // Room for at least eight characters of a Chinese title (was about four).
    expect(shown.cellWidth - 16).toBeGreaterThanOrEqual(8 * shown.fontSize);
    const title = (await titles.first().textContent()) ?? '';
    await titles.first().hover();
    await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').getByText(title, { exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(list.locator('thead th', { hasText: /^发布状态$/ })).toBeVisible();
    await expect(list.locator('thead th', { hasText: /^操作$/ })).toBeInViewport();
    await keepScreenshot(page, 'announcement-admin-375');
  });
});

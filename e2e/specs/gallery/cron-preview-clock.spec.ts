// The cron editor's preview under a fake clock: the 500 ms debounce stepped through exactly and "now" known. A clock
// cannot be taken off the worker's shared context, so this spec takes Playwright's own \`test\` (a page of its own).
import { expect, test } from '@playwright/test';
import { signIn } from '../../pages/session';

test.describe('组件示例 → Cron表达式, the preview', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('B-CRON-09 B-CRON-10 B-CRON-11 the preview shows 执行预览，会忽略年份参数 until its first calculation, the next ten times 500 ms after a change, and 无执行时间 for an expression that never fires', async ({ page }) => {
    // the gallery page is its own lazy chunk: allow for a busy machine on its first load
    test.setTimeout(90_000);
    // The page's clock is paused, so the 500 ms debounce is stepped through exactly and "now" is known:
    // 2026-02-25 13:00 in Asia/Shanghai (the suite's time zone), after that day's noon.
    await page.clock.install({ time: new Date('2026-02-25T12:59:00+08:00') });
    await page.goto('/examples/widgets?widget=cron-editor');
    const sample = page.getByTestId('sample-弹窗');
    await expect(sample.getByRole('button', { name: /选\s*择/ })).toBeVisible({ timeout: 45_000 });
    await page.clock.pauseAt(new Date('2026-02-25T13:00:00+08:00'));
    await sample.getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
    const preview = dialog.getByTestId('cron-preview');
    await expect(preview).toContainText('近十次执行时间（不含年）');
    await expect(dialog.getByLabel('cron表达式')).toHaveValue('0 0 12 * * ?');
    await expect(preview).toContainText('执行预览，会忽略年份参数');
    await page.clock.runFor(499);
    await expect(preview).toContainText('执行预览，会忽略年份参数');
    await page.clock.runFor(1);
    // 0 0 12 * * ? fires at noon every day: the 25th's noon has passed, so from the 26th, across the end of February
    const noon = (day: number) => new Date(Date.UTC(2026, 1, day, 12)).toISOString().slice(0, 10) + ' 12:00:00';
    const expected = Array.from({ length: 10 }, (_, index) => noon(26 + index));
    expect(expected.slice(2, 5)).toEqual(['2026-02-28 12:00:00', '2026-03-01 12:00:00', '2026-03-02 12:00:00']);
    await expect(preview.getByRole('listitem')).toHaveText(expected);

    // 30 February never comes: the old times stay for the debounce, then 无执行时间
    await dialog.getByLabel('cron表达式').fill('0 0 0 30 2 ?');
    await page.clock.runFor(499);
    await expect(preview.getByRole('listitem')).toHaveCount(10);
    await page.clock.runFor(1);
    await expect(preview).toContainText('无执行时间');
    await expect(preview.getByRole('listitem')).toHaveCount(0);
  });
});

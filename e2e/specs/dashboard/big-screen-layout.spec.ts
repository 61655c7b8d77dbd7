import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { signIn } from '../../pages/session';

const PANELS = ['screen-revenue', 'screen-profit', 'screen-budget-rank', 'screen-china-map', 'screen-project-distribution', 'screen-due-in', 'screen-headcount'];

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the big screen's panels fill the screen and every table header reads in full`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await signIn(page, request, 'admin');
    // The big screen's chunk loads on first visit, which a loaded machine can take a while to do.
    await page.goto('/bigscreen/screen');
    await expect(page.getByTestId('big-screen')).toBeVisible({ timeout: 20_000 });
    for (const testId of ['screen-revenue-chart', 'screen-profit-chart', 'screen-budget-chart', 'screen-area-chart', 'screen-map-chart']) {
      await expect(page.getByTestId(testId)).toHaveAttribute('data-chart-state', 'rendered', { timeout: 15_000 });
    }
    await expect(page.getByTestId('due-in-table-body').getByRole('row').first()).toBeVisible();

    // Headers: none cut (待回款（万元）was 待回款（万…).
    const headers = page.getByTestId('big-screen').getByRole('columnheader');
    expect(await headers.count()).toBeGreaterThanOrEqual(6);
    for (const header of await headers.all()) {
      const fit = await header.evaluate((cell: HTMLElement) => ({ text: cell.textContent, cut: cell.scrollWidth > cell.clientWidth }));
      expect(fit, `header ${fit.text}`).toMatchObject({ cut: false });
    }

    // The panels fill the window: each column reaches the bottom, nothing spills past the window or its panel.
    const boxes = await Promise.all(PANELS.map(async (testId) => ({ testId, box: await page.getByTestId(testId).boundingBox() })));
    const bottoms = boxes.map(({ testId, box }) => ({ testId, bottom: Math.round((box?.y ?? 0) + (box?.height ?? 0)) }));
    const lowest = Math.max(...bottoms.map((entry) => entry.bottom));
    expect(lowest).toBeLessThanOrEqual(viewport.height);
    expect(lowest).toBeGreaterThan(viewport.height - 24);
    for (const testId of ['screen-budget-rank', 'screen-project-distribution', 'screen-headcount']) {
      expect(bottoms.find((entry) => entry.testId === testId)?.bottom, `${testId} ends with its column`).toBeGreaterThanOrEqual(lowest - 1);
    }
    const scroll = await page.getByTestId('big-screen').evaluate((element) => ({ overflows: element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth }));
    expect(scroll.overflows).toBe(false);
    for (const testId of PANELS) {
      const fits = await page.getByTestId(testId).evaluate((panel) => {
        const outer = panel.getBoundingClientRect();
        return Array.from(panel.querySelectorAll('canvas, [role="table"]')).every((part) => {
          const inner = part.getBoundingClientRect();
          return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 && inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
        });
      });
      expect(fits, `${testId}: its charts and tables stay inside it`).toBe(true);
    }
    await keepScreenshot(page, `big-screen-${viewport.width}x${viewport.height}`);
  });
}

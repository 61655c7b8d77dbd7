import { expect, screenTest as test, visit, type Locator } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { resetMock } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';
import { WorkbenchPage } from '../../pages/workbench-page';

/** How a cell's text is laid out: the lines it takes and whether it overflows its cell. */
function textLayout(cell: Locator) {
  return cell.evaluate((element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lineTops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return { text: element.textContent ?? '', lines: lineTops.size, overflows: element.scrollWidth > element.clientWidth };
  });
}

/** Opens the workbench; its chunk loads on first visit, which a loaded machine can take a while to do. */
async function openWorkbench(workbench: WorkbenchPage): Promise<void> {
  await visit(workbench.page, '/dashboard/analysis');
  await expect(workbench.card('summary-staff')).toBeVisible({ timeout: 45_000 });
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

test.describe('workbench legibility', () => {
  // The machine running the suite is shared with a second worker; a slow first load is not what these specs are about.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  for (const viewport of VIEWPORTS) {
    test(`${viewport.width === 1440 ? 'A-DASH-24 A-DASH-25 ' : ''}A-DASH-29 at ${viewport.width}px: ${viewport.width === 1440 ? "the donut's legend, " : ''}各业务部门利润贡献排行's amounts and names, cards that fit their content, legends that tell repeated colours apart`, async ({ page, request, admin }) => {
      await page.setViewportSize(viewport);
      const workbench = new WorkbenchPage(page);
      await openWorkbench(workbench);

      if (viewport.width === 1440) {
        await test.step('A-DASH-24 A-DASH-25 the profit donut has a colour legend with each item and its percent', async () => {
          await workbench.chartsDrawn();
          const { result: items } = await apiCall<Array<{ industryStructure_dictText: string; grossMargin: number | null }>>(
            request,
            admin.token,
            'GET',
            '/mis/dashboard/profitGroupByIndustry',
          );
          // The accessible name is written by the legend's own formatter: every item, its margin ×100 rounded down (×100
          // through an integer, so 0.29 gives 29, not the 28.999… of a float product).
          const percent = (margin: number | null) => Math.floor(Math.round(Number(margin) * 1e6) / 1e4) || 0;
          const entries = items.map((item) => `${item.industryStructure_dictText}  毛利率 ${percent(item.grossMargin)}%`);
          expect(entries.length).toBeGreaterThan(2);
          await expect(workbench.chart('profit-donut')).toHaveAttribute('aria-label', `利润分布：${entries.join('，')}`);
          // One legend icon per item, each drawn in its slice's colour (the three colours in turn).
          const colours = ['#3aa1ff', '#4ecb73', '#fbd437'] as const;
          const icons = await workbench.legendIcons('profit-donut', colours, 'right');
          expect(icons.map((icon) => icon.colour)).toEqual(items.map((_, index) => colours[index % colours.length]));
        });
      }

      await test.step('the distribution charts tell repeated colours apart in the legend', async () => {
        await workbench.chartsDrawn();
        for (const [testId, colours, legend, named] of [
          ['revenue-pie', ['#0050b3', '#1890ff', '#91d5ff'], 'bottom', /通信\s+\d+%.*政企\s+\d+%/],
          ['profit-donut', ['#3aa1ff', '#4ecb73', '#fbd437'], 'right', /通信\s+毛利率 \d+%.*政企\s+毛利率 \d+%/],
        ] as const) {
          await expect(workbench.chart(testId)).toHaveAttribute('aria-label', named);
          const icons = await workbench.legendIcons(testId, colours, legend);
          expect(icons.map((icon) => icon.colour), `${testId} legend icons`).toEqual([colours[0], colours[1], colours[2], colours[0]]);
          const [first, , , repeated] = icons;
          // The repeated colour's icon carries a pattern: a good part of it is not in the plain colour.
          expect(repeated?.pixels, `${testId}: 政企's icon against 通信's`).toBeLessThan((first?.pixels ?? 0) * 0.8);
          expect(repeated?.pixels, `${testId}: 政企's icon is still drawn in its colour`).toBeGreaterThan((first?.pixels ?? 0) * 0.2);
          await workbench.chart(testId).scrollIntoViewIfNeeded();
          await keepScreenshot(workbench.chart(testId), `${testId}-legend-${viewport.width}`);
        }
      });

      await test.step('各业务部门利润贡献排行 keeps amounts on one line and shows names in full or in a tooltip', async () => {
        const table = page.getByTestId('unit-profit-table');
        const rows = table.locator('tbody tr.ant-table-row');
        await expect(rows.first()).toBeVisible({ timeout: 20_000 });
        await table.scrollIntoViewIfNeeded();

        const count = await rows.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index++) {
          const cells = rows.nth(index).locator('td');
          for (const column of [-2, -1]) {
            const figure = await textLayout(cells.nth((await cells.count()) + column));
            expect(figure.text, 'a figure').toMatch(/^[\d,.]+%?$/);
            expect(figure, `figure ${figure.text} on one line, inside its cell`).toMatchObject({ lines: 1, overflows: false });
          }
          const name = cells.nth(1).locator('[data-table-name]');
          const fullName = (await name.textContent()) ?? '';
          const cut = await cells.nth(1).evaluate((cell: HTMLElement) => {
            const inner = cell.querySelector('.ant-table-cell-content') ?? cell;
            return inner.scrollWidth > inner.clientWidth;
          });
          if (cut) {
            await name.hover();
            await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').getByText(fullName, { exact: true })).toBeVisible();
            await page.mouse.move(0, 0);
          }
        }
        if (viewport.width === 1440) {
          // The column has room for 通信事业部: it is not cut.
          const first = rows.first().locator('td').nth(1);
          expect(await first.evaluate((cell: HTMLElement) => (cell.querySelector('.ant-table-cell-content') ?? cell).scrollWidth <= (cell.querySelector('.ant-table-cell-content') ?? cell).clientWidth)).toBe(true);
        }
        await keepScreenshot(page.getByTestId('unit-profit'), `unit-profit-${viewport.width}`);
      });

      await test.step(`A-DASH-29 the cards fit their content: one-line headers, 预算完成比's names in full, the ranking list without empty room`, async () => {
        // 主要项目一览表 scrolls sideways on a phone; its headers stay on one line, so the header row is as high as a row.
        const projects = page.getByTestId('main-projects');
        await expect(projects.locator('tbody tr.ant-table-row')).toHaveCount(10, { timeout: 20_000 });
        const headers = projects.locator('thead th');
        for (let index = 0; index < (await headers.count()); index++) {
          const header = await textLayout(headers.nth(index));
          expect(header, `主要项目一览表 header ${header.text}`).toMatchObject({ lines: 1, overflows: false });
        }

        const budgetRows = page.getByTestId('unit-budget-table').locator('tbody tr.ant-table-row');
        await expect(budgetRows.first()).toBeVisible({ timeout: 20_000 });
        for (let index = 0; index < (await budgetRows.count()); index++) {
          const name = budgetRows.nth(index).locator('td').nth(1);
          const cut = await name.evaluate((cell: HTMLElement) => {
            const inner = cell.querySelector('.ant-table-cell-content') ?? cell;
            return inner.scrollWidth > inner.clientWidth;
          });
          expect(cut, `预算完成比: ${await name.textContent()} in full`).toBe(false);
        }

        // Beside the receivables card the list is 254px high; alone in its row (on a phone) it ends with its last row.
        const list = page.getByTestId('revenue-ranking').locator('ol');
        await expect(list.locator('li')).not.toHaveCount(0, { timeout: 20_000 });
        const room = await list.evaluate((element: HTMLElement) => ({
          height: element.getBoundingClientRect().height,
          belowLastRow: element.getBoundingClientRect().bottom - (element.lastElementChild?.getBoundingClientRect().bottom ?? 0),
        }));
        if (viewport.width === 1440) expect(room.height).toBe(254);
        else expect(room.belowLastRow, 'room left under the last row (its 16px margin)').toBeLessThanOrEqual(16);
        await keepScreenshot(page.getByTestId('revenue-ranking'), `revenue-ranking-${viewport.width}`);
      });
    });
  }
});

// The workbench (/dashboard/analysis) as the specs see it.
import { expect, type Locator, type Page } from '@playwright/test';

export const CHART_TEST_IDS = ['revenue-pie', 'profit-donut', 'cost-bar'] as const;

export class WorkbenchPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/analysis');
    await expect(this.card('summary-staff')).toBeVisible();
  }

  card(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  chart(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Waits until every chart reports it has drawn (the echarts wrapper's data-chart-state). */
  async chartsDrawn(): Promise<void> {
    for (const id of CHART_TEST_IDS) await expect(this.chart(id)).toHaveAttribute('data-chart-state', 'rendered', { timeout: 15_000 });
  }

  /** How many fully opaque pixels of each colour (#rrggbb) the chart's canvas holds, as drawn. */
  async chartColourPixels(testId: string, colours: readonly string[]): Promise<Record<string, number>> {
    return this.chart(testId)
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement, wanted: string[]) => {
        const counts: Record<string, number> = Object.fromEntries(wanted.map((colour) => [colour, 0]));
        const context = canvas.getContext('2d');
        if (!context) return counts;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const hex = (value: number) => value.toString(16).padStart(2, '0');
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] !== 255) continue;
          const colour = `#${hex(data[i] ?? 0)}${hex(data[i + 1] ?? 0)}${hex(data[i + 2] ?? 0)}`;
          if (colour in counts) counts[colour] = (counts[colour] ?? 0) + 1;
        }
        return counts;
      }, [...colours]);
  }

  /** The rank cells of a table's visible rows. */
  ranks(tableTestId: string): Locator {
    return this.page.getByTestId(tableTestId).locator('tbody tr.ant-table-row td:first-child');
  }
}

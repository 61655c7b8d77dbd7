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

  /** The rank cells of a table's visible rows. */
  ranks(tableTestId: string): Locator {
    return this.page.getByTestId(tableTestId).locator('tbody tr.ant-table-row td:first-child');
  }
}

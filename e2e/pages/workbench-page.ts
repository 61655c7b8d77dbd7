// The workbench (/dashboard/analysis) as the specs see it.
import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from './navigation';

export const CHART_TEST_IDS = ['revenue-pie', 'profit-donut', 'cost-bar'] as const;

export class WorkbenchPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await visit(this.page, '/dashboard/analysis');
    // A cold first load (every chunk fetched, echarts compiled) on a machine shared with another worker: the first
    // paint's speed is bench:dashboard's business, not these specs'.
    await expect(this.card('summary-staff')).toBeVisible({ timeout: 45_000 });
  }

  card(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  chart(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Waits until every chart reports it has drawn (the echarts wrapper's data-chart-state). */
  async chartsDrawn(): Promise<void> {
    for (const id of CHART_TEST_IDS) await expect(this.chart(id)).toHaveAttribute('data-chart-state', 'rendered', { timeout: 30_000 });
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

  /**
   * The legend icons of a pie chart as drawn: for each icon (in legend order), how many of its pixels have exactly
   * one of `colours`. The legend sits below the pie (`bottom`) or right of it (`right`); icons are told apart by the
   * gaps between them along the legend.
   */
  async legendIcons(testId: string, colours: readonly string[], legend: 'bottom' | 'right'): Promise<Array<{ colour: string; pixels: number }>> {
    return this.chart(testId)
      .locator('canvas')
      .first()
      .evaluate(
        (canvas: HTMLCanvasElement, { wanted, side }: { wanted: string[]; side: 'bottom' | 'right' }) => {
          const context = canvas.getContext('2d');
          if (!context) return [];
          const { width, height } = canvas;
          const scale = width / canvas.clientWidth;
          // The legend's band: the bottom 40px, or right of the donut (centre 35 %, outer radius 90 % of half the side).
          const band = side === 'bottom' ? { x0: 0, y0: height - Math.round(40 * scale) } : { x0: Math.ceil(0.35 * width + 0.45 * Math.min(width, height) + 4 * scale), y0: 0 };
          const { data } = context.getImageData(0, 0, width, height);
          const hex = (value: number) => value.toString(16).padStart(2, '0');
          const found: Array<{ colour: string; at: number }> = [];
          for (let y = band.y0; y < height; y++) {
            for (let x = band.x0; x < width; x++) {
              const i = (y * width + x) * 4;
              if (data[i + 3] !== 255) continue;
              const colour = `#${hex(data[i] ?? 0)}${hex(data[i + 1] ?? 0)}${hex(data[i + 2] ?? 0)}`;
              if (wanted.includes(colour)) found.push({ colour, at: side === 'bottom' ? x : y });
            }
          }
          found.sort((a, b) => a.at - b.at);
          const icons: Array<{ colour: string; pixels: number; last: number }> = [];
          for (const pixel of found) {
            const icon = icons.at(-1);
            if (icon && pixel.at - icon.last <= 6 * scale) {
              icon.pixels++;
              icon.last = pixel.at;
            } else {
              icons.push({ colour: pixel.colour, pixels: 1, last: pixel.at });
            }
          }
          return icons.map(({ colour, pixels }) => ({ colour, pixels }));
        },
        { wanted: [...colours], side: legend },
      );
  }

  /** The rank cells of a table's visible rows. */
  ranks(tableTestId: string): Locator {
    return this.page.getByTestId(tableTestId).locator('tbody tr.ant-table-row td:first-child');
  }
}

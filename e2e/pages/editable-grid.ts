// The editable table (client/src/widgets/editable-table): cells are found by row index and column key; columns are
// virtualised, so a cell outside the horizontal window is scrolled into it first.
import { expect, type Locator } from '@playwright/test';

export class EditableGrid {
  constructor(readonly grid: Locator) {}

  row(index: number): Locator {
    return this.grid.locator(`[data-row-index="${index}"]`);
  }

  /** The cell, scrolled into the rendered window (left to right) when it is not rendered yet. */
  async cell(rowIndex: number, key: string): Promise<Locator> {
    const cell = this.row(rowIndex).locator(`[data-key="${key}"]`);
    await expect(this.row(rowIndex)).toBeVisible();
    for (let step = 0; step < 40 && (await cell.count()) === 0; step++) {
      await this.grid.evaluate((element, at) => (element.scrollLeft = at * 250), step);
      await this.grid.page().waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    }
    await cell.scrollIntoViewIfNeeded();
    return cell;
  }

  /** Clicks the cell to edit it and answers its editor's input. */
  async edit(rowIndex: number, key: string): Promise<Locator> {
    const cell = await this.cell(rowIndex, key);
    await cell.click();
    await expect(cell).toHaveAttribute('data-editing', 'true');
    return cell.locator('input').first();
  }

  async text(rowIndex: number, key: string): Promise<string> {
    return ((await (await this.cell(rowIndex, key)).textContent()) ?? '').trim();
  }
}

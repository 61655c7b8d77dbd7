// The big screen (/bigscreen/screen) as the specs see it.
import { expect, type Locator, type Page } from '@playwright/test';

export class BigScreenPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/bigscreen/screen');
    await expect(this.page.getByTestId('big-screen')).toBeVisible();
  }

  clockTime(): Locator {
    return this.page.getByTestId('clock-time');
  }

  /** The scrolling body of a headcount table: 0 the whole network, 1 the telephone-commerce company. */
  headcountBody(index: 0 | 1): Locator {
    return this.page.getByTestId(`headcount-table-${index}-body`);
  }

  scrollTopOf(locator: Locator): Promise<number> {
    return locator.evaluate((element) => element.scrollTop);
  }
}

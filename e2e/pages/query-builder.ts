// 高级查询构造器 as staff fill it: a row's field from the tree, its rule, its value, one row after another.
import { expect, type Locator, type Page } from '@playwright/test';
import { settledOption, settledTreeNode } from './select-dropdown';

export class QueryBuilder {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '高级查询构造器' });
  }

  /** Opens the builder from a list's 高级查询 button. */
  static async open(page: Page, list: Locator): Promise<QueryBuilder> {
    await list.getByTestId('super-query-button').click();
    const builder = new QueryBuilder(page);
    await expect(builder.dialog).toBeVisible();
    return builder;
  }

  conditions(): Locator {
    return this.dialog.getByTestId('query-condition');
  }

  /** Chooses the field (and the rule, when given) of the row at `index`. */
  async choose(index: number, field: string, rule?: string): Promise<Locator> {
    const row = this.conditions().nth(index);
    await row.locator('.ant-select').first().click();
    await (await settledTreeNode(this.page, field)).click();
    await expect(row.locator('.ant-select').first()).toContainText(field);
    if (rule) {
      await row.locator('.ant-select').nth(1).click();
      await (await settledOption(this.page, rule)).click();
      await expect(row.locator('.ant-select').nth(1)).toContainText(rule);
    }
    return row;
  }

  /** Adds a row after the row at `index`. */
  async addAfter(index: number): Promise<void> {
    const before = await this.conditions().count();
    await this.conditions().nth(index).getByRole('button', { name: '新增条件' }).click();
    await expect(this.conditions()).toHaveCount(before + 1);
  }

  async saveAs(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name: '保存查询条件' }).click();
    const naming = this.page.getByRole('dialog', { name: '请输入保存的名称' });
    await naming.getByRole('textbox').fill(name);
    await naming.getByRole('button', { name: /确\s*定/ }).click();
    await expect(this.dialog.getByTestId('saved-queries')).toContainText(name);
  }

  async query(): Promise<void> {
    await this.dialog.getByRole('button', { name: '查 询', exact: true }).click();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: '关 闭', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Deletes a saved query after 是否删除当前查询？. */
  async deleteSaved(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name: `删除 ${name}` }).click();
    await this.page.locator('.ant-popconfirm').filter({ hasText: '是否删除当前查询？' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(this.dialog.getByTestId('saved-queries')).not.toContainText(name);
  }
}

/**
 * Hovers the active 高级查询 button and clicks 清空 in its tooltip, once the tooltip has finished opening (while it
 * moves the page beneath takes the click, and the tooltip then closes).
 */
export async function clearActiveQuery(page: Page, list: Locator): Promise<void> {
  await list.getByTestId('super-query-button').hover();
  const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').filter({ has: page.getByTestId('super-query-active') });
  await expect(tooltip).toContainText('已有高级查询条件生效');
  await expect(tooltip).not.toHaveClass(/-appear|-enter/);
  await tooltip.getByText('清空').click();
  await expect(list.getByTestId('super-query-button')).toHaveAttribute('data-active', 'false');
}

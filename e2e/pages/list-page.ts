// A list screen built on the list-page widget: its rows, total, pagination and the export download.
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

export class ListScreen {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  rows(): Locator {
    return this.root.locator('tbody tr.ant-table-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async expectTotal(total: number): Promise<void> {
    await expect(this.root.locator('.ant-pagination-total-text')).toContainText(`共 ${total} 条`);
  }

  async search(): Promise<void> {
    await this.root.getByRole('button', { name: '查 询', exact: true }).click();
  }

  async reset(): Promise<void> {
    await this.root.getByRole('button', { name: '重 置', exact: true }).click();
  }

  async firstCellTexts(column: number): Promise<string[]> {
    return this.rows().locator(`td:nth-child(${column})`).allInnerTexts();
  }
}

/** The rows of a downloaded export: the header row (found by its first header) and the data rows under it. */
export async function readExport(download: Download, firstHeader: string): Promise<{ header: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const all: string[][] = [];
  sheet.eachRow((row) => all.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  const at = all.findIndex((row) => row[0] === firstHeader);
  if (at < 0) throw new Error(`no header row starting with ${firstHeader}`);
  return { header: all[at] ?? [], rows: all.slice(at + 1) };
}

/** An .xlsx of the given header and rows, for imports. */
export async function workbookFile(header: string[], rows: string[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return { name: '职务导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

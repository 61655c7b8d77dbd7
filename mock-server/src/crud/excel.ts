// Real Excel files for exports and imports (exceljs). An export has a title row, a note row and the header row,
// the layout upstream's import reads back (title rows 2, head rows 1), so an exported file re-imports.
import type ExcelJS from 'exceljs';

// exceljs takes a quarter of a second to load; only exports and imports need it, so it loads on first use.
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((module) => module.default));

export interface ExcelColumn {
  header: string;
  key: string;
  width?: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelSheet {
  title: string;
  columns: ExcelColumn[];
  rows: Array<Record<string, unknown>>;
  note: string;
}

export async function exportWorkbook(title: string, columns: ExcelColumn[], rows: Array<Record<string, unknown>>, note: string): Promise<Buffer> {
  return exportSheets([{ title, columns, rows, note }]);
}

/** A workbook of several sheets, each laid out as a single export is (title row, note row, header row, rows). */
export async function exportSheets(sheets: ExcelSheet[]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  for (const { title, columns, rows, note } of sheets) {
    const sheet = workbook.addWorksheet(title.slice(0, 31));
    sheet.addRow([title]);
    sheet.mergeCells(1, 1, 1, Math.max(1, columns.length));
    sheet.getRow(1).font = { bold: true, size: 14 };
    sheet.addRow([note]);
    sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
    columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = column.width ?? Math.max(10, column.header.length * 2 + 4);
    });
    for (const row of rows) sheet.addRow(columns.map((c) => (row[c.key] === null || row[c.key] === undefined ? '' : row[c.key])) as ExcelJS.CellValue[]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export class ExcelReadError extends Error {}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return String(value.result ?? '');
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
  }
  return String(value);
}

/**
 * Reads data rows keyed by column key. The header row is found by its headers (the first row holding every
 * required header), so files with or without the title rows both import.
 */
export async function readWorkbook(buffer: Buffer, columns: ExcelColumn[]): Promise<Array<Record<string, string>>> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ExcelReadError('文件导入失败:文件不是有效的Excel(.xlsx)文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ExcelReadError('文件导入失败:Excel中没有工作表');
  let headerRow = 0;
  let positions = new Map<string, number>();
  sheet.eachRow((row, number) => {
    if (headerRow) return;
    const texts = (row.values as ExcelJS.CellValue[]).map(cellText);
    const found = new Map(columns.map((c) => [c.key, texts.indexOf(c.header)]));
    if ([...found.values()].filter((i) => i > 0).length >= Math.min(2, columns.length)) {
      headerRow = number;
      positions = found;
    }
  });
  if (!headerRow) throw new ExcelReadError(`文件导入失败:未找到表头（应包含：${columns.map((c) => c.header).join('、')}）`);
  const rows: Array<Record<string, string>> = [];
  sheet.eachRow((row, number) => {
    if (number <= headerRow) return;
    const values = row.values as ExcelJS.CellValue[];
    const record: Record<string, string> = {};
    for (const column of columns) {
      const at = positions.get(column.key) ?? -1;
      record[column.key] = at > 0 ? cellText(values[at]).trim() : '';
    }
    if (Object.values(record).some(Boolean)) rows.push(record);
  });
  return rows;
}

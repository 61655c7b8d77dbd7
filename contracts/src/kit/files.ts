// Multipart bodies and Excel files for the upload and import contracts (real files, built with exceljs).
import ExcelJS from 'exceljs';

export function multipart(fields: Record<string, string>, file?: { field?: string; name: string; type: string; content: Buffer }) {
  const boundary = `----mis${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${browserFileName(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The file name as browsers write it in a multipart header: UTF-8 as it is, with quotes and line breaks escaped. */
const browserFileName = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every sheet of a workbook by name, each as rows of cell texts. */
export async function readSheets(buffer: Buffer): Promise<Map<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

export async function readSheet(buffer: Buffer): Promise<string[][]> {
  return [...(await readSheets(buffer)).values()][0] ?? [];
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

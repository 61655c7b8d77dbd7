// Excel imports: the one preamble every import starts with (the uploaded file, field `file` else the first, read
// into rows, or the upstream-worded refusal) and the row-by-row import the add forms share.
import { ExcelReadError, readWorkbook, type ExcelColumn } from '../crud/excel.js';
import { importAnswer, type RowProblem } from '../crud/import-answer.js';
import { fail, type Envelope } from '../envelope.js';
import type { HandlerContext, Schema, UploadedFile } from '../types.js';

/** The uploaded workbook's rows, or the envelope explaining why there are none. */
export async function uploadedRows(uploads: UploadedFile[], columns: ExcelColumn[]): Promise<Array<Record<string, string>> | Envelope<null>> {
  const upload = uploads.find((file) => file.fieldname === 'file') ?? uploads[0];
  if (!upload) return fail('参数错误：body.file 不能为空（请上传Excel文件）');
  try {
    return await readWorkbook(upload.buffer, columns);
  } catch (error) {
    if (error instanceof ExcelReadError) return fail(error.message);
    throw error;
  }
}

export interface RowImport<Form> {
  columns: ExcelColumn[];
  /** Title of the workbook that lists the rows not imported. */
  errorTitle: string;
  /** The row as the add form would send it, or why it cannot be one. */
  formOf: (row: Record<string, string>) => Form | string;
  problemOf: (form: Form) => string | null;
  create: (form: Form) => void;
}

/** Imports an uploaded workbook row by row as the add form would: good rows are added, the others reported. */
export async function importRows<Form>(uploads: UploadedFile[], ctx: HandlerContext, spec: RowImport<Form>): Promise<Envelope<Schema<'ImportResult'> | null>> {
  const rows = await uploadedRows(uploads, spec.columns);
  if (!Array.isArray(rows)) return rows;
  const problems: RowProblem[] = [];
  let imported = 0;
  rows.forEach((row, index) => {
    const form = spec.formOf(row);
    const problem = typeof form === 'string' ? form : spec.problemOf(form);
    if (problem || typeof form === 'string') {
      problems.push({ row: index + 1, values: row, reason: problem ?? '' });
      return;
    }
    spec.create(form);
    imported++;
  });
  return importAnswer({ total: rows.length, imported, problems, columns: spec.columns, title: spec.errorTitle, uploadDir: ctx.uploadDir, durableFiles: ctx.durableFiles, now: ctx.now() });
}

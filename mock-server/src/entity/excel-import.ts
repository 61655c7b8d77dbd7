// The one preamble of every Excel import: the uploaded file (field `file`, else the first) read into rows, or the
// upstream-worded refusal.
import { ExcelReadError, readWorkbook, type ExcelColumn } from '../crud/excel.js';

export async function readUpload(uploads: Array<{ fieldname: string; buffer: Buffer }>, columns: ExcelColumn[]): Promise<Array<Record<string, string>> | { error: string }> {
  const upload = uploads.find((file) => file.fieldname === 'file') ?? uploads[0];
  if (!upload) return { error: '参数错误：body.file 不能为空（请上传Excel文件）' };
  try {
    return await readWorkbook(upload.buffer, columns);
  } catch (error) {
    if (error instanceof ExcelReadError) return { error: error.message };
    throw error;
  }
}

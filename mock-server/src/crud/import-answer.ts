// The answer to an Excel import, as upstream's ImportExcelUtil.imporReturnRes: every row good → code 200
// 共N行数据全部导入成功！; some rows bad → success true, code 201, 文件导入成功，但有错误。 (文件导入失败，没有导入任何
// 数据。 when none was imported) with a report of the bad rows stored beside the uploads and linked under
// /sys/common/static/.
import { join } from 'node:path';
import { ok, type Envelope } from '../envelope.js';
import { writeFileAtomically } from '../lib/durable-files.js';
import type { Schema } from '../lib/schema.js';
import { exportWorkbook, type ExcelColumn } from './excel.js';
import { dateTimeText } from '../lib/dates.js';

/** The 201's message when every row had a problem. */
export const NOTHING_IMPORTED = '文件导入失败，没有导入任何数据。';

export interface RowProblem {
  /** 1-based data row number in the uploaded sheet. */
  row: number;
  values: Record<string, string>;
  reason: string;
}

export interface ImportOutcome {
  total: number;
  imported: number;
  problems: RowProblem[];
  columns: ExcelColumn[];
  title: string;
  uploadDir: string;
  /** The report is fsync'd before the answer links it (a data dir). */
  durableFiles: boolean;
  now: number;
}

export async function importAnswer(outcome: ImportOutcome): Promise<Envelope<Schema<'ImportResult'> | null>> {
  const { total, imported, problems } = outcome;
  if (problems.length === 0) {
    const message = `共${total}行数据全部导入成功！`;
    return ok({ totalCount: total, errorCount: 0, successCount: imported, msg: message, fileUrl: null, fileName: null }, { message });
  }
  const columns = [{ header: '行号', key: '__row', width: 8 }, ...outcome.columns, { header: '错误原因', key: '__reason', width: 30 }];
  const buffer = await exportWorkbook(
    outcome.title,
    columns,
    problems.map((p) => ({ ...p.values, __row: p.row, __reason: p.reason })),
    `生成时间:${dateTimeText(outcome.now)}`,
  );
  const fileName = `${outcome.title}_${outcome.now}.xlsx`;
  await writeFileAtomically(join(outcome.uploadDir, 'import-errors', fileName), buffer, { sync: outcome.durableFiles });
  return {
    ...ok({
      totalCount: total,
      errorCount: problems.length,
      successCount: imported,
      msg: `总上传行数：${total}，已导入行数：${imported}，错误行数：${problems.length}`,
      fileUrl: `/sys/common/static/import-errors/${encodeURIComponent(fileName)}`,
      fileName,
    }),
    code: 201,
    // Upstream says 文件导入成功 even when no row was imported; staff read that as a success (issue 34).
    message: imported === 0 ? NOTHING_IMPORTED : '文件导入成功，但有错误。',
  };
}

// What the import upload's answer means for staff (001 §7, §8; upstream's JeecgListMixin.handleImportExcel).

export const ImportText = {
  title: '导入EXCEL',
  chooseFile: '选择导入文件',
  startUpload: '开始上传',
  uploading: '上传中',
  close: '关闭',
  validate: '是否开启校验',
  partialTitle: 'import succeeded but has error data',
  noneImported: '文件导入失败，没有导入任何数据。',
  downloadErrors: '下载错误数据',
  uploadFailed: '文件上传失败',
  unknownFile: '未知的文件',
  onlyExcel: '只能导入 .xls 或 .xlsx 文件',
  success: '导入成功',
} as const;

const EXCEL_NAME = /\.(xls|xlsx)$/i;

/** Import accepts only .xls and .xlsx (B-IMPORT-04). */
export function isExcelFile(name: string): boolean {
  return EXCEL_NAME.test(name);
}

export interface ImportEnvelope {
  success?: boolean;
  code?: number;
  message?: string;
  result?: { msg?: string | null; fileUrl?: string | null; fileName?: string | null; successCount?: number } | null;
}

export type ImportOutcome =
  | { kind: 'partial'; title: string; message: string; fileUrl: string | null; fileName: string | null }
  | { kind: 'success'; message: string }
  | { kind: 'warning'; message: string }
  | { kind: 'error'; message: string };

/** An answer of the upload (HTTP 200): code 201 with success is a partial failure with the error file. */
export function outcomeOfAnswer(answer: ImportEnvelope): ImportOutcome {
  if (answer.success !== false && answer.code === 201) {
    // Upstream's 201 says 文件导入成功 even when no row went in: that is no success to the person importing.
    const none = answer.result?.successCount === 0;
    return {
      kind: 'partial',
      title: none ? ImportText.noneImported : answer.message || ImportText.partialTitle,
      message: answer.result?.msg ?? '',
      fileUrl: answer.result?.fileUrl ?? null,
      fileName: answer.result?.fileName ?? null,
    };
  }
  if (answer.success === false || (answer.code !== undefined && answer.code !== 0 && answer.code !== 200)) {
    return answer.message ? { kind: 'warning', message: answer.message } : { kind: 'error', message: ImportText.uploadFailed };
  }
  return { kind: 'success', message: answer.message || ImportText.success };
}

/** The upload did not answer with an envelope: the file's name and the message, else 文件上传失败. */
export function outcomeOfFailure(fileName: string | undefined, message: string | undefined): ImportOutcome {
  if (!fileName) return { kind: 'error', message: ImportText.unknownFile };
  return message ? { kind: 'error', message: `${fileName} ${message}.` } : { kind: 'error', message: ImportText.uploadFailed };
}

export interface ImportFlags {
  isSingleTableImport?: boolean;
  foreignKeys?: string;
  /** Only the online forms' import sends validateStatus (0/1). */
  online?: boolean;
}

/** The multipart body: files[] and the optional flags (B-IMPORT-06). */
export function importFormData(files: File[], flags: ImportFlags, validate: boolean): FormData {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  if (flags.isSingleTableImport !== undefined) form.append('isSingleTableImport', String(flags.isSingleTableImport));
  if (flags.foreignKeys) form.append('foreignKeys', flags.foreignKeys);
  if (flags.online) form.append('validateStatus', validate ? '1' : '0');
  return form;
}

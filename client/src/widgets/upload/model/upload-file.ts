// The uploaded file value of spec 001 §3 and the rules of §4 (upload cell) that decide what the widget shows and emits.
import { FILE_NAME_ELLIPSIS_LENGTH, VALUE_SEPARATOR } from '@/shared/config/widget-constants';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** One file of an upload (001 §3). `path` is the server's stored relative path, `url` what the browser opens. */
export interface UploadFile {
  uid: string;
  name: string;
  type: string;
  size: number;
  status: UploadStatus;
  percent: number;
  path?: string;
  url?: string;
  message?: string;
}

/** The object form of a value (001 §3: "When returning objects"). */
export interface UploadedObject {
  fileName: string;
  filePath: string;
  fileSize: number;
}

/** The alt text of a picture (001 §8). */
export const NO_PICTURE_ALT = '无图片';

/** The tooltip of a failed upload when the server gave no message (001 §8, decision 22). */
export const UPLOAD_FAILED_TEXT = '上传失败';

/** Done files show a shortened name: 5 characters plus an ellipsis (001 §9). */
export function shortFileName(name: string, length: number = FILE_NAME_ELLIPSIS_LENGTH): string {
  const chars = Array.from(name ?? '');
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : chars.join('');
}

/** The last segment of a stored path, e.g. `temp/report_1700000000000.pdf` → `report_1700000000000.pdf`. */
export function fileNameOfPath(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).at(-1) ?? path;
}

/** What the red error icon's tooltip says: the server message, else 上传失败 (001 §8). */
export function errorTooltip(file: Pick<UploadFile, 'message'>): string {
  return file.message?.trim() ? file.message : UPLOAD_FAILED_TEXT;
}

/** The dialog a failed picture opens when clicked (001 §8). */
export function uploadErrorDialog(file: Pick<UploadFile, 'message'>): { title: string; content: string } {
  return { title: '上传出错', content: `错误信息：${errorTooltip(file)}` };
}

/** The server's answer to one upload. A `success: false` answer (or none) turns the file to error (001 §4). */
export interface UploadAnswer {
  success?: boolean;
  message?: string;
}

export function settleUpload(file: UploadFile, answer: UploadAnswer | null | undefined, toUrl: (path: string) => string): UploadFile {
  if (!answer || answer.success !== true || typeof answer.message !== 'string' || !answer.message) {
    return { ...file, status: 'error', message: answer?.message || undefined };
  }
  return { ...file, status: 'done', percent: 100, path: answer.message, url: toUrl(answer.message), message: undefined };
}

/** Every file is done (removed ones are gone): only then is a path change emitted (001 §4). */
export function allDone(files: readonly UploadFile[]): boolean {
  return files.every((file) => file.status === 'done');
}

/** The comma-joined stored paths of a finished list, or undefined while any file is uploading or failed. */
export function emittedPaths(files: readonly UploadFile[]): string | undefined {
  if (!allDone(files)) return undefined;
  return files.map((file) => file.path ?? '').filter(Boolean).join(VALUE_SEPARATOR);
}

/** The object form of a finished list (001 §3), or undefined while any file is not done. */
export function emittedObjects(files: readonly UploadFile[]): UploadedObject[] | undefined {
  if (!allDone(files)) return undefined;
  return files.filter((file) => file.path).map((file) => ({ fileName: file.name, filePath: file.path as string, fileSize: file.size }));
}

/**
 * Number limit (001 §4): above 0 only the last that many files are kept; single mode keeps the latest. Applied
 * after a file is added, so the newest always stays.
 */
export function keepLast<T>(files: readonly T[], limit: number, single = false): T[] {
  const max = single ? 1 : limit;
  if (!Number.isInteger(max) || max <= 0) return [...files];
  return files.slice(-max);
}

/** Delete empties the file's place: it leaves the list, and a list of one becomes empty (001 §4). */
export function removeFile(files: readonly UploadFile[], uid: string): UploadFile[] {
  return files.filter((file) => file.uid !== uid);
}

/** Files of a stored value (comma-joined paths or the object form), shown as done (the echo of a stored value). */
export function filesOfValue(value: unknown, toUrl: (path: string) => string): UploadFile[] {
  const done = (path: string, name: string, size: number, index: number): UploadFile => ({
    uid: `stored-${index}-${path}`,
    name,
    type: '',
    size,
    status: 'done',
    percent: 100,
    path,
    url: toUrl(path),
  });
  if (typeof value === 'string') {
    return value
      .split(VALUE_SEPARATOR)
      .map((path) => path.trim())
      .filter(Boolean)
      .map((path, index) => done(path, fileNameOfPath(path), 0, index));
  }
  if (Array.isArray(value)) {
    return value
      .filter((item): item is UploadedObject => typeof item === 'object' && item !== null && typeof (item as UploadedObject).filePath === 'string' && Boolean((item as UploadedObject).filePath))
      .map((item, index) => done(item.filePath, typeof item.fileName === 'string' && item.fileName ? item.fileName : fileNameOfPath(item.filePath), Number(item.fileSize) || 0, index));
  }
  return [];
}

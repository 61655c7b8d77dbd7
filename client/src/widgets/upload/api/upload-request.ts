// POST /sys/common/upload (001 §7): multipart `file`, `biz`, `isup=1`; the token header only when the caller asks (§6).
// A column may name its own upload URL (`action`), extra form fields (`data`) and the answer field holding the
// stored path (`responseName`, default `message`), as upstream's upload cells do (001 §3).
import { uploadAction } from '@/api/http';
import { BusinessError } from '@/api/errors';
import type { UploadAnswer } from '../model/upload-file';

export const UPLOAD_URL = '/sys/common/upload';
export const DEFAULT_RESPONSE_NAME = 'message';

/** Where an upload goes and how its answer is read (an editable-table column's action / data / responseName). */
export interface UploadTarget {
  /** Where to post; default /sys/common/upload (relative to the API base, or an absolute URL). */
  action?: string;
  /** Extra form fields, sent after biz and isup (so they may replace them). */
  data?: Readonly<Record<string, unknown>>;
  /** The answer's field holding the stored path: a name or a dotted path (`result.url`); default `message`. */
  responseName?: string;
}

export interface UploadRequest extends UploadTarget {
  file: Blob;
  fileName: string;
  biz: string;
  withToken: boolean;
  onProgress?: (percent: number) => void;
}

/** The multipart body of one upload, as table cells and form fields send it. */
export function uploadForm({ file, fileName, biz, data }: Pick<UploadRequest, 'file' | 'fileName' | 'biz' | 'data'>): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('biz', biz);
  form.append('isup', '1');
  for (const [name, value] of Object.entries(data ?? {})) {
    if (value !== undefined && value !== null) form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The value at a field name or dotted path of an answer. */
function fieldOf(answer: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, name) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined), answer);
}

/**
 * The answer as the widget reads it (`message` = the stored path when it succeeded): the path is taken from
 * `responseName`; a successful answer without a path there is a failure with the server's message.
 */
export function answerWithPath(answer: unknown, responseName: string = DEFAULT_RESPONSE_NAME): UploadAnswer {
  const body = (answer ?? {}) as { success?: unknown; message?: unknown };
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (body.success !== true) return { success: false, message };
  const path = fieldOf(answer, responseName);
  return typeof path === 'string' && path ? { success: true, message: path } : { success: false, message: responseName === DEFAULT_RESPONSE_NAME ? message : undefined };
}

/** Failures that are not a server answer (network, HTTP status) reject; a business refusal resolves `success: false`. */
export async function uploadFile(request: UploadRequest): Promise<UploadAnswer> {
  try {
    const answer = await uploadAction<unknown>(request.action || UPLOAD_URL, uploadForm(request), (percent) => request.onProgress?.(percent), {
      withToken: request.withToken,
      quietFailures: true,
    });
    return answerWithPath(answer, request.responseName || DEFAULT_RESPONSE_NAME);
  } catch (error) {
    if (error instanceof BusinessError) return { success: false, message: error.body.message };
    throw error;
  }
}

// POST /sys/common/upload (001 §7): multipart `file`, `biz`, `isup=1`; the token header only when the caller asks (§6).
import { uploadAction } from '@/api/http';
import { BusinessError } from '@/api/errors';
import type { UploadAnswer } from '../model/upload-file';

export const UPLOAD_URL = '/sys/common/upload';

export interface UploadRequest {
  file: Blob;
  fileName: string;
  biz: string;
  withToken: boolean;
  onProgress?: (percent: number) => void;
}

/** The multipart body of one upload, as table cells and form fields send it. */
export function uploadForm({ file, fileName, biz }: Pick<UploadRequest, 'file' | 'fileName' | 'biz'>): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('biz', biz);
  form.append('isup', '1');
  return form;
}

/** Failures that are not a server answer (network, HTTP status) reject; a business refusal resolves `success: false`. */
export async function uploadFile(request: UploadRequest): Promise<UploadAnswer> {
  try {
    return await uploadAction<UploadAnswer>(UPLOAD_URL, uploadForm(request), (percent) => request.onProgress?.(percent), {
      withToken: request.withToken,
      quietFailures: true,
    });
  } catch (error) {
    if (error instanceof BusinessError) return { success: false, message: error.body.message };
    throw error;
  }
}

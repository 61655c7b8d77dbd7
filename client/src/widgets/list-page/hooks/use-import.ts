// The import upload: files[] and the flags as multipart, the upload percent, and the answer turned into what staff
// see (success, the 201 partial failure with its error file, the server's warning, 文件上传失败).
import axios from 'axios';
import { useState } from 'react';
import { BusinessError } from '@/api/errors';
import { uploadAction } from '@/api/http';
import { importFormData, outcomeOfAnswer, outcomeOfFailure, type ImportEnvelope, type ImportFlags, type ImportOutcome } from '../model/import-answer';

export interface ListImport {
  uploading: boolean;
  percent: number;
  upload: (files: File[], validate: boolean) => Promise<ImportOutcome>;
}

function serverMessageOf(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    return typeof data?.message === 'string' && data.message ? data.message : undefined;
  }
  return undefined;
}

export function useImport(url: string, flags: ImportFlags = {}): ListImport {
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  const upload = async (files: File[], validate: boolean): Promise<ImportOutcome> => {
    if (files.length === 0) return outcomeOfFailure(undefined, undefined);
    setUploading(true);
    setPercent(0);
    try {
      const answer = await uploadAction<ImportEnvelope>(url, importFormData(files, flags, validate), (value) => setPercent(value), { quietBusinessErrors: true });
      return outcomeOfAnswer(answer);
    } catch (error) {
      // A 201 is no success code for the HTTP layer, so it arrives here as a business "failure".
      if (error instanceof BusinessError) return outcomeOfAnswer(error.body as ImportEnvelope);
      return outcomeOfFailure(files[0]?.name, serverMessageOf(error));
    } finally {
      setUploading(false);
    }
  };
  return { uploading, percent, upload };
}

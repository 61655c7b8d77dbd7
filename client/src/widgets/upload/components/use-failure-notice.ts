import { App } from 'antd';
import { useCallback } from 'react';
import { deliveryFailedNotice, refusedNotice } from '../model/upload-checks';
import type { UploadFile } from '../model/upload-file';

/** One message per failed file (001 §8): the server's refusal (or 未知错误), or `{file} 上传失败` when undelivered. */
export function useFailureNotice(): (file: UploadFile, answered: boolean) => void {
  const { message } = App.useApp();
  return useCallback((file, answered) => void message.error(answered ? refusedNotice(file.message) : deliveryFailedNotice(file.name)), [message]);
}

// Export of the list: the blob saved as <name>.xls, an empty blob warns 文件下载失败 (in downloadFile), a JSON answer
// (the list refusing the query) shows the server's message, and the percent while it downloads.
import { App } from 'antd';
import { useState } from 'react';
import { downloadFile, saveBlob } from '@/api/http';
import { exportFileName, exportParams } from '../model/export-request';
import type { ListParams } from '../model/request-params';

export interface ListExport {
  exporting: boolean;
  /** Download progress in percent, null while the size is unknown. */
  percent: number | null;
  run: (listParams: ListParams, selectedKeys: readonly string[]) => Promise<void>;
}

/** A downloaded blob that is the server's JSON refusal: its message (or 文件下载失败); null for a real file. */
export async function refusalOf(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const body = JSON.parse(await blob.text()) as { message?: string };
    return body.message || '文件下载失败';
  } catch {
    return '文件下载失败';
  }
}

export function useExport(url: string, fileName: string): ListExport {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const run = async (listParams: ListParams, selectedKeys: readonly string[]) => {
    setExporting(true);
    setPercent(null);
    try {
      const blob = await downloadFile(url, exportParams(listParams, selectedKeys), 'get', setPercent);
      if (!blob) return;
      const refusal = await refusalOf(blob);
      if (refusal) message.warning(refusal);
      else saveBlob(blob, exportFileName(fileName));
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setExporting(false);
    }
  };
  return { exporting, percent, run };
}

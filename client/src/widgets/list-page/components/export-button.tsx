// 导出: downloads the filtered rows (or the selected ones) as <fileName>.xls, with the percent while it downloads.
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { useExport } from '../hooks/use-export';
import type { ListParams } from '../model/request-params';

export interface ExportButtonProps {
  /** The export address, e.g. /sys/position/exportXls. */
  url: string;
  /** The saved file's name without extension (upstream's default 导出文件). */
  fileName: string;
  listParams: ListParams;
  selectedKeys?: readonly string[];
  label?: string;
}

function ExportButtonView({ url, fileName, listParams, selectedKeys = [], label = '导出' }: ExportButtonProps) {
  const exporter = useExport(url, fileName);
  return (
    <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={() => void exporter.run(listParams, selectedKeys)} data-testid="list-export">
      {exporter.exporting ? `${label}中${exporter.percent === null ? '' : ` ${exporter.percent}%`}` : label}
    </Button>
  );
}

/** Drawn again only when its props changed (the list's parameters, the selection), not with the rest of the screen. */
export const ExportButton = memo(ExportButtonView);

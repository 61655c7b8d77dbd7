import { DeleteOutlined, DownloadOutlined, ExclamationCircleOutlined, LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { errorTooltip, shortFileName, type UploadFile } from '../model/upload-file';

export interface FileListProps {
  files: UploadFile[];
  allowDownload: boolean;
  allowRemove: boolean;
  disabled: boolean;
  onRemove: (uid: string) => void;
  style?: CSSProperties;
}

/** File mode (001 §4): uploading shows a percent tooltip, done a paperclip and a shortened name, error a red icon. */
export function FileList({ files, allowDownload, allowRemove, disabled, onRemove, style }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 8, ...style }} role="list" aria-label="已上传文件">
      {files.map((file) => (
        <Flex key={file.uid} align="center" gap={6} role="listitem" data-status={file.status} style={{ minWidth: 0 }}>
          {file.status === 'uploading' && (
            <Tooltip title={`${file.percent}%`}>
              <span data-testid="upload-progress" aria-label={`上传中 ${file.percent}%`}>
                <LoadingOutlined /> {shortFileName(file.name)}
              </span>
            </Tooltip>
          )}
          {file.status === 'done' && (
            <Tooltip title={file.name}>
              <span>
                <PaperClipOutlined aria-label="附件" /> {shortFileName(file.name)}
              </span>
            </Tooltip>
          )}
          {file.status === 'error' && (
            <Tooltip title={errorTooltip(file)}>
              <Typography.Text type="danger" data-testid="upload-error">
                <ExclamationCircleOutlined aria-label="上传失败" style={{ color: '#ff4d4f' }} /> {shortFileName(file.name)}
              </Typography.Text>
            </Tooltip>
          )}
          {file.status === 'done' && allowDownload && file.url && (
            <Button type="link" size="small" icon={<DownloadOutlined />} href={file.url} target="_blank" rel="noreferrer" aria-label={`下载 ${file.name}`} />
          )}
          {allowRemove && !disabled && file.status !== 'uploading' && (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onRemove(file.uid)} aria-label={`删除 ${file.name}`} />
          )}
        </Flex>
      ))}
    </Flex>
  );
}

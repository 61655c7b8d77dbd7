import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, ExclamationCircleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Tooltip } from 'antd';
import { useState } from 'react';
import type { MoveDirection, MoveResult } from '../model/picture-order';
import { NO_PICTURE_ALT, errorTooltip, shortFileName, uploadErrorDialog, type UploadFile } from '../model/upload-file';

const SIZE = 104;

export interface PictureListProps {
  files: UploadFile[];
  allowRemove: boolean;
  disabled: boolean;
  onRemove: (uid: string) => void;
  onMove: (index: number, direction: MoveDirection) => MoveResult<UploadFile>;
}

/** Image mode: thumbnails with 向前 / 向后 arrows; a failed picture opens 上传出错 with the message (001 §4, §8). */
export function PictureList({ files, allowRemove, disabled, onRemove, onMove }: PictureListProps) {
  const { message, modal } = App.useApp();
  const [preview, setPreview] = useState<string>();

  const move = (index: number, direction: MoveDirection) => {
    const result = onMove(index, direction);
    if (!result.ok) void message.warning(result.warning);
  };

  return (
    <>
      {files.map((file, index) => (
        <div
          key={file.uid}
          role="listitem"
          data-status={file.status}
          aria-label={file.name}
          style={{ width: SIZE, height: SIZE, border: `1px ${file.status === 'error' ? 'solid #ff4d4f' : 'dashed #d9d9d9'}`, borderRadius: 8, padding: 4, position: 'relative' }}
        >
          {file.status === 'uploading' && (
            <Tooltip title={`${file.percent}%`}>
              <Flex vertical align="center" justify="center" style={{ height: '100%' }} data-testid="upload-progress">
                <LoadingOutlined />
                <span style={{ fontSize: 12 }}>{file.percent}%</span>
              </Flex>
            </Tooltip>
          )}
          {file.status === 'error' && (
            <Tooltip title={errorTooltip(file)}>
              <button
                type="button"
                data-testid="upload-error"
                onClick={() => modal.error(uploadErrorDialog(file))}
                style={{ all: 'unset', cursor: 'pointer', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', color: '#ff4d4f' }}
              >
                <ExclamationCircleOutlined style={{ fontSize: 20 }} />
                <span style={{ fontSize: 12 }}>{shortFileName(file.name)}</span>
              </button>
            </Tooltip>
          )}
          {file.status === 'done' && (
            <>
              <img src={file.url} alt={NO_PICTURE_ALT} style={{ width: '100%', height: SIZE - 36, objectFit: 'cover', display: 'block' }} />
              <Flex justify="center" gap={0}>
                <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="向前移" disabled={disabled} onClick={() => move(index, 'earlier')} />
                <Button type="text" size="small" icon={<EyeOutlined />} aria-label="预览" onClick={() => setPreview(file.url)} />
                <Button type="text" size="small" icon={<ArrowRightOutlined />} aria-label="向后移" disabled={disabled} onClick={() => move(index, 'later')} />
              </Flex>
            </>
          )}
          {allowRemove && !disabled && file.status !== 'uploading' && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除 ${file.name}`}
              onClick={() => onRemove(file.uid)}
              style={{ position: 'absolute', top: -10, right: -10, background: '#fff', borderRadius: '50%' }}
            />
          )}
        </div>
      ))}
      {preview && <Image alt={NO_PICTURE_ALT} src={preview} style={{ display: 'none' }} preview={{ open: true, onOpenChange: (open) => !open && setPreview(undefined) }} />}
    </>
  );
}

import { DeleteOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { NO_PICTURE_ALT, errorTooltip, uploadErrorDialog, type UploadFile } from '../model/upload-file';

/** Thumbnail height in a table cell (a 61px row). */
export const CELL_THUMB_HEIGHT = 32;

export interface CellPicturesProps {
  files: UploadFile[];
  allowDownload: boolean;
  allowRemove: boolean;
  disabled: boolean;
  onRemove: (uid: string) => void;
}

/** The pictures of an image cell, one line high: thumbnails (opened full size when downloads are allowed), the
 * percent while uploading, and a red icon that opens 上传出错 when a picture failed (001 §4, §8). */
export function CellPictures({ files, allowDownload, allowRemove, disabled, onRemove }: CellPicturesProps) {
  const { modal } = App.useApp();
  return files.map((file) => {
    const thumb = <img src={file.url} alt={NO_PICTURE_ALT} style={{ height: CELL_THUMB_HEIGHT, maxWidth: 48, objectFit: 'cover', borderRadius: 4, display: 'block' }} />;
    return (
      <span key={file.uid} role="listitem" aria-label={file.name} data-status={file.status} style={{ display: 'inline-flex', alignItems: 'center', flex: 'none' }}>
        {file.status === 'uploading' && (
          <Tooltip title={`${file.percent}%`}>
            <span data-testid="upload-progress" aria-label={`上传中 ${file.percent}%`}>
              <LoadingOutlined />
            </span>
          </Tooltip>
        )}
        {file.status === 'error' && (
          <Tooltip title={errorTooltip(file)}>
            <Button type="text" size="small" danger data-testid="upload-error" icon={<ExclamationCircleOutlined aria-label="上传失败" />} onClick={() => modal.error(uploadErrorDialog(file))} />
          </Tooltip>
        )}
        {file.status === 'done' &&
          (allowDownload && file.url ? (
            <a href={file.url} target="_blank" rel="noreferrer" aria-label={`下载 ${file.name}`}>
              {thumb}
            </a>
          ) : (
            thumb
          ))}
        {allowRemove && !disabled && file.status !== 'uploading' && (
          <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => onRemove(file.uid)} aria-label={`删除 ${file.name}`} />
        )}
      </span>
    );
  });
}

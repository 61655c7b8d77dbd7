import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { UploadTarget } from '../api/upload-request';
import { uploadBiz, type UploadKind } from '../model/upload-checks';
import { CELL_THUMB_HEIGHT, CellPictures } from './cell-pictures';
import { FileList } from './file-list';
import { FilePicker } from './file-picker';
import { useFailureNotice } from './use-failure-notice';
import { useUploadList } from './use-upload-list';

export interface UploadCellProps {
  /** Comma-joined stored paths. */
  value?: string;
  onChange?: (value: string) => void;
  /** 'file' keeps one file; 'image' keeps several pictures (up to `number` when above 0). */
  kind?: UploadKind;
  /** Off unless the column asks: a table cell sends the token header only then (001 §6). */
  token?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  disabled?: boolean;
  number?: number;
  /** The column's own upload URL, extra form fields and answer field holding the path (001 §3 action / data / responseName). */
  target?: UploadTarget;
  /** Trigger text; default 上传文件 / 上传图片. */
  text?: string;
  'aria-label'?: string;
}

/**
 * The upload of an editable-table cell (001 §4, §6): one line high. A file cell holds one file (a new one replaces
 * it) shown with its paperclip and shortened name, download and delete; an image cell shows thumbnails and a + tile.
 * The value is emitted only when every file is done.
 */
export function UploadCell({ value, onChange, kind = 'file', token = false, allowDownload = true, allowRemove = true, disabled = false, number = 0, text, target, ...rest }: UploadCellProps) {
  const onFailed = useFailureNotice();
  const image = kind === 'image';
  const { files, add, remove } = useUploadList({
    value,
    onChange: (next) => onChange?.(typeof next === 'string' ? next : next.map((item) => item.filePath).join(',')),
    returnObjects: false,
    biz: uploadBiz(kind),
    withToken: token,
    target,
    limit: number,
    single: !image,
    onFailed,
  });
  const full = image && number > 0 && files.length >= number;
  // A file cell offers its button while it holds no file (a failed one may be replaced).
  const offerPicker = !disabled && (image ? !full : files.every((file) => file.status === 'error'));
  const trigger =
    image && files.length > 0 ? (
      <button
        type="button"
        aria-label={text ?? '上传图片'}
        style={{ width: CELL_THUMB_HEIGHT, height: CELL_THUMB_HEIGHT, border: '1px dashed #d9d9d9', borderRadius: 4, background: '#fafafa', cursor: 'pointer' }}
      >
        <PlusOutlined />
      </button>
    ) : (
      <Button size="small" icon={<UploadOutlined />}>
        {text ?? (image ? '上传图片' : '上传文件')}
      </Button>
    );

  return (
    <Flex align="center" gap={4} role="group" aria-label={rest['aria-label']} data-kind={kind} style={{ minWidth: 0, overflow: 'hidden' }}>
      {image ? (
        <Flex align="center" gap={4} role="list" aria-label="已上传图片">
          <CellPictures files={files} allowDownload={allowDownload} allowRemove={allowRemove} disabled={disabled} onRemove={remove} />
        </Flex>
      ) : (
        <FileList files={files} allowDownload={allowDownload} allowRemove={allowRemove} disabled={disabled} onRemove={remove} style={{ marginTop: 0, minWidth: 0 }} />
      )}
      {offerPicker && (
        <FilePicker kind={kind} multiple={image} disabled={disabled} onPick={add}>
          {trigger}
        </FilePicker>
      )}
    </Flex>
  );
}

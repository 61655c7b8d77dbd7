import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { uploadBiz, type UploadKind } from '../model/upload-checks';
import { FileList } from './file-list';
import { FilePicker } from './file-picker';
import { PictureList } from './picture-list';
import { useFailureNotice } from './use-failure-notice';
import { useUploadList, type UploadValue } from './use-upload-list';

export interface UploadProps {
  /** Comma-joined stored paths, or with `returnObjects` a list of { fileName, filePath, fileSize }. */
  value?: UploadValue;
  onChange?: (value: UploadValue) => void;
  /** 'file' (default) or 'image' (thumbnails, reorder arrows, images only, biz `images`). */
  kind?: UploadKind;
  /** Business folder; default `temp`, or `images` for images. */
  biz?: string;
  /** Above 0, only the last that many files are kept. */
  number?: number;
  /** Keeps only the latest file. */
  single?: boolean;
  /** Sends the access token header; table cells pass their column's `token` (001 §6). Form fields send it. */
  token?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  returnObjects?: boolean;
  disabled?: boolean;
  /** Trigger text; default 上传文件 / 上传图片. */
  text?: string;
  accept?: string;
}

/** The upload of spec 001 (§3, §4, §6, §7, §8) with a controlled value, usable inside an antd Form.Item. */
export function Upload({
  value,
  onChange,
  kind = 'file',
  biz,
  number = 0,
  single = false,
  token = true,
  allowDownload = true,
  allowRemove = true,
  returnObjects = false,
  disabled = false,
  text,
  accept,
}: UploadProps) {
  const onFailed = useFailureNotice();
  const { files, add, remove, move } = useUploadList({
    value,
    onChange,
    returnObjects,
    biz: uploadBiz(kind, biz),
    withToken: token,
    limit: number,
    single,
    onFailed,
  });

  const picker = (
    <FilePicker kind={kind} multiple={!single} accept={accept} disabled={disabled} onPick={add}>
      {kind === 'image' ? (
        <button
          type="button"
          disabled={disabled}
          style={{ width: 104, height: 104, border: '1px dashed #d9d9d9', borderRadius: 8, background: '#fafafa', cursor: disabled ? 'not-allowed' : 'pointer' }}
        >
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{text ?? '上传图片'}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {text ?? '上传文件'}
        </Button>
      )}
    </FilePicker>
  );

  if (kind === 'image') {
    return (
      <Flex wrap gap={12} role="list" aria-label="已上传图片" data-kind="image">
        <PictureList files={files} allowRemove={allowRemove} disabled={disabled} onRemove={remove} onMove={move} />
        {picker}
      </Flex>
    );
  }
  return (
    <div data-kind="file">
      {picker}
      <FileList files={files} allowDownload={allowDownload} allowRemove={allowRemove} disabled={disabled} onRemove={remove} />
    </div>
  );
}

// upload, file and image cells edit through the upload widget, loaded only when such a cell is first edited.
import { lazy } from 'react';
import { uploadLimit } from '../model/upload-limit';
import type { ExternalCellEditorProps } from './external-editors';

const asPaths = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const UploadCellEditor = lazy(async () => {
  const { UploadCell } = await import('@/widgets/upload');
  return {
    // 001 §6: download and delete unless switched off; the token header only when the column asks. §3: the column's
    // action, data and responseName choose where the file goes and where the answer holds its path.
    default: ({ column, value, onChange }: ExternalCellEditorProps) => (
      <UploadCell
        kind={column.type === 'image' ? 'image' : 'file'}
        value={asPaths(value)}
        token={column.token === true}
        allowDownload={column.allowDownload !== false}
        allowRemove={column.allowRemove !== false}
        disabled={column.disabled}
        number={uploadLimit(column)}
        text={column.text}
        target={{ action: column.action, data: column.data, responseName: column.responseName }}
        aria-label={column.title}
        onChange={onChange}
      />
    ),
  };
});

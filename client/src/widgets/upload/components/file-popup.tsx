import { App, Modal } from 'antd';
import { useState } from 'react';
import { FILE_POPUP_HEIGHT, FILE_POPUP_WIDTH } from '@/shared/config/widget-constants';
import { NOTHING_UPLOADED_MESSAGE } from '../model/upload-checks';
import { Upload, type UploadProps } from './upload';

export interface FilePopupProps extends Omit<UploadProps, 'value' | 'onChange'> {
  open: boolean;
  /** The stored paths the popup starts from. */
  value?: string;
  title?: string;
  width?: number;
  height?: number;
  onOk: (paths: string) => void;
  onCancel: () => void;
}

/** The file popup of a table cell (001 §9: 520 by 200): confirming with no file warns 未上传任何文件 (§5). */
export function FilePopup({ open, value, title = '上传文件', width = FILE_POPUP_WIDTH, height = FILE_POPUP_HEIGHT, onOk, onCancel, ...upload }: FilePopupProps) {
  const { message } = App.useApp();
  const [paths, setPaths] = useState(value ?? '');
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the stored value.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPaths(value ?? '');
  }

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      destroyOnHidden
      styles={{ body: { height, overflowY: 'auto' } }}
      onCancel={onCancel}
      onOk={() => {
        if (!paths) {
          void message.warning(NOTHING_UPLOADED_MESSAGE);
          return;
        }
        onOk(paths);
      }}
    >
      <Upload {...upload} value={paths} onChange={(next) => setPaths(typeof next === 'string' ? next : next.map((item) => item.filePath).join(','))} />
    </Modal>
  );
}

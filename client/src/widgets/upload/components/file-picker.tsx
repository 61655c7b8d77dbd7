import { App, Upload as AntUpload } from 'antd';
import type { ReactNode } from 'react';
import { NOT_AN_IMAGE_MESSAGE, isImageFile, type UploadKind } from '../model/upload-checks';

export interface FilePickerProps {
  kind: UploadKind;
  multiple: boolean;
  accept?: string;
  disabled: boolean;
  onPick: (file: File) => void;
  /** The trigger (a button or a tile). */
  children: ReactNode;
}

/** The browser's file chooser: image mode refuses non-images with 请上传图片 (001 §5); the rest go to `onPick`. */
export function FilePicker({ kind, multiple, accept, disabled, onPick, children }: FilePickerProps) {
  const { message } = App.useApp();
  return (
    <AntUpload
      multiple={multiple}
      accept={accept ?? (kind === 'image' ? 'image/*' : undefined)}
      disabled={disabled}
      showUploadList={false}
      beforeUpload={(file) => {
        if (kind === 'image' && !isImageFile(file)) {
          void message.warning(NOT_AN_IMAGE_MESSAGE);
          return AntUpload.LIST_IGNORE;
        }
        onPick(file);
        return AntUpload.LIST_IGNORE;
      }}
    >
      {children}
    </AntUpload>
  );
}

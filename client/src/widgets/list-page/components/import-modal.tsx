// 导入EXCEL: choose one .xls / .xlsx file, 开始上传 (disabled with no file) with the upload's progress bar; the modal
// resets each time it opens (no file, validation off) and closes on success or on a partial success.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Switch, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useImport } from '../hooks/use-import';
import { ImportText, isExcelFile, type ImportFlags } from '../model/import-answer';
import { showImportOutcome } from './import-result';

export interface ImportModalProps {
  open: boolean;
  /** The import address, e.g. /sys/position/importExcel. */
  url: string;
  flags?: ImportFlags;
  onClose: () => void;
  /** After a success or a partial success (the list reloads). */
  onImported: () => void;
}

function ImportForm({ url, flags = {}, onClose, onImported }: Omit<ImportModalProps, 'open'>) {
  const feedback = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [validate, setValidate] = useState(false);
  const importer = useImport(url, flags);

  const start = async () => {
    const chosen = files.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => Boolean(file));
    const outcome = await importer.upload(chosen, validate);
    showImportOutcome(outcome, feedback);
    if (outcome.kind === 'success' || outcome.kind === 'partial') {
      onImported();
      onClose();
    }
  };

  return (
    <Modal
      open
      title={ImportText.title}
      width={600}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={onClose}>
          {ImportText.close}
        </Button>,
        <Button key="upload" type="primary" disabled={files.length === 0} loading={importer.uploading} onClick={() => void start()} data-testid="import-start">
          {importer.uploading ? ImportText.uploading : ImportText.startUpload}
        </Button>,
      ]}
    >
      {flags.online && (
        <div style={{ marginBottom: 16 }}>
          {ImportText.validate} <Switch checked={validate} onChange={setValidate} checkedChildren="是" unCheckedChildren="否" />
        </div>
      )}
      <Upload
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={files}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            feedback.message.warning(ImportText.onlyExcel);
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => setFiles(fileList.slice(-1))}
      >
        <Button icon={<UploadOutlined />}>{ImportText.chooseFile}</Button>
      </Upload>
      {importer.uploading && <Progress percent={importer.percent} size="small" style={{ marginTop: 12 }} data-testid="import-progress" />}
    </Modal>
  );
}

export function ImportModal({ open, ...props }: ImportModalProps) {
  // Unmounted while closed, so every opening starts empty (B-IMPORT-01).
  return open ? <ImportForm {...props} /> : null;
}

// 导入 of 薪资导入: the month the figures are for, the template (with a group, its members listed so only the figures
// are typed), one workbook uploaded to /mis/salaryVariable/importExcel?month=… with the upload's progress, and the
// answer kept in the dialog: all imported, or JeecgBoot's 201 partial failure with the error report (each refused
// row with its reason), or the refusal.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Modal, Progress, Select, Typography, Upload, type UploadFile } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorFileHref, ImportText, isExcelFile, useImport, type ImportOutcome } from '@/widgets/list-page';
import { downloadTemplate, importUrlOf, salaryGroups } from '../api/payroll-api';
import { currentMonth, monthOptions } from '../model/months';

function OutcomeNote({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.kind === 'success') return <Alert type="success" showIcon data-testid="import-outcome" title={outcome.message} />;
  if (outcome.kind !== 'partial') return <Alert type="error" showIcon data-testid="import-outcome" title={outcome.message} />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="import-partial"
      title={outcome.title}
      description={
        <Flex vertical gap={4}>
          <span>{outcome.message}</span>
          {outcome.fileUrl && (
            <Typography.Link href={errorFileHref(outcome.fileUrl)} download={outcome.fileName ?? undefined} target="_blank" rel="noreferrer" data-testid="import-error-report">
              {ImportText.downloadErrors}（每行的错误原因）
            </Typography.Link>
          )}
        </Flex>
      }
    />
  );
}

function ImportForm({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { message } = App.useApp();
  const [month, setMonth] = useState(currentMonth());
  const [groupId, setGroupId] = useState<string>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [downloading, setDownloading] = useState(false);
  const groups = useQuery({ queryKey: ['salary-group', 'options'], queryFn: salaryGroups });
  const importer = useImport(importUrlOf(month));

  const start = async () => {
    const file = files[0]?.originFileObj;
    if (!file) return;
    setOutcome(undefined);
    const answer = await importer.upload([file], false);
    setOutcome(answer);
    if (answer.kind === 'success' || answer.kind === 'partial') {
      setFiles([]);
      onImported();
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(month, groupId);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setDownloading(false);
    }
  };

  const sent = importer.uploading && importer.percent >= 100;
  return (
    <Modal open title="导入月度薪资数据" width={640} onCancel={onClose} maskClosable={false} footer={<Button onClick={onClose}>{ImportText.close}</Button>}>
      <Form layout="vertical">
        <Flex gap={12} wrap>
          <Form.Item label="所属月份" required style={{ minWidth: 160, flex: 1 }}>
            <Select aria-label="所属月份" value={month} options={monthOptions()} onChange={setMonth} />
          </Form.Item>
          <Form.Item label="薪资组（模板中列出其成员）" style={{ minWidth: 200, flex: 2 }}>
            <Select aria-label="薪资组" allowClear placeholder="不选则下载空白模板" value={groupId} onChange={setGroupId} options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
          </Form.Item>
        </Flex>
      </Form>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">按模板填写出勤、加班、绩效、奖金、扣款和专项附加扣除；同一员工再次导入会覆盖当月数据，已锁定月份不能导入。</Typography.Text>
        <Flex gap={8} wrap align="flex-start">
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void template()} data-testid="import-template">
            下载导入模板
          </Button>
          <Upload
            accept=".xls,.xlsx"
            maxCount={1}
            fileList={files}
            beforeUpload={(file) => {
              if (!isExcelFile(file.name)) {
                message.warning(ImportText.onlyExcel);
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined />} data-testid="import-choose">
              {ImportText.chooseFile}
            </Button>
          </Upload>
          <Button type="primary" disabled={files.length === 0} loading={importer.uploading} onClick={() => void start()} data-testid="import-start">
            {importer.uploading ? (sent ? '导入中' : ImportText.uploading) : '开始导入'}
          </Button>
        </Flex>
        {importer.uploading && <Progress percent={sent ? 99 : importer.percent} status="active" format={(percent) => (sent ? '导入中…' : `${percent ?? 0}%`)} data-testid="import-progress" />}
        {outcome && <OutcomeNote outcome={outcome} />}
      </Flex>
    </Modal>
  );
}

export function VariableImportModal({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  // Unmounted while closed: every opening starts with this month and no file.
  return open ? <ImportForm onClose={onClose} onImported={onImported} /> : null;
}

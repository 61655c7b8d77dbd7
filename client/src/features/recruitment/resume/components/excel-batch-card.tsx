// Excel 批量导入: the template, one workbook uploaded to /rpm/candidate/importExcel with the upload's progress and then
// the server's work shown, and the answer kept on the card: all imported, or the 201 partial failure with its
// summary and the error report (each refused row with its reason), or the refusal.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { errorFileHref, ImportText, isExcelFile, useImport, type ImportOutcome } from '@/widgets/list-page';
import { CANDIDATE_IMPORT_URL, downloadTemplate } from '../api/resume-api';

function OutcomeNote({ outcome }: { outcome: ImportOutcome }) {
  switch (outcome.kind) {
    case 'success':
      return <Alert type="success" showIcon data-testid="import-outcome" title={outcome.message} />;
    case 'partial':
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
    default:
      return <Alert type="error" showIcon data-testid="import-outcome" title={outcome.message} />;
  }
}

export function ExcelBatchCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const importer = useImport(CANDIDATE_IMPORT_URL);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [downloading, setDownloading] = useState(false);

  const start = async () => {
    const file = files[0]?.originFileObj;
    if (!file) return;
    setOutcome(undefined);
    const answer = await importer.upload([file], false);
    setOutcome(answer);
    if (answer.kind === 'success' || answer.kind === 'partial') {
      setFiles([]);
      void queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('andidate') });
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadTemplate();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setDownloading(false);
    }
  };

  // The bar shows the upload; once the file is sent, the server's import runs until its answer comes.
  const sent = importer.uploading && importer.percent >= 100;
  return (
    <Card title="Excel 批量导入" data-testid="resume-excel-card">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">按模板的表头填写后上传；姓名、性别、手机号、应聘岗位、招聘渠道为必填，有误的行不会导入，可下载错误数据查看原因。</Typography.Text>
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
        {importer.uploading && (
          <Progress
            percent={sent ? 99 : importer.percent}
            status="active"
            format={(percent) => (sent ? '导入中…' : `${percent ?? 0}%`)}
            data-testid="import-progress"
            aria-label="导入进度"
          />
        )}
        {outcome && <OutcomeNote outcome={outcome} />}
      </Flex>
    </Card>
  );
}

// The original resume beside the form: a PDF in the browser's own viewer (the stored file, served inline), a Word
// file as the HTML mammoth made of it (sanitised), each with a link to the stored original.
import { FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Empty, Flex, Progress, Typography } from 'antd';
import { useMemo } from 'react';
import { staticFileUrl } from '@/api/static-url';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import type { ResumeKind } from '../lib/resume-file';
import styles from './resume-import.module.css';

export interface ResumePreviewProps {
  file: File;
  kind: ResumeKind;
  /** The .docx's HTML, once read. */
  html?: string;
  /** The stored path once the upload is done. */
  storedPath?: string;
  /** The chosen PDF's object URL: shown until the original is stored. */
  localUrl?: string;
  uploadPercent: number;
}

export function ResumePreview({ file, kind, html, storedPath, localUrl, uploadPercent }: ResumePreviewProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  const storedUrl = storedPath ? staticFileUrl(storedPath) : undefined;
  const Icon = kind === 'pdf' ? FilePdfOutlined : FileWordOutlined;
  return (
    <Flex vertical gap={8} data-testid="resume-preview">
      <Flex gap={8} align="center" wrap>
        <Icon />
        <Typography.Text className={styles.fileName} ellipsis={{ tooltip: file.name }}>
          {file.name}
        </Typography.Text>
        {storedUrl ? (
          <Typography.Link href={storedUrl} target="_blank" rel="noreferrer" data-testid="resume-original-link">
            查看原件
          </Typography.Link>
        ) : (
          <Progress percent={uploadPercent} size="small" className={styles.uploadProgress} aria-label="上传进度" />
        )}
      </Flex>
      {kind === 'pdf' ? (
        (storedUrl ?? localUrl) ? <iframe className={styles.pdfFrame} src={storedUrl ?? localUrl} title={`简历预览：${file.name}`} /> : null
      ) : safeHtml ? (
        <div className={styles.docxPreview} data-testid="resume-docx-preview" dangerouslySetInnerHTML={{ __html: safeHtml }} />
      ) : (
        <Empty description="暂无可预览的内容" />
      )}
    </Flex>
  );
}

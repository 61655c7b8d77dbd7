import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownPreviewProps {
  source: string | null | undefined;
  'data-testid'?: string;
}

/** Rendered markdown, read-only; sanitised HTML only. */
export function MarkdownPreview({ source, 'data-testid': testId = 'markdown-preview' }: MarkdownPreviewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className="markdown-preview"
      data-testid={testId}
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

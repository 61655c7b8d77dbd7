import './rich-text-view.css';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';

export interface RichTextViewProps {
  html: string | null | undefined;
  className?: string;
  'data-testid'?: string;
}

/** Shows rich-text HTML read-only, always through the one sanitiser. */
export function RichTextView({ html, className, 'data-testid': testId = 'rich-text-view' }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={['rich-text-view', className].filter(Boolean).join(' ')}
      data-testid={testId}
      style={{ wordBreak: 'break-word' }}
      // Sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

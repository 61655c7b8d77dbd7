import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface GallerySampleProps {
  /** The variant shown, e.g. 单选 / 多选 / 只读. */
  title: string;
  /** The value the widget emitted last; shown as JSON so staff and tests read exactly what a form would receive. */
  value?: unknown;
  children: ReactNode;
}

function shown(value: unknown): string {
  if (value === undefined) return '（尚未输出）';
  return typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 2);
}

/** One variant of a widget on a gallery page, with the value it emits beneath it. */
export function GallerySample({ title, value, children }: GallerySampleProps) {
  const slug = title.replace(/\s+/g, '-');
  return (
    <Card size="small" title={title} data-testid={`sample-${slug}`}>
      {children}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        输出值：
      </Typography.Paragraph>
      <pre data-testid={`sample-value-${slug}`} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
        {shown(value)}
      </pre>
    </Card>
  );
}

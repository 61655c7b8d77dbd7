import type { CSSProperties, ReactNode } from 'react';

interface ScreenPanelProps {
  title: string;
  testId: string;
  extra?: ReactNode;
  children: ReactNode;
  /** The panel's share of its column's height (the panels of a column fill it). */
  grow?: number;
  style?: CSSProperties;
}

/** One framed panel of the big screen; its content is a column whose charts and tables take the height left. */
export function ScreenPanel({ title, testId, extra, children, grow = 1, style }: ScreenPanelProps) {
  return (
    <section
      data-testid={testId}
      aria-label={title}
      style={{
        border: '1px solid #1d4e89',
        borderRadius: 4,
        background: 'rgba(8, 32, 68, .65)',
        padding: '8px 12px',
        display: 'flex',
        flexDirection: 'column',
        flex: `${grow} 1 0`,
        minHeight: 0,
        ...style,
      }}
    >
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 6 }}>
        <h2 style={{ margin: 0, fontSize: 16, color: '#7ec0ff', fontWeight: 600, letterSpacing: 1 }}>{title}</h2>
        {extra}
      </header>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</div>
    </section>
  );
}

import { useRef, type ReactNode } from 'react';
import { useAutoScroll } from '../hooks/use-auto-scroll';

export interface ScrollColumn<Row> {
  key: string;
  title: string;
  align?: 'left' | 'right' | 'center';
  render: (row: Row) => ReactNode;
}

interface AutoScrollTableProps<Row> {
  columns: ReadonlyArray<ScrollColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Height of the scrolling body in pixels. */
  height: number;
  testId: string;
  emptyText?: string;
}

const cell = { padding: '6px 8px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A table whose body scrolls itself 1px every 100 ms and stops while the pointer is over it (spec 000 §2.5). */
export function AutoScrollTable<Row>({ columns, rows, rowKey, height, testId, emptyText = '暂无数据' }: AutoScrollTableProps<Row>) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const hover = useAutoScroll(bodyRef);
  const template = columns.map((column) => (column.align === 'right' ? '112px' : '1fr')).join(' ');
  return (
    <div data-testid={testId} role="table" style={{ color: '#cfe3ff', fontSize: 14 }}>
      <div role="row" style={{ display: 'grid', gridTemplateColumns: template, background: 'rgba(24,144,255,.18)', color: '#7ec0ff' }}>
        {columns.map((column) => (
          <div key={column.key} role="columnheader" style={{ ...cell, textAlign: column.align ?? 'left' }}>
            {column.title}
          </div>
        ))}
      </div>
      <div
        ref={bodyRef}
        data-testid={`${testId}-body`}
        role="rowgroup"
        {...hover}
        // Hidden overflow: no scrollbar on the wall screen, while scrollTop still moves the rows.
        style={{ height, overflow: 'hidden' }}
      >
        {rows.length === 0 ? (
          <div style={{ ...cell, textAlign: 'center', opacity: 0.6 }}>{emptyText}</div>
        ) : (
          rows.map((row, index) => (
            <div
              key={rowKey(row)}
              role="row"
              style={{ display: 'grid', gridTemplateColumns: template, background: index % 2 ? 'rgba(255,255,255,.03)' : undefined }}
            >
              {columns.map((column) => (
                <div key={column.key} role="cell" style={{ ...cell, textAlign: column.align ?? 'left' }}>
                  {column.render(row)}
                </div>
              ))}
            </div>
          ))
        )}
      </div>
    </div>
  );
}

import { useRef, type ReactNode } from 'react';
import { useAutoScroll } from '../hooks/use-auto-scroll';

export interface ScrollColumn<Row> {
  key: string;
  title: string;
  align?: 'left' | 'right' | 'center';
  /** A fixed width in pixels, wide enough for the title; columns without one share the rest. */
  width?: number;
  render: (row: Row) => ReactNode;
}

interface AutoScrollTableProps<Row> {
  columns: ReadonlyArray<ScrollColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Height of the scrolling body in pixels; without it the table fills its container's height. */
  height?: number;
  testId: string;
  emptyText?: string;
}

const cell = { padding: '6px 8px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A table whose body scrolls itself 1px every 100 ms and stops while the pointer is over it (spec 000 §2.5). */
export function AutoScrollTable<Row>({ columns, rows, rowKey, height, testId, emptyText = '暂无数据' }: AutoScrollTableProps<Row>) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const hover = useAutoScroll(bodyRef);
  const template = columns.map((column) => (column.width ? `${column.width}px` : 'minmax(0, 1fr)')).join(' ');
  const fills = height === undefined;
  return (
    <div
      data-testid={testId}
      role="table"
      style={{ color: '#cfe3ff', fontSize: 14, ...(fills ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } : {}) }}
    >
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
        style={fills ? { flex: 1, minHeight: 0, overflow: 'hidden' } : { height, overflow: 'hidden' }}
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

// Column kinds of the workbench tables: figures that never wrap, names cut to one line with a tooltip.
import { Tooltip } from 'antd';
import type { TableColumnType } from 'antd';

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** A figure: right-aligned on one line; `width` must hold the widest figure the column shows. */
export function figureColumn<Row>(column: TableColumnType<Row> & { width: number }): TableColumnType<Row> {
  return { align: 'right', ...column, onCell: () => NO_WRAP, onHeaderCell: () => NO_WRAP };
}

/** A name: one line, cut with an ellipsis when the column is narrower, and shown in full in a tooltip. */
export function nameColumn<Row>(column: TableColumnType<Row>): TableColumnType<Row> {
  return {
    ...column,
    ellipsis: { showTitle: false },
    render: (name: string | null | undefined) => (
      <Tooltip placement="topLeft" title={name}>
        <span data-table-name>{name}</span>
      </Tooltip>
    ),
  };
}

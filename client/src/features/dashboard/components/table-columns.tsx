// Column kinds of the workbench tables: figures that never wrap, names cut to one line with a tooltip.
import type { ReactNode } from 'react';
import { NameCell } from './name-cell';
import type { PlainColumn } from './plain-table';

type TextKey<Row> = { [K in keyof Row]: Row[K] extends string | null | undefined ? K : never }[keyof Row] & string;
type FigureKey<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

/** A figure: right-aligned on one line; `width` must hold the widest figure the column shows. */
export function figureColumn<Row, Key extends FigureKey<Row>>(column: {
  title: string;
  dataIndex: Key;
  width: number;
  format: (value: Row[Key]) => ReactNode;
}): PlainColumn<Row> {
  return {
    key: column.dataIndex,
    title: column.title,
    width: column.width,
    align: 'right',
    noWrap: true,
    render: (row) => column.format(row[column.dataIndex]),
  };
}

/** A name: one line, cut with an ellipsis when the column is narrower, and shown in full in a tooltip. */
export function nameColumn<Row>(column: {
  title: string;
  dataIndex: TextKey<Row>;
  width?: number;
  minScreen?: PlainColumn<Row>['minScreen'];
}): PlainColumn<Row> {
  return {
    key: column.dataIndex,
    title: column.title,
    width: column.width,
    minScreen: column.minScreen,
    ellipsis: { showTitle: false },
    render: (row) => <NameCell name={row[column.dataIndex] as string | null | undefined} />,
  };
}

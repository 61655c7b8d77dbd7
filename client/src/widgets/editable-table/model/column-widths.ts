// Column widths of 001 §9 (B-GRID-55..62): a column without a width shares 92 % of the table evenly, or takes the
// default width (120px) when its share would be narrower; some types have their own width and a minimum, and a
// minimum larger than the width wins. The pixel widths are the shared TABLE_COLUMN_WIDTH / TABLE_COLUMN_MIN_WIDTH.
import { TABLE_COLUMN_MIN_WIDTH, TABLE_COLUMN_WIDTH } from '@/shared/config/widget-constants';
import type { ColumnType, EditableColumn } from './column';

export const SHARED_FRACTION = 0.92;

const TYPE_WIDTH: Partial<Record<ColumnType, number>> = {
  datetime: TABLE_COLUMN_WIDTH.datetime,
  sel_user: TABLE_COLUMN_WIDTH.userSelect,
  sel_depart: TABLE_COLUMN_WIDTH.departSelect,
};
const TYPE_MIN_WIDTH: Partial<Record<ColumnType, number>> = {
  datetime: TABLE_COLUMN_MIN_WIDTH.datetime,
  sel_user: TABLE_COLUMN_MIN_WIDTH.userSelect,
  sel_depart: TABLE_COLUMN_MIN_WIDTH.departSelect,
  date: TABLE_COLUMN_MIN_WIDTH.date,
};

export function typeWidth(type: ColumnType): number | undefined {
  return TYPE_WIDTH[type];
}

export function minWidthOf(column: EditableColumn): number {
  return column.minWidth ?? TYPE_MIN_WIDTH[column.type] ?? 0;
}

function declaredWidth(column: EditableColumn, tableWidth: number): number | undefined {
  if (typeof column.width === 'number') return column.width;
  if (typeof column.width === 'string') {
    const parsed = Number.parseFloat(column.width);
    if (Number.isNaN(parsed)) return undefined;
    return column.width.trim().endsWith('%') ? (tableWidth * parsed) / 100 : parsed;
  }
  return typeWidth(column.type);
}

/** Pixel widths of the visible columns for a table body `tableWidth` pixels wide. */
export function resolveColumnWidths(columns: readonly EditableColumn[], tableWidth: number): number[] {
  const declared = columns.map((column) => declaredWidth(column, tableWidth));
  const sharing = declared.filter((width) => width === undefined).length;
  const share = sharing ? (tableWidth * SHARED_FRACTION) / sharing : 0;
  const autoWidth = share >= TABLE_COLUMN_WIDTH.default ? Math.floor(share) : TABLE_COLUMN_WIDTH.default;
  return columns.map((column, index) => Math.max(declared[index] ?? autoWidth, minWidthOf(column)));
}

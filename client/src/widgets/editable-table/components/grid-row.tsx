// One virtual row: the sticky leading cells (drag handle with its menu, selection, row number), then only the
// columns in the horizontal window, between two spacers.
import { HolderOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { memo, type ReactNode } from 'react';
import { TABLE_COLUMN_WIDTH, TABLE_ROW_HEIGHT, TABLE_ROW_NUMBER_WIDTH } from '@/shared/config/widget-constants';
import type { ColumnOption, EditableColumn, GridRow } from '../model/column';
import { DRAG_HANDLE_WIDTH, SELECTION_WIDTH } from '../model/constants';
import { isRowSelectable, type DisabledRowRule } from '../model/selection';
import { GridCell } from './grid-cell';
import styles from './editable-table.module.css';

export interface ShownColumn {
  index: number;
  start: number;
}

export interface GridRowViewProps {
  row: GridRow;
  rowIndex: number;
  top: number;
  totalWidth: number;
  columns: EditableColumn[];
  widths: number[];
  shown: ShownColumn[];
  padLeft: number;
  padRight: number;
  rowNumber: boolean;
  dragSort: boolean;
  rowCount: number;
  /** The row-selection rule, one object per table (null without row selection). */
  selection: { disabledRows?: DisabledRowRule; onToggle: (row: GridRow) => void } | null;
  selected: boolean;
  active: { colIndex: number; editing: boolean } | null;
  errors: ReadonlyMap<string, string>;
  rowOptions: ReadonlyMap<string, ColumnOption[]>;
  inputLook: boolean;
  size: 'small' | 'middle' | 'large';
  leading?: { width: number; render: (row: GridRow) => ReactNode };
  onChange: (row: GridRow, column: EditableColumn, value: unknown) => void;
  onFill: (row: GridRow, values: Record<string, unknown>) => void;
  onActivate: (rowIndex: number, colIndex: number, editing: boolean) => void;
  onDone: () => void;
  onMove: (from: number, to: number) => void;
  onInsert: (index: number) => void;
}

const DRAG_TYPE = 'application/x-editable-table-row';

function DragHandle({ rowIndex, rowCount, onMove, onInsert }: Pick<GridRowViewProps, 'rowIndex' | 'rowCount' | 'onMove' | 'onInsert'>) {
  const items = [
    { key: 'up', label: '向上移', disabled: rowIndex === 0 },
    { key: 'down', label: '向下移', disabled: rowIndex === rowCount - 1 },
    { key: 'insert', label: '插入一行' },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'up') onMove(rowIndex, rowIndex - 1);
          else if (key === 'down') onMove(rowIndex, rowIndex + 1);
          else onInsert(rowIndex);
        },
      }}
    >
      <button
        type="button"
        aria-label="拖动排序"
        className={`${styles.plain} ${styles.handle}`}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(rowIndex));
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        <HolderOutlined />
      </button>
    </Dropdown>
  );
}

function GridRowViewInner(props: GridRowViewProps) {
  const { row, rowIndex, top, totalWidth, columns, widths, shown, padLeft, padRight, rowNumber, dragSort, rowCount, selection, selected, active, errors, rowOptions, inputLook, size, leading } = props;
  let left = 0;
  const lead = (width: number, content: ReactNode, label?: string) => {
    const cell = (
      <div className={styles.lead} style={{ width, left }} role="gridcell" aria-label={label}>
        {content}
      </div>
    );
    left += width;
    return cell;
  };
  const selectable = selection ? isRowSelectable(row, selection.disabledRows) : false;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={selection ? selected : undefined}
      data-row-index={rowIndex}
      data-row-id={row.id}
      className={selection && selected ? `${styles.row} ${styles.rowSelected}` : styles.row}
      style={{ top, height: TABLE_ROW_HEIGHT, width: totalWidth }}
      onDragOver={(event) => {
        if (dragSort && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (!dragSort || Number.isNaN(from)) return;
        event.preventDefault();
        props.onMove(from, rowIndex);
      }}
    >
      {leading ? lead(leading.width, leading.render(row)) : null}
      {dragSort ? lead(DRAG_HANDLE_WIDTH, <DragHandle rowIndex={rowIndex} rowCount={rowCount} onMove={props.onMove} onInsert={props.onInsert} />) : null}
      {selection
        ? lead(
            SELECTION_WIDTH,
            <button
              type="button"
              role="checkbox"
              aria-checked={selected}
              aria-label={`选择第${rowIndex + 1}行`}
              disabled={!selectable}
              className={styles.plain}
              onClick={() => selection.onToggle(row)}
            >
              <span className={selected ? `${styles.check} ${styles.checked}` : styles.check} style={selectable ? undefined : { background: '#f5f5f5' }} />
            </button>,
          )
        : null}
      {rowNumber ? lead(TABLE_ROW_NUMBER_WIDTH, rowIndex + 1) : null}
      <div style={{ width: padLeft, flex: 'none' }} />
      {shown.map(({ index }) => {
        const column = columns[index] as EditableColumn;
        const linked = rowOptions.get(`${row.id}\u0000${column.key}`);
        const cellColumn = linked ? { ...column, options: linked } : column;
        const editing = active?.colIndex === index && active.editing;
        return (
            <GridCell
              key={column.key}
              row={row}
              rowIndex={rowIndex}
              colIndex={index}
              column={cellColumn}
              width={widths[index] ?? TABLE_COLUMN_WIDTH.default}
              editing={editing}
              focused={active?.colIndex === index}
              inputLook={inputLook}
              error={errors.get(`${row.id}\u0000${column.key}`)}
              size={size}
              onChange={props.onChange}
              onFill={props.onFill}
              onActivate={props.onActivate}
              onDone={props.onDone}
            />
        );
      })}
      <div style={{ width: Math.max(0, padRight), flex: 'none' }} />
    </div>
  );
}

export const GridRowView = memo(GridRowViewInner);

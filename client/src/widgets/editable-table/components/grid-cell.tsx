// One cell as light text (the cheap path every visible cell takes); the antd editor mounts only when editing.
import { Tooltip } from 'antd';
import { memo, type ReactNode } from 'react';
import type { EditableColumn, GridRow } from '../model/column';
import { displayText } from '../model/display-text';
import { CellEditor } from './cell-editor';
import { FileCellView } from './file-cell-view';
import styles from './editable-table.module.css';

export interface GridCellProps {
  row: GridRow;
  rowIndex: number;
  colIndex: number;
  column: EditableColumn;
  width: number;
  editing: boolean;
  focused: boolean;
  /** Always-editing mode: every cell looks editable. */
  inputLook: boolean;
  error: string | undefined;
  size: 'small' | 'middle' | 'large';
  onChange: (row: GridRow, column: EditableColumn, value: unknown) => void;
  onFill: (row: GridRow, values: Record<string, unknown>) => void;
  onActivate: (rowIndex: number, colIndex: number, editing: boolean) => void;
  onDone: () => void;
}

function Check({ checked }: { checked: boolean }) {
  return <span className={checked ? `${styles.check} ${styles.checked}` : styles.check} aria-hidden />;
}

const FILE_TYPES = new Set(['upload', 'file', 'image']);

/** The cells that are not plain text: checkbox, radio and slot (edited in place), and the file cells' view. */
function LightValue({ column, row, onChange }: Pick<GridCellProps, 'column' | 'row' | 'onChange'>): ReactNode {
  const value = row[column.key];
  if (column.type === 'checkbox') {
    const [checked, unchecked] = column.customValue ?? [true, false];
    const on = value === checked;
    return (
      <button
        type="button"
        role="checkbox"
        aria-checked={on}
        aria-label={column.title}
        className={styles.plain}
        disabled={column.disabled}
        onClick={(event) => {
          event.stopPropagation();
          onChange(row, column, on ? unchecked : checked);
        }}
      >
        <Check checked={on} />
      </button>
    );
  }
  if (column.type === 'radio') {
    return (
      <span role="radiogroup" aria-label={column.title} className={styles.radios}>
        {(column.options ?? []).map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            className={styles.plain}
            disabled={column.disabled || option.disabled}
            onClick={(event) => {
              event.stopPropagation();
              onChange(row, column, option.value);
            }}
          >
            <span className={value === option.value ? `${styles.dot} ${styles.dotOn}` : styles.dot} aria-hidden />
            {option.text ?? option.label ?? option.value}
          </button>
        ))}
      </span>
    );
  }
  if (column.type === 'slot') return column.render?.({ row, column, value, setValue: (next) => onChange(row, column, next) }) ?? null;
  if (FILE_TYPES.has(column.type)) return <FileCellView column={column} value={value} />;
  return null;
}

const DIRECT_TYPES = new Set(['checkbox', 'radio', 'slot']);

function GridCellView(props: GridCellProps) {
  const { row, rowIndex, colIndex, column, width, editing, focused, inputLook, error, size, onChange, onFill, onActivate, onDone } = props;
  const direct = DIRECT_TYPES.has(column.type);
  const classes = [styles.cell, inputLook && !direct ? styles.inputLook : '', error ? styles.invalid : '', focused ? styles.focused : '', column.disabled ? styles.disabled : '']
    .filter(Boolean)
    .join(' ');
  const boxClass = inputLook && !direct && !editing ? styles.lookBox : styles.box;
  let box: ReactNode;
  if (editing && !direct) {
    box = (
      <div className={boxClass}>
        <CellEditor column={column} row={row} value={row[column.key]} size={size} onChange={(value) => onChange(row, column, value)} onFill={(values) => onFill(row, values)} onDone={onDone} />
      </div>
    );
  } else if (direct || FILE_TYPES.has(column.type)) {
    box = (
      <div className={boxClass}>
        <LightValue column={column} row={row} onChange={onChange} />
      </div>
    );
  } else {
    // plain text straight in the box: one element per cell fewer to create and lay out while scrolling
    const text = displayText(column, row[column.key]);
    box = <div className={`${boxClass} ${styles.text}${text ? '' : ` ${styles.placeholder}`}`}>{text || column.placeholder || ''}</div>;
  }
  const cell = (
    <div
      role="gridcell"
      aria-colindex={colIndex + 1}
      aria-invalid={error ? true : undefined}
      data-key={column.key}
      data-editing={editing || undefined}
      tabIndex={focused ? 0 : -1}
      className={classes}
      style={{ width }}
      onClick={() => !editing && !column.disabled && onActivate(rowIndex, colIndex, !direct)}
    >
      {box}
    </div>
  );
  return error ? (
    <Tooltip title={error} open={focused || undefined} color="red">
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}

export const GridCell = memo(GridCellView);

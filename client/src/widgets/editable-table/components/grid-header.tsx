import { memo } from 'react';
import { TABLE_ROW_NUMBER_WIDTH } from '@/shared/config/widget-constants';
import type { EditableColumn, GridRow } from '../model/column';
import { DRAG_HANDLE_WIDTH, SELECTION_WIDTH } from '../model/constants';
import { selectionState, type DisabledRowRule } from '../model/selection';
import type { ShownColumn } from './grid-row';
import styles from './editable-table.module.css';

interface Props {
  columns: EditableColumn[];
  widths: number[];
  shown: ShownColumn[];
  padLeft: number;
  padRight: number;
  rowNumber: boolean;
  dragSort: boolean;
  leadingWidth: number;
  selection: { rows: GridRow[]; selected: ReadonlySet<string>; disabledRows?: DisabledRowRule; onToggleAll: () => void } | null;
}

const isRequired = (column: EditableColumn) => column.validateRules?.some((rule) => rule.required) ?? false;

function GridHeaderView({ columns, widths, shown, padLeft, padRight, rowNumber, dragSort, leadingWidth, selection }: Props) {
  let left = 0;
  const lead = (width: number, content: React.ReactNode, key: string) => {
    const style = { width, left, position: 'sticky' as const, zIndex: 2, background: '#fafafa' };
    left += width;
    return (
      <div key={key} role="columnheader" className={styles.headCell} style={style}>
        {content}
      </div>
    );
  };
  const state = selection ? selectionState(selection.rows, selection.selected, selection.disabledRows) : 'none';
  return (
    <div role="row" className={styles.header}>
      {leadingWidth ? lead(leadingWidth, null, 'leading') : null}
      {dragSort ? lead(DRAG_HANDLE_WIDTH, null, 'drag') : null}
      {selection
        ? lead(
            SELECTION_WIDTH,
            <button
              type="button"
              role="checkbox"
              aria-label="全选"
              aria-checked={state === 'all' ? true : state === 'some' ? 'mixed' : false}
              className={styles.plain}
              onClick={selection.onToggleAll}
            >
              <span className={`${styles.check} ${state === 'all' ? styles.checked : ''} ${state === 'some' ? styles.indeterminate : ''}`} />
            </button>,
            'select',
          )
        : null}
      {rowNumber ? lead(TABLE_ROW_NUMBER_WIDTH, '#', 'number') : null}
      <div style={{ width: padLeft, flex: 'none' }} />
      {shown.map(({ index }) => {
        const column = columns[index] as EditableColumn;
        return (
          <div key={column.key} role="columnheader" className={styles.headCell} style={{ width: widths[index] }} title={column.title}>
            <span className={isRequired(column) ? styles.required : undefined}>{column.title}</span>
          </div>
        );
      })}
      <div style={{ width: Math.max(0, padRight), flex: 'none' }} />
    </div>
  );
}

export const GridHeader = memo(GridHeaderView);

import { memo, useMemo } from 'react';
import type { EditableColumn, GridRow } from '../model/column';
import { columnStatistic, STATISTIC_LABEL } from '../model/statistics';
import type { ShownColumn } from './grid-row';
import styles from './editable-table.module.css';

interface Props {
  columns: EditableColumn[];
  widths: number[];
  shown: ShownColumn[];
  padLeft: number;
  padRight: number;
  leadWidth: number;
  rows: GridRow[];
}

/** The statistics row under the body: sum or average of the columns that ask for one. */
function StatisticsRowView({ columns, widths, shown, padLeft, padRight, leadWidth, rows }: Props) {
  // counted when the rows change, not when the horizontal window does (each is a pass over every row)
  const texts = useMemo(
    () => new Map(columns.flatMap((column) => (column.statistics ? [[column.key, `${STATISTIC_LABEL[column.statistics]}：${columnStatistic(rows, column.key, column.statistics)}`] as const] : []))),
    [columns, rows],
  );
  return (
    <div role="row" aria-label="统计" className={styles.stats} style={{ top: 'auto' }}>
      <div className={styles.headCell} style={{ width: leadWidth, position: 'sticky', left: 0, background: '#fafafa', zIndex: 2 }}>
        统计
      </div>
      <div style={{ width: padLeft, flex: 'none' }} />
      {shown.map(({ index }) => {
        const column = columns[index] as EditableColumn;
        return (
          <div key={column.key} className={styles.headCell} style={{ width: widths[index], fontWeight: 400 }} data-statistic={column.statistics ? column.key : undefined}>
            {texts.get(column.key) ?? ''}
          </div>
        );
      })}
      <div style={{ width: Math.max(0, padRight), flex: 'none' }} />
    </div>
  );
}

export const StatisticsRow = memo(StatisticsRowView);

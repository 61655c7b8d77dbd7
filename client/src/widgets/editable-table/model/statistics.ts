// The statistics row (B-GRID-03, 04): sum or average of a column's numeric values.
import type { ColumnStatistic, GridRow } from './column';

/** Sum, or average over the rows that hold a number: an empty cell (a new row not filled yet) is no 0. */
export function columnStatistic(rows: readonly GridRow[], key: string, kind: ColumnStatistic): number {
  let sum = 0;
  let counted = 0;
  for (const row of rows) {
    const value = Number(row[key]);
    if (row[key] !== '' && row[key] !== null && row[key] !== undefined && Number.isFinite(value)) {
      sum += value;
      counted++;
    }
  }
  if (kind === 'sum') return round(sum);
  return counted ? round(sum / counted) : 0;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export const STATISTIC_LABEL: Record<ColumnStatistic, string> = { sum: '合计', average: '平均' };

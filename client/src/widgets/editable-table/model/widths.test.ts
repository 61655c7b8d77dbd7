import { describe, expect, it } from 'vitest';
import type { ColumnType, EditableColumn } from './column';
import { resolveColumnWidths } from './column-widths';

const col = (type: ColumnType, width?: number): EditableColumn => ({ key: type, type, title: type, width });

describe('column widths (001 §9)', () => {
  it('B-GRID-55 a column without width shares 92% evenly, or takes 120px when the share is narrower', () => {
    expect(resolveColumnWidths([col('input'), col('input')], 1000)).toEqual([460, 460]);
    expect(resolveColumnWidths([col('input'), col('input'), col('input'), col('input'), col('input'), col('input'), col('input'), col('input'), col('input')], 1000)).toEqual(Array(9).fill(120));
  });

  it('B-GRID-56 B-GRID-57 datetime is 200px, at least 190', () => {
    expect(resolveColumnWidths([col('datetime')], 1000)).toEqual([200]);
    expect(resolveColumnWidths([col('datetime', 150)], 1000)).toEqual([190]);
  });

  it('B-GRID-58 B-GRID-59 user select is 220px, at least 190', () => {
    expect(resolveColumnWidths([col('sel_user')], 1000)).toEqual([220]);
    expect(resolveColumnWidths([col('sel_user', 100)], 1000)).toEqual([190]);
  });

  it('B-GRID-60 B-GRID-61 department select is 160px with a minimum of 190, and the larger minimum wins', () => {
    expect(resolveColumnWidths([col('sel_depart')], 1000)).toEqual([190]);
    expect(resolveColumnWidths([col('sel_depart', 250)], 1000)).toEqual([250]);
    // The 160 itself shows where a column lowers the minimum below it (and takes no width of its own).
    expect(resolveColumnWidths([{ ...col('sel_depart'), minWidth: 100 }], 1000)).toEqual([160]);
    expect(resolveColumnWidths([{ ...col('sel_depart'), minWidth: 0 }, col('input')], 1000)).toEqual([160, 920]);
  });

  it('B-GRID-62 date is at least 135', () => {
    expect(resolveColumnWidths([col('date', 100)], 1000)).toEqual([135]);
  });
});

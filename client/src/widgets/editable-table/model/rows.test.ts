import { describe, expect, it } from 'vitest';
import type { EditableColumn, GridRow } from './column';
import { COLUMN_TYPES } from './column';
import { clampAddCount, deletedIds, insertIndex, insertRows, moveRow, newRow, removeRows, renumber } from './rows';
import { createTempId, createTempMarker, isTempId } from './row-ids';
import { joinValues, splitValues } from './multi-value';
import { DEFAULT_ORDER_FIELD } from './constants';

const columns: EditableColumn[] = [
  { key: 'name', type: 'input', title: '姓名', defaultValue: '新员工' },
  { key: 'married', type: 'checkbox', title: '已婚', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'active', type: 'checkbox', title: '在职', customValue: ['1', '0'] },
  { key: 'remark', type: 'input', title: '备注' },
];
const rows = (...ids: string[]): GridRow[] => ids.map((id) => ({ id }));

describe('rows (001 §3)', () => {
  it('the column types are the 20 of the spec (input_pop and textarea are one)', () => {
    expect(COLUMN_TYPES.filter((type) => type !== 'textarea')).toHaveLength(20);
  });

  it('B-GRID-26 B-GRID-27 a new row gets an id that ends in the table instance temp marker', () => {
    const marker = createTempMarker();
    const other = createTempMarker();
    const row = newRow(columns, marker);
    expect(row.id).toMatch(/_tid-[a-z0-9]{6}$/);
    expect(isTempId(row.id, marker)).toBe(true);
    expect(isTempId(row.id, other)).toBe(false);
    expect(isTempId('1700000000000000001', marker)).toBe(false);
    expect(createTempId(marker)).not.toBe(createTempId(marker));
  });

  it('B-GRID-28 B-GRID-02 a new row holds one value per column key; checkbox takes its customValue pair', () => {
    const row = newRow(columns, createTempMarker());
    expect(row).toMatchObject({ name: '新员工', married: 'Y', active: '0', remark: '' });
    expect(Object.keys(row).sort()).toEqual(['active', 'id', 'married', 'name', 'remark']);
  });

  it('B-GRID-29 the order field defaults to orderNum', () => {
    expect(DEFAULT_ORDER_FIELD).toBe('orderNum');
  });

  it('B-GRID-30 the order field is renumbered from 1 on reorder', () => {
    const list = renumber(rows('a', 'b', 'c'), 'orderNum');
    const moved = moveRow(list, 2, 0, 'orderNum');
    expect(moved.map((row) => [row.id, row.orderNum])).toEqual([['c', 1], ['a', 2], ['b', 3]]);
  });

  it('B-GRID-31 the order field is renumbered from 1 on insert', () => {
    const list = renumber(rows('a', 'b'), 'orderNum');
    const inserted = insertRows(list, rows('n'), 1, 'orderNum');
    expect(inserted.map((row) => [row.id, row.orderNum])).toEqual([['a', 1], ['n', 2], ['b', 3]]);
  });

  it('B-RULE-29 the add-row count is at least 1', () => {
    expect([0, -3, 'x', undefined, 2.7, 5].map(clampAddCount)).toEqual([1, 1, 1, 1, 2, 5]);
  });

  it('B-RULE-30 B-RULE-31 the insert position is at least 0 and 0 means the bottom', () => {
    expect(insertIndex(0, 4)).toBe(4);
    expect(insertIndex(-2, 4)).toBe(4);
    expect(insertIndex(2, 4)).toBe(2);
    expect(insertRows(rows('a', 'b'), rows('n'), 0).map((row) => row.id)).toEqual(['a', 'b', 'n']);
  });

  it('B-GRID-46 removing rows with a wrong argument type throws', () => {
    const list = rows('a', 'b', 'c');
    expect(removeRows(list, 'a,c').rows.map((row) => row.id)).toEqual(['b']);
    expect(removeRows(list, [{ id: 'b' }]).removed.map((row) => row.id)).toEqual(['b']);
    expect(() => removeRows(list, 42)).toThrow(TypeError);
    expect(() => removeRows(list, null)).toThrow(TypeError);
    expect(() => removeRows(list, [true])).toThrow(TypeError);
  });

  it('the deleted ids are those of removed stored rows; temporary ids of new rows are dropped', () => {
    const marker = createTempMarker();
    const added = newRow(columns, marker);
    const { removed } = removeRows([...rows('1700000000000000001', 'kept', '1700000000000000002'), added], ['1700000000000000001', added.id, '1700000000000000002']);
    expect(removed).toHaveLength(3);
    expect(deletedIds(removed, marker)).toEqual(['1700000000000000001', '1700000000000000002']);
    expect(deletedIds([added], marker)).toEqual([]);
  });

  it('B-GRID-66 multi-value fields are stored comma-joined', () => {
    expect(joinValues(['a', 'b', ''])).toBe('a,b');
    expect(splitValues('a,b')).toEqual(['a', 'b']);
    expect(splitValues('')).toEqual([]);
  });
});

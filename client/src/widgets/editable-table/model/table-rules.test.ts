import { describe, expect, it } from 'vitest';
import {
  TABLE_DEFAULT_ADD_ROWS,
  TABLE_INSERT_DEBOUNCE_MS,
  TABLE_RECORD_HISTORY_CAP,
  TABLE_RELOAD_EFFECT_MS,
  TABLE_SCROLLING_FLAG_MS,
} from '@/shared/config/widget-constants';
import type { PermissionLists } from '@/widgets/access';
import { ADD_ROW_SETTINGS_KEY, readAddRowSettings, saveAddRowSettings } from './add-row-settings';
import { excludedCodes } from './auth-exclusions';
import { DEFAULT_SIZE } from './constants';
import { requireDictCode } from './dict-code';
import { createInsertGuard } from './insert-debounce';
import { columnStatistic } from './statistics';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
};

describe('editable-table rules (001 §4, §6, §9)', () => {
  it('B-GRID-03 statistics: sum', () => {
    expect(columnStatistic([{ id: '1', n: 1.5 }, { id: '2', n: '2' }, { id: '3', n: '' }], 'n', 'sum')).toBe(3.5);
  });

  it('B-GRID-04 statistics: average', () => {
    expect(columnStatistic([{ id: '1', n: 1 }, { id: '2', n: 2 }, { id: '3', n: 6 }], 'n', 'average')).toBe(3);
    // a new row not filled in yet (empty, null or absent) is left out, not counted as 0
    expect(columnStatistic([{ id: '1', n: 1 }, { id: '2', n: 2 }, { id: '3', n: 6 }, { id: '4', n: '' }, { id: '5', n: null }, { id: '6' }], 'n', 'average')).toBe(3);
    expect(columnStatistic([{ id: '1', n: '' }], 'n', 'average')).toBe(0);
  });

  it('B-GRID-37 a second insert within 1500 ms is ignored', () => {
    let now = 10_000;
    const guard = createInsertGuard(undefined, () => now);
    expect(guard()).toBe(true);
    now += 1499;
    expect(guard()).toBe(false);
    now += 1;
    expect(guard()).toBe(true);
    expect(TABLE_INSERT_DEBOUNCE_MS).toBe(1500);
  });

  it('B-GRID-47 add-row settings are saved locally under a fixed key', () => {
    const storage = memoryStorage();
    expect(readAddRowSettings(storage)).toEqual({ count: 1, position: 0 });
    saveAddRowSettings({ count: 3, position: 2 }, storage);
    expect(ADD_ROW_SETTINGS_KEY).toBe('jet-add-btn-settings');
    expect(JSON.parse(storage.data.get('jet-add-btn-settings') ?? '')).toEqual({ count: 3, position: 2 });
    expect(readAddRowSettings(storage)).toEqual({ count: 3, position: 2 });
  });

  it('B-GRID-53 B-GRID-54 default add rows 1, default size medium', () => {
    expect(TABLE_DEFAULT_ADD_ROWS).toBe(1);
    expect(readAddRowSettings(memoryStorage()).count).toBe(TABLE_DEFAULT_ADD_ROWS);
    expect(DEFAULT_SIZE).toBe('middle');
  });

  it('B-GRID-63 B-GRID-64 B-GRID-65 the scrolling flag, reload effect and history cap', () => {
    expect([TABLE_SCROLLING_FLAG_MS, TABLE_RELOAD_EFFECT_MS, TABLE_RECORD_HISTORY_CAP]).toEqual([100, 1400, 16]);
  });

  it('B-RULE-32 a dictionary code must not be empty', () => {
    expect(() => requireDictCode('')).toThrow('字典Code不能为空');
    expect(() => requireDictCode('  ')).toThrow('字典Code不能为空');
    expect(requireDictCode('sex')).toBe('sex');
  });

  it('B-GRID-44 B-GRID-45 codes under authPre that the user may not use are excluded', () => {
    const lists: PermissionLists = {
      user: [{ action: 'employee:salary', type: '1', describe: '' }] as unknown as PermissionLists['user'],
      all: [
        { action: 'employee:salary', type: '1', status: '1' },
        { action: 'employee:idCard', type: '1', status: '0' },
        { action: 'employee:add,employee:batch_delete', type: '1', status: '0' },
        { action: 'other:phone', type: '1', status: '0' },
      ] as unknown as PermissionLists['all'],
    };
    expect([...excludedCodes('employee:', lists)].sort()).toEqual(['add', 'batch_delete', 'idCard']);
    expect(excludedCodes(undefined, lists).size).toBe(0);
  });
});

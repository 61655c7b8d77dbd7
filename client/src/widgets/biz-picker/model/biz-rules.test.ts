import { describe, expect, it } from 'vitest';
import { ellipsis } from '@/widgets/picker-kit';
import { BIZ_PAGE_SIZE, BIZ_PAGE_SIZE_OPTIONS, BIZ_TABLE_HEIGHT, PICKER_ELLIPSIS, PICKER_MODAL_WIDTH, rowKeyOf, SELECT_BIZ_ELLIPSIS, SELECT_BIZ_WIDTH, type BizPickerConfig } from './biz-config';
import { echoQuery, listQuery } from './biz-query';
import { toChosenPosition } from './position-row';

const config: BizPickerConfig = { name: '职务', listUrl: '/sys/position/list', valueKey: 'code', displayKey: 'name', columns: [] };

describe('business-entity picker (001 §3, §9; decision 20)', () => {
  it('B-PICK-25 rowKey defaults to id', () => {
    expect(rowKeyOf(config)).toBe('id');
    expect(rowKeyOf({ ...config, rowKey: 'code' })).toBe('code');
  });

  it('B-PICK-26 the echo sends the valueKey comma list, page 1 and the count as page size', () => {
    expect(echoQuery('code', ['gm', 'devleader'])).toEqual({ code: 'gm,devleader', pageNo: 1, pageSize: 2 });
  });

  it('B-PICK-24 query fields: text matches inside the value, a dictionary field exactly, empty ones are left out', () => {
    const fields = [{ key: 'name', label: '名称' }, { key: 'rank', label: '职级', dictCode: 'position_rank' }, { key: 'code', label: '编码' }];
    expect(listQuery(fields, { name: ' 经理 ', rank: '4', code: '' }, 1, 5)).toEqual({ pageNo: 1, pageSize: 5, name: '*经理*', rank: '4' });
  });

  it.each([
    ['B-PICK-22 the select-biz display is truncated at 25 characters', SELECT_BIZ_ELLIPSIS, 25],
    ['B-PICK-32 the picker ellipsis length is 12', PICKER_ELLIPSIS, 12],
    ['B-PICK-27 the picker modal page size is 5', BIZ_PAGE_SIZE, 5],
    ['B-PICK-23 the select-biz dialog is 1200 wide', SELECT_BIZ_WIDTH, 1200],
    ['B-PICK-30 the picker modal is 900 wide', PICKER_MODAL_WIDTH, 900],
    ['B-PICK-31 the picker modal table is 240 high', BIZ_TABLE_HEIGHT, 240],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('B-PICK-28 the picker modal page size options are 5/10/20/30', () => {
    expect(BIZ_PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 30]);
  });

  it('B-PICK-22 a long display text is cut with an ellipsis, a short one is kept', () => {
    expect(ellipsis('一二三四五六七八九十一二三四五六七八九十一二三四五六', SELECT_BIZ_ELLIPSIS)).toBe('一二三四五六七八九十一二三四五六七八九十一二三四五...');
    expect(ellipsis('总经理', SELECT_BIZ_ELLIPSIS)).toBe('总经理');
  });

  it('B-PICK-17 the position picker returns id and code', () => {
    expect(toChosenPosition({ id: 'p1', code: 'gm', name: '总经理', rank_dictText: '正高级' })).toEqual({ id: 'p1', code: 'gm' });
  });
});

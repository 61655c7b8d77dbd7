import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZE_OPTIONS, totalText } from './list-defaults';
import { filterValue, type FilterMode } from './input-filter';
import { readListState, withFilters, writeListState, type ListState } from './list-state';
import { missingActionText } from './list-messages';
import { pageAfterDelete } from './page-after-delete';
import { filterParams, listRequestParams } from './request-params';
import { listQueryCacheKey, readCachedQuery, writeCachedQuery } from './query-cache';
import type { SearchSchema } from './search-schema';
import { nullEmptyValues } from './submit-values';

const state = (over: Partial<ListState> = {}): ListState => ({ filters: {}, sort: DEFAULT_SORT, pageNo: 1, pageSize: 10, ...over });

describe('list defaults', () => {
  it('B-LIST-31 the default page size is 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(readListState(new URLSearchParams(''), DEFAULT_SORT).pageSize).toBe(10);
  });
  it('B-LIST-32 page size options are 10/20/30', () => expect(PAGE_SIZE_OPTIONS).toEqual(['10', '20', '30']));
  it('B-LIST-34 the total text is the range followed by 共 N 条', () => expect(totalText(57, [11, 20])).toBe('11-20 共 57 条'));
  it('B-LIST-35 the default sort is id descending', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'id', order: 'desc' });
    expect(listRequestParams(readListState(new URLSearchParams(''), DEFAULT_SORT))).toMatchObject({ column: 'id', order: 'desc' });
  });
});

describe('list state in the address', () => {
  it.each([
    ['', state()],
    ['name=a&pageNo=3', state({ filters: { name: 'a' }, pageNo: 3 })],
    ['pageNo=0&pageSize=-2', state()],
    ['column=name&order=asc', state({ sort: { column: 'name', order: 'asc' } })],
    ['column=name&order=weird', state({ sort: { column: 'name', order: 'desc' } })],
    ['d=2024-01-01&d=2024-02-01&blank=', state({ filters: { d: ['2024-01-01', '2024-02-01'] } })],
  ])('reads %j', (search, expected) => expect(readListState(new URLSearchParams(search), DEFAULT_SORT)).toEqual(expected));

  it.each([
    state(),
    state({ filters: { name: '张', d: ['2024-01-01', '2024-01-31'] }, pageNo: 2, pageSize: 20 }),
    state({ sort: { column: 'createTime', order: 'asc' } }),
  ])('round-trips %j', (value) => expect(readListState(writeListState(value, DEFAULT_SORT), DEFAULT_SORT)).toEqual(value));

  it('leaves the defaults out of the address', () => expect(writeListState(state(), DEFAULT_SORT).toString()).toBe(''));
  it('B-LIST-02 search returns to page 1', () => expect(withFilters(state({ pageNo: 4 }), { name: 'x' })).toMatchObject({ pageNo: 1, filters: { name: 'x' } }));
  it('B-LIST-03 reset returns to page 1 without filters', () =>
    expect(withFilters(state({ pageNo: 4, filters: { name: 'x' } }), {})).toMatchObject({ pageNo: 1, filters: {} }));
});

describe('page after deleting rows', () => {
  it.each([
    // current, size, total, deleted → page
    [3, 10, 21, 1, 2],
    [3, 10, 25, 5, 2],
    [3, 10, 25, 4, 3],
    [2, 10, 20, 10, 1],
    [1, 10, 1, 1, 1],
    [5, 10, 100, 1, 5],
  ])('B-LIST-04 page %i of size %i, total %i, deleting %i → page %i', (current, size, total, deleted, expected) =>
    expect(pageAfterDelete(current, size, total, deleted)).toBe(expected),
  );
});

describe('input filter', () => {
  it.each<[string, FilterMode, boolean, string | undefined]>([
    ['abc', 'like', false, '*abc*'],
    ['abc', 'ne', false, '!abc'],
    ['5', 'ge', false, '>=5'],
    ['5', 'le', false, '<=5'],
    ['abc', 'eq', false, 'abc'],
    ['', 'like', false, undefined],
    [' a ', 'like', false, '* a *'],
    [' a ', 'like', true, '*a*'],
    ['   ', 'eq', true, undefined],
  ])('%j as %s (trim %s) → %j', (raw, mode, trim, expected) => expect(filterValue(raw, mode, trim)).toBe(expected));
  it('B-FILTER-01 like gives *value*', () => expect(filterValue('x', 'like')).toBe('*x*'));
  it('B-FILTER-02 ne gives !value', () => expect(filterValue('x', 'ne')).toBe('!x'));
  it('B-FILTER-03 ge gives >=value', () => expect(filterValue('3', 'ge')).toBe('>=3'));
  it('B-FILTER-04 le gives <=value', () => expect(filterValue('3', 'le')).toBe('<=3'));
  it('B-FILTER-05 an empty value becomes undefined', () => expect(filterValue('', 'like')).toBeUndefined());
  it('B-FILTER-06 trim is optional', () => expect([filterValue(' y', 'eq'), filterValue(' y', 'eq', true)]).toEqual([' y', 'y']));
});

describe('request parameters', () => {
  const schema: SearchSchema = [
    { kind: 'text', name: 'name', label: '名称', match: 'like' },
    { kind: 'date-range', name: 'createTime', label: '创建时间' },
    { kind: 'dict', name: 'rank', label: '职级', dictCode: 'position_rank' },
  ];
  it('B-LIST-20 a date range of YYYY-MM-DD is sent as _begin and _end', () =>
    expect(filterParams({ createTime: ['2024-01-01', '2024-01-31'] }, schema)).toEqual({ createTime_begin: '2024-01-01', createTime_end: '2024-01-31' }));
  it('sends one side of a half-open range only', () => expect(filterParams({ createTime: ['', '2024-01-31'] }, schema)).toEqual({ createTime_end: '2024-01-31' }));
  it('matches text fields as the schema says and leaves dictionary values exact', () =>
    expect(filterParams({ name: ' 经理 ', rank: '3' }, schema)).toEqual({ name: '*经理*', rank: '3' }));
  it('joins other arrays with commas and drops blanks', () => expect(filterParams({ status: ['1', '', '2'], blank: ' ' })).toEqual({ status: '1,2' }));
  it('B-LIST-05 sends filters, column, order, pageNo, pageSize and the advanced query', () => {
    const params = listRequestParams(state({ filters: { name: 'a' }, pageNo: 2 }), {
      schema,
      superQuery: { matchType: 'or', params: [{ field: 'name', rule: 'eq', val: 'x' }] },
      extra: { logType: 1 },
    });
    expect(params).toEqual({
      logType: 1,
      name: '*a*',
      column: 'id',
      order: 'desc',
      pageNo: 2,
      pageSize: 10,
      superQueryMatchType: 'or',
      superQueryParams: encodeURI(JSON.stringify([{ field: 'name', rule: 'eq', val: 'x' }])),
    });
  });
});

describe('query params cached per screen', () => {
  it('B-LIST-30 keeps each screen’s search apart in session storage', () => {
    writeCachedQuery('system/SysPositionList', 'name=a');
    writeCachedQuery('system/LogList', 'logType=2');
    expect(sessionStorage.getItem(listQueryCacheKey('system/SysPositionList'))).toBe('name=a');
    expect(readCachedQuery('system/LogList')).toBe('logType=2');
    writeCachedQuery('system/LogList', '');
    expect(readCachedQuery('system/LogList')).toBeNull();
  });
});

describe('missing action addresses', () => {
  it.each([
    ['delete', '请设置url.delete属性!'],
    ['deleteBatch', '请设置url.deleteBatch属性!'],
    ['recover', '请设置url.recover属性!'],
    ['recoverBatch', '请设置url.recoverBatch属性!'],
  ] as const)('B-LIST-13 %s → %s', (action, text) => expect(missingActionText(action)).toBe(text));
});

describe('submitted form values', () => {
  it('B-LIST-18 an empty string becomes null, other values stay', () =>
    expect(nullEmptyValues({ name: '', code: 'a', blank: ' ', zero: 0, off: false, none: undefined })).toEqual({ name: null, code: 'a', blank: ' ', zero: 0, off: false, none: undefined }));
  it('B-LIST-19 an empty array becomes null, a filled one stays', () => expect(nullEmptyValues({ roles: [], departs: ['d1'] })).toEqual({ roles: null, departs: ['d1'] }));
});

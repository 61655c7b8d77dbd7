import { describe, expect, it } from 'vitest';
import { withDictText } from './dict-text.js';
import type { EntityFields } from './field-types.js';
import { listQuery, QueryError } from './list-query.js';

interface Row {
  id: string;
  name: string;
  age: number;
  sex: string;
  createTime: string;
  email: string | null;
}

const rows: Row[] = [
  { id: '1', name: '张三', age: 30, sex: '1', createTime: '2026-01-05 09:00:00', email: 'zs@example.com' },
  { id: '2', name: '李四', age: 25, sex: '2', createTime: '2026-02-10 10:00:00', email: null },
  { id: '3', name: '王五', age: 41, sex: '1', createTime: '2026-03-15 23:30:00', email: 'ww@example.com' },
  { id: '4', name: '张小五', age: 19, sex: '2', createTime: '2026-03-16 00:10:00', email: '' },
];
const fields = {
  id: { type: 'string' },
  name: { type: 'string' },
  age: { type: 'number' },
  sex: { type: 'string', dict: 'sex' },
  createTime: { type: 'datetime' },
  email: { type: 'string' },
} satisfies EntityFields;
const ids = (query: Record<string, unknown>) => listQuery(rows, query, fields, { defaultSort: { column: 'id', order: 'asc' } }).records.map((r) => r.id);

describe('value prefixes (jeecg-facts §6.2)', () => {
  it.each([
    ['*五*', ['3', '4']],
    ['张*', ['1', '4']],
    ['*五', ['3', '4']],
    ['!张三', ['2', '3', '4']],
    ['张三,李四', ['1', '2']],
    ['张三', ['1']],
    ['', ['1', '2', '3', '4']],
    [',小,四,', ['2', '4']],
  ])('name=%s', (value, expected) => {
    expect(ids({ name: value })).toEqual(expected);
  });

  it.each([
    ['>= 30', ['1', '3']],
    ['>=30', ['1', '3']],
    ['<= 25', ['2', '4']],
    ['<25', ['4']],
    ['> 30', ['3']],
    ['!= 30', ['2', '3', '4']],
    ['ge 41', ['3']],
  ])('numeric age=%s', (value, expected) => {
    expect(ids({ age: value })).toEqual(expected);
  });
});

describe('ranges and multi', () => {
  it('_begin/_end on a datetime field widen a date to the whole day', () => {
    expect(ids({ createTime_begin: '2026-02-10', createTime_end: '2026-03-15' })).toEqual(['2', '3']);
  });
  it('_MultiString is IN', () => {
    expect(ids({ sex_MultiString: '2' })).toEqual(['2', '4']);
  });
});

describe('superQueryParams', () => {
  const encoded = (conditions: object[]) => encodeURIComponent(JSON.stringify(conditions));
  it.each([
    ['eq', '张三', ['1']],
    ['like', '五', ['3', '4']],
    ['right_like', '张', ['1', '4']],
    ['left_like', '五', ['3', '4']],
    ['in', '李四,王五', ['2', '3']],
    ['ne', '张三', ['2', '3', '4']],
  ])('rule %s', (rule, val, expected) => {
    expect(ids({ superQueryParams: encoded([{ field: 'name', rule, val, type: 'string' }]) })).toEqual(expected);
  });

  it.each([
    ['gt', 25, ['1', '3']],
    ['ge', 25, ['1', '2', '3']],
    ['lt', 25, ['4']],
    ['le', 25, ['2', '4']],
  ])('rule %s on a number', (rule, val, expected) => {
    expect(ids({ superQueryParams: encoded([{ field: 'age', rule, val, type: 'number' }]) })).toEqual(expected);
  });

  it('rule empty matches null and empty strings without a value', () => {
    expect(ids({ superQueryParams: encoded([{ field: 'email', rule: 'empty', val: '', type: 'string' }]) })).toEqual(['2', '4']);
  });

  it('matchType or joins the conditions with OR; and (the default) with AND', () => {
    const conditions = [
      { field: 'name', rule: 'eq', val: '张三' },
      { field: 'age', rule: 'lt', val: '20' },
    ];
    expect(ids({ superQueryParams: encoded(conditions), superQueryMatchType: 'or' })).toEqual(['1', '4']);
    expect(ids({ superQueryParams: encoded(conditions) })).toEqual([]);
  });

  it('conditions missing field, rule or value are dropped', () => {
    expect(ids({ superQueryParams: encoded([{ field: 'name', rule: 'eq', val: '' }, { rule: 'eq', val: 'x' }]) })).toEqual(['1', '2', '3', '4']);
  });

  it('an unparsable superQueryParams is a clear error', () => {
    expect(() => ids({ superQueryParams: '%7Bnot-json' })).toThrow(QueryError);
  });
});

describe('sorting and paging', () => {
  it('sorts by column and order, stripping _dictText', () => {
    expect(ids({ column: 'age', order: 'desc' })).toEqual(['3', '1', '2', '4']);
    expect(ids({ column: 'sex_dictText,age', order: 'asc' })).toEqual(['1', '3', '4', '2']);
  });

  it('an unknown sort column answers the upstream message', () => {
    expect(() => ids({ column: 'salary', order: 'asc' })).toThrow('请注意，将要排序的列字段不存在：salary');
  });

  it('pages with pageNo/pageSize and reports total, size, current and pages', () => {
    const page = listQuery(rows, { pageNo: '2', pageSize: '3', column: 'id', order: 'asc' }, fields);
    expect(page).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect(page.records.map((r) => r.id)).toEqual(['4']);
  });

  it('pageSize -521 answers every row', () => {
    expect(listQuery(rows, { pageSize: '-521' }, fields).records).toHaveLength(4);
  });
});

describe('_dictText', () => {
  it('adds a companion for each dictionary field, translating comma lists', () => {
    const lookup = () => new Map([['1', '男'], ['2', '女']]);
    const [row] = withDictText([{ ...rows[0], sex: '1,2' }], fields, lookup);
    expect(row?.sex_dictText).toBe('男,女');
  });
});

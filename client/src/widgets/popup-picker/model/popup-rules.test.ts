import { describe, expect, it } from 'vitest';
import { createPopupCache } from './popup-cache';
import { POPUP_CACHE_LIFETIME_MS, POPUP_PAGE_SIZE, POPUP_WIDTH } from './popup-limits';
import { dataParams } from './popup-params';
import { cellText, toPopupReport, toQueryFields } from './popup-report';
import { confirmSelection, fieldSelectionProblem, mapToDestFields, popupConfigProblem } from './popup-selection';

const rows = [
  { id: 'a', username: 'zhangsan', realname: '张三' },
  { id: 'b', username: 'lisi', realname: '李四' },
];

describe('popup picker state rules (001 §4, §5)', () => {
  it.each([
    ['B-POPUP-16 confirm emits the chosen rows and their keys joined by commas', rows, { rows, keys: 'a,b' }],
    ['B-POPUP-17 confirming with nothing chosen returns empty', [], { rows: [], keys: '' }],
  ])('%s', (_rule, chosen, expected) => {
    expect(confirmSelection(chosen)).toEqual(expected);
  });

  it.each([
    ['B-POPUP-20 no selection warns 请选择一条记录', [], false, '请选择一条记录'],
    ['B-POPUP-21 more than one row in single mode warns 请选择一条记录', rows, false, '请选择一条记录'],
    ['one row in single mode is accepted', rows.slice(0, 1), false, null],
    ['several rows in multi mode are accepted', rows, true, null],
  ])('%s', (_rule, chosen, multi, expected) => {
    expect(fieldSelectionProblem(chosen, multi)).toBe(expected);
  });

  it.each([
    ['B-POPUP-18 a missing code', '', 'a', 'b', 'popup参数未正确配置!'],
    ['B-POPUP-18 missing original fields', 'report', '', 'b', 'popup参数未正确配置!'],
    ['B-POPUP-18 missing target fields', 'report', 'a', undefined, 'popup参数未正确配置!'],
    ['B-POPUP-19 counts that differ', 'report', 'a', 'x,y', 'popup参数未正确配置,原始值和目标值数量不一致!'],
    ['a complete configuration', 'report', 'a,b', 'x,y', null],
  ])('%s', (_rule, code, orgFields, destFields, expected) => {
    expect(popupConfigProblem(code, orgFields, destFields)).toBe(expected);
  });

  it('maps orgFields to destFields, the values of several rows comma-joined', () => {
    expect(mapToDestFields(rows, 'username, realname', 'account,name')).toEqual({ account: 'zhangsan,lisi', name: '张三,李四' });
  });

  it('B-POPUP-05 B-POPUP-06 width 1200 and page size 10', () => {
    expect([POPUP_WIDTH, POPUP_PAGE_SIZE]).toEqual([1200, 10]);
  });
});

describe('popup cache (B-POPUP-07, B-POPUP-08)', () => {
  it('B-POPUP-07 B-POPUP-08 keeps a result per group for 30000 ms, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = createPopupCache(() => now);
    const load = () => Promise.resolve(++loads);
    expect(POPUP_CACHE_LIFETIME_MS).toBe(30_000);
    await expect(cache.get('form-1', 'columns:r', load)).resolves.toBe(1);
    now = 29_999;
    await expect(cache.get('form-1', 'columns:r', load)).resolves.toBe(1);
    await expect(cache.get('form-2', 'columns:r', load)).resolves.toBe(2);
    now = 30_001;
    await expect(cache.get('form-1', 'columns:r', load)).resolves.toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createPopupCache(() => 0);
    await expect(cache.get('g', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('g', 'k', () => Promise.resolve('up'))).resolves.toBe('up');
  });
});

describe('popup report data (001 §3, §7)', () => {
  const report = toPopupReport({
    cgRpConfigId: 'r1',
    cgRpConfigName: '用户选择',
    columns: [{ title: '账号', dataIndex: 'username' }, { title: '性别', dataIndex: 'sex', sorter: 'true', customRender: 'sex' }, 'junk', { title: '无字段' }],
    dictOptions: { sex: [{ value: '1', text: '男' }] },
  });

  it('B-POPUP-13 columns carry dataIndex, dictionary translation and sorting; malformed columns are dropped', () => {
    expect(report?.columns.map((column) => [column.dataIndex, column.sortable, Boolean(column.dict)])).toEqual([
      ['username', false, false],
      ['sex', true, true],
    ]);
    expect(cellText(report!.columns[1]!, 1)).toBe('男');
  });

  it('B-POPUP-14 query info entries carry field, mode and the hidden flag 1', () => {
    const fields = toQueryFields([{ field: 'username', label: '账号', mode: 'single' }, { field: 'sex', label: '性别', mode: 'single', hidden: '1' }, { mode: 'group' }], report!);
    expect(fields.map((field) => [field.field, field.mode, field.hidden])).toEqual([
      ['username', 'single', false],
      ['sex', 'single', true],
    ]);
  });

  it('an answer without a report id gives no report', () => {
    expect(toPopupReport(null)).toBeNull();
    expect(toPopupReport({ columns: [] })).toBeNull();
  });

  it('B-POPUP-11 B-POPUP-12 getData gets paging, query values, ranges as _begin/_end, self_ parameters and column/order', () => {
    expect(dataParams(2, 10, { username: ' zhang ', sign_date: ['2026-01-01', ''], realname: '' }, { year: '2026' }, { column: 'sex', order: 'asc' })).toEqual({
      pageNo: 2,
      pageSize: 10,
      username: 'zhang',
      sign_date_begin: '2026-01-01',
      self_year: '2026',
      column: 'sex',
      order: 'asc',
    });
  });
});

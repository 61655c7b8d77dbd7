import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chartOptionOf, numericFields } from './report-chart';
import { cellTextOf } from './report-dict';
import { hrefOf } from './report-href';
import { reportIdOf } from './report-id';
import { mergeParsedFields, mergeParsedParams } from './report-model';
import { queryParamsOf, selfParamsOf, type QueryField } from './report-query';
import { itemsOfRows } from './report-grid-columns';

describe('report screen rules', () => {
  it('fills a link column with the row values, encoded: a value cannot turn the link into another scheme', () => {
    expect(hrefOf('/system/user?username=${username}&dept=${ depart }', { username: 'a b', depart: '研发部' })).toBe(
      `/system/user?username=a%20b&dept=${encodeURIComponent('研发部')}`,
    );
    expect(hrefOf('/x?id=${missing}', {})).toBe('/x?id=');
    expect(hrefOf('${target}', { target: 'javascript:alert(1)' })).toBe('javascript%3Aalert(1)');
  });

  it('reads the report id of a menu path', () => {
    expect(reportIdOf('/online/cgreport/abc123')).toBe('abc123');
    expect(reportIdOf('/online/cgreport')).toBe('');
  });

  it('sends single fields as typed (text contains), ranges as _begin/_end, dates as yyyy-MM-dd, parameters as self_', () => {
    const fields: QueryField[] = [
      { field: 'name', label: '名称', mode: 'single', view: 'string' },
      { field: 'type', label: '类型', mode: 'single', view: 'list', dictCode: 'x' },
      { field: 'amount', label: '金额', mode: 'group', view: 'double' },
      { field: 'sign_date', label: '签约日期', mode: 'group', view: 'date' },
      { field: 'exact', label: '编码', mode: 'single', view: 'string' },
    ];
    const params = queryParamsOf(fields, { name: '北京', type: '1', amount: [100, null], sign_date: [dayjs('2026-01-02'), dayjs('2026-03-04')], exact: 'a*', missing: 'x' });
    expect(params).toEqual({ name: '*北京*', type: '1', amount_begin: '100', sign_date_begin: '2026-01-02', sign_date_end: '2026-03-04', exact: 'a*' });
    expect(queryParamsOf(fields, { name: '', amount: [null, null] })).toEqual({});
    expect(selfParamsOf({ year: '2026', empty: '' })).toEqual({ self_year: '2026', self_empty: '' });
  });

  it('shows dictionary texts, each of comma-joined values', () => {
    const options = { sex: [{ value: '1', text: '男', title: '男', label: '男' }, { value: '2', text: '女', title: '女', label: '女' }] };
    expect(cellTextOf(options, 'sex', 2)).toBe('女');
    expect(cellTextOf(options, 'sex', '1,2,9')).toBe('男,女,9');
    expect(cellTextOf(options, 'name', 'x')).toBe('x');
    expect(cellTextOf(options, 'sex', null)).toBe('');
  });

  it('charts the chosen value fields over the x field, a pie the first value field', () => {
    const records = [
      { area: '1', amount: 10, cost: 4, name: 'a' },
      { area: '2', amount: 20, cost: null, name: 'b' },
    ];
    expect(numericFields(records, ['area', 'amount', 'cost', 'name'])).toEqual(['amount', 'cost']);
    const textOf = (field: string, value: unknown) => (field === 'area' ? `区域${String(value)}` : String(value));
    const bar = chartOptionOf(records, { kind: 'bar', xField: 'area', valueFields: ['amount', 'cost'], titles: { amount: '收入', cost: '成本' }, textOf }) as {
      xAxis: { data: string[] };
      series: Array<{ type: string; name: string; data: number[] }>;
    };
    expect(bar.xAxis.data).toEqual(['区域1', '区域2']);
    expect(bar.series).toEqual([
      { type: 'bar', name: '收入', data: [10, 20] },
      { type: 'bar', name: '成本', data: [4, 0] },
    ]);
    const pie = chartOptionOf(records, { kind: 'pie', xField: 'name', valueFields: ['amount', 'cost'], titles: {}, textOf }) as { series: Array<{ type: string; data: unknown[] }> };
    expect(pie.series).toHaveLength(1);
    expect(pie.series[0]?.data).toEqual([{ name: 'a', value: 10 }, { name: 'b', value: 20 }]);
  });
});

describe('report editor rules', () => {
  it('解析SQL keeps the settings of fields and parameters already configured, in the SQL order', () => {
    const parsed = [
      { fieldName: 'b', fieldTxt: 'b', fieldType: 'Integer' as const, isShow: 1 as const, isSearch: 0 as const, searchMode: null, dictCode: '', fieldHref: '', isOrder: 0 as const, orderNum: 0 },
      { fieldName: 'a', fieldTxt: 'a', fieldType: 'String' as const, isShow: 1 as const, isSearch: 0 as const, searchMode: null, dictCode: '', fieldHref: '', isOrder: 0 as const, orderNum: 1 },
    ];
    const merged = mergeParsedFields(
      [
        { fieldName: 'a', fieldTxt: '甲', fieldType: 'String', isShow: 1, isSearch: 0, isOrder: 0, dictCode: 'sex', orderNum: 0 },
        { fieldName: 'gone', fieldTxt: '删', fieldType: 'String', isShow: 1, isSearch: 0, isOrder: 0 },
      ],
      parsed,
    );
    expect(merged.map((field) => [field.fieldName, field.fieldTxt, field.orderNum])).toEqual([['b', 'b', 0], ['a', '甲', 1]]);
    expect(merged[1]?.dictCode).toBe('sex');
    const params = mergeParsedParams([{ paramName: 'year', paramTxt: '年度', paramValue: '2026' }], [{ paramName: 'year', paramTxt: 'year', paramValue: '', orderNum: 0 }, { paramName: 'x', paramTxt: 'x', paramValue: '', orderNum: 1 }]);
    expect(params).toEqual([{ paramName: 'year', paramTxt: '年度', paramValue: '2026', orderNum: 0 }, { paramName: 'x', paramTxt: 'x', paramValue: '', orderNum: 1 }]);
  });

  it('sends the grid rows as fields: flags as 0/1, a query field single unless ranged, grid ids not sent', () => {
    const items = itemsOfRows([
      { id: 'field-0-a', fieldName: ' a ', fieldTxt: '甲', fieldType: 'Integer', isShow: 1, isSearch: 1, searchMode: 'group', dictCode: null, isOrder: '1' },
      { id: '0123456789abcdef0123456789abcdef', fieldName: 'b', isShow: 0, searchMode: '' },
    ]);
    expect(items).toEqual([
      { id: undefined, fieldName: 'a', fieldTxt: '甲', fieldType: 'Integer', isShow: 1, isSearch: 1, searchMode: 'group', dictCode: '', fieldHref: '', isOrder: 1, orderNum: 0 },
      { id: '0123456789abcdef0123456789abcdef', fieldName: 'b', fieldTxt: '', fieldType: 'String', isShow: 0, isSearch: 0, searchMode: null, dictCode: '', fieldHref: '', isOrder: 0, orderNum: 1 },
    ]);
  });
});

// How each kind of field description becomes a search field, a query field and a column.
import { describe, expect, it } from 'vitest';
import { columnsOf, queryFieldsOf, searchSchemaOf } from './derive';
import { defineResource } from './resource';

interface Row {
  id: string;
  title: string;
  amount: number;
  status: string;
  createTime: string;
  remark: string;
}

const resource = defineResource<Row>({
  key: 'sample',
  screen: 'test/Sample',
  permission: 'test:sample',
  calls: { list: '/sys/position/list' },
  fields: [
    { name: 'title', label: '标题', kind: 'text', search: 'eq', column: { sorter: false } },
    { name: 'amount', label: '金额', kind: 'number', search: 'ge' },
    { name: 'status', label: '状态', kind: 'radio', options: [{ label: '启用', value: '1' }, { label: '停用', value: '0' }], search: 'eq' },
    { name: 'createTime', label: '创建时间', kind: 'date', search: 'range' },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false },
  ],
});

describe('derived from a resource', () => {
  it('the search form: exact text, a number from a bound, fixed options as a select, a date range', () => {
    expect(searchSchemaOf(resource)).toEqual([
      { kind: 'text', name: 'title', label: '标题', match: 'eq' },
      { kind: 'number', name: 'amount', label: '金额', match: 'ge' },
      { kind: 'select', name: 'status', label: '状态', options: [{ label: '启用', value: '1' }, { label: '停用', value: '0' }] },
      { kind: 'date-range', name: 'createTime', label: '创建时间' },
    ]);
  });

  it('the advanced query leaves out query: false and types each kind as the query builder reads it', () => {
    expect(queryFieldsOf(resource)).toEqual([
      { value: 'title', text: '标题', type: 'string' },
      { value: 'amount', text: '金额', type: 'number' },
      { value: 'status', text: '状态', type: 'radio', options: [{ label: '启用', value: '1' }, { label: '停用', value: '0' }] },
      { value: 'createTime', text: '创建时间', type: 'date' },
    ]);
  });

  it('the columns leave out column: false, sort unless told not to, and show a dictionary kind by its text', () => {
    expect(columnsOf(resource)).toEqual([
      { title: '标题', dataIndex: 'title', sorter: false },
      { title: '金额', dataIndex: 'amount', sorter: true },
      { title: '状态', dataIndex: 'status', sorter: true, dictText: true },
      { title: '创建时间', dataIndex: 'createTime', sorter: true },
    ]);
  });
});

describe('a money column', () => {
  it('is right aligned with two decimals and thousands separators; other number columns are left as they are', () => {
    const money = defineResource<Row>({ ...resource, fields: [{ name: 'amount', label: '金额', kind: 'number', column: { money: true } }, { name: 'title', label: '标题', kind: 'text' }] });
    const [amount, title] = columnsOf(money);
    expect(amount).toMatchObject({ dataIndex: 'amount', align: 'right' });
    const render = amount?.render as (value: unknown) => unknown;
    expect(render(1234567.5)).toBe('1,234,567.50');
    expect(render(0.1 + 0.2)).toBe('0.30');
    expect(render(null)).toBe('');
    // A decimal the backend sends as a string is money too; a text that is no number stays as it came.
    expect(render('8000.5')).toBe('8,000.50');
    expect(render('待定')).toBe('待定');
    expect(title).not.toHaveProperty('render');
  });
});

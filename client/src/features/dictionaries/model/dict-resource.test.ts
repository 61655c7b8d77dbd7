// The description produces what the hand-written 数据字典 had (its search schema, advanced-query fields and columns,
// copied here from the screen before it moved onto the resource kit).
import { describe, expect, it } from 'vitest';
import { columnsOf, permissionOf, queryFieldsOf, searchSchemaOf } from '@/widgets/resource';
import { dictResource } from './dict-resource';

describe('数据字典 as a resource', () => {
  it('searches by 字典名称 and 字典编号 (contains)', () => {
    expect(searchSchemaOf(dictResource)).toEqual([
      { kind: 'text', name: 'dictName', label: '字典名称', match: 'like' },
      { kind: 'text', name: 'dictCode', label: '字典编号', match: 'like' },
    ]);
  });

  it('offers 字典名称, 字典编号, 描述 and 创建时间 to the advanced query', () => {
    expect(queryFieldsOf(dictResource)).toEqual([
      { value: 'dictName', text: '字典名称', type: 'string' },
      { value: 'dictCode', text: '字典编号', type: 'string' },
      { value: 'description', text: '描述', type: 'string' },
      { value: 'createTime', text: '创建时间', type: 'datetime' },
    ]);
  });

  it('shows the same columns', () => {
    expect(columnsOf(dictResource).map(({ render: _render, ...column }) => column)).toEqual([
      { title: '#', key: 'rowIndex', width: 60, align: 'center' },
      { title: '字典名称', dataIndex: 'dictName', sorter: true, ellipsis: true },
      { title: '字典编号', dataIndex: 'dictCode', sorter: true, ellipsis: true },
      { title: '描述', dataIndex: 'description', sorter: false, ellipsis: true, responsive: ['md'] },
    ]);
  });

  it('imports under upstream’s system:dict:importExcel', () => {
    expect(permissionOf(dictResource, 'import')).toBe('system:dict:importExcel');
    expect(permissionOf(dictResource, 'add')).toBe('system:dict:add');
  });
});

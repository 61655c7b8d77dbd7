// The description produces what the hand-written 职务管理 had (its search schema, advanced-query fields and
// columns, copied here from the screen before it moved onto the resource kit), so the port changed nothing on screen.
import { describe, expect, it } from 'vitest';
import { firstFailure } from '@/testing/form-rules';
import { columnsOf, formFieldsOf, formRulesOf, permissionOf, queryFieldsOf, searchSchemaOf } from '@/widgets/resource';
import { positionResource } from './position-resource';

const HAND_WRITTEN_SEARCH = [
  { kind: 'text', name: 'code', label: '职务编码', match: 'like' },
  { kind: 'text', name: 'name', label: '职务名称', match: 'like' },
  { kind: 'dict', name: 'rank', label: '职级', dictCode: 'position_rank' },
];

const HAND_WRITTEN_QUERY_FIELDS = [
  { value: 'code', text: '职务编码', type: 'string' },
  { value: 'name', text: '职务名称', type: 'string' },
  { value: 'rank', text: '职级', type: 'list', dictCode: 'position_rank' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

const HAND_WRITTEN_COLUMNS = [
  { title: '#', key: 'rowIndex', width: 60, align: 'center' },
  { title: '职务编码', dataIndex: 'code', sorter: true, ellipsis: true },
  { title: '职务名称', dataIndex: 'name', sorter: true, ellipsis: true },
  { title: '职级', dataIndex: 'rank', sorter: true, width: 120, dictText: true },
  { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 180, responsive: ['md'] },
];

describe('职务管理 as a resource', () => {
  it('searches by 职务编码 and 职务名称 (contains) and 职级 (dictionary), as the hand-written screen did', () => {
    expect(searchSchemaOf(positionResource)).toEqual(HAND_WRITTEN_SEARCH);
  });

  it('offers the same four fields to the advanced query', () => {
    expect(queryFieldsOf(positionResource)).toEqual(HAND_WRITTEN_QUERY_FIELDS);
  });

  it('shows the same columns, the row number first and counting from 1', () => {
    const columns = columnsOf(positionResource);
    expect(columns.map(({ render: _render, ...column }) => column)).toEqual(HAND_WRITTEN_COLUMNS);
    const rowNumber = columns[0]?.render as (value: unknown, row: unknown, index: number) => unknown;
    expect(rowNumber(undefined, {}, 0)).toBe(1);
  });

  it('has the hand-written form: 职务编码, 职务名称 and 职级, each with its rules and their messages', async () => {
    expect(formFieldsOf(positionResource, 'add').map((field) => field.name)).toEqual(['code', 'name', 'rank']);
    const failures = async (name: string, value: unknown) => {
      const field = formFieldsOf(positionResource, 'edit').find((candidate) => candidate.name === name)!;
      const taken = async () => '该值不可用，系统中已存在！';
      return firstFailure(formRulesOf(field, 'p1', taken), value);
    };
    expect(await failures('code', '')).toBe('请输入职务编码!');
    expect(await failures('code', 'a b')).toBe('职务编码只能包含字母、数字、下划线和短横线!');
    expect(await failures('code', 'x'.repeat(65))).toBe('职务编码不能超过64个字符!');
    expect(await failures('code', 'dev')).toBe('该值不可用，系统中已存在！');
    expect(await failures('name', '')).toBe('请输入职务名称!');
    expect(await failures('name', '名'.repeat(101))).toBe('职务名称不能超过100个字符!');
    expect(await failures('rank', undefined)).toBe('请选择职级!');
  });

  it('asks for the permissions the seeded menu grants (system:position:*)', () => {
    expect(['add', 'edit', 'delete', 'deleteBatch', 'export', 'import'].map((action) => permissionOf(positionResource, action as never))).toEqual([
      'system:position:add',
      'system:position:edit',
      'system:position:delete',
      'system:position:deleteBatch',
      'system:position:export',
      'system:position:import',
    ]);
  });
});

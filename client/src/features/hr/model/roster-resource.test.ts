// The description produces what the hand-written 员工花名册 had (its search schema, advanced-query fields and columns,
// copied here from the screen before it moved onto the resource kit). One deliberate change: the row number column
// is 60 px wide (001 §9's TABLE_ROW_NUMBER_WIDTH, as on every other list) instead of 56.
import { describe, expect, it } from 'vitest';
import { columnsOf, detailHref, permissionOf, queryFieldsOf, searchSchemaOf } from '@/widgets/resource';
import { DETAIL_PATH, rosterResource } from './roster-resource';

const HAND_WRITTEN_SEARCH = [
  { kind: 'text', name: 'name', label: '姓名', match: 'like' },
  { kind: 'text', name: 'workNo', label: '工号', match: 'like' },
  { kind: 'dict', name: 'departId', label: '所属部门', dictCode: 'sys_depart,depart_name,id' },
  { kind: 'dict', name: 'status', label: '员工状态', dictCode: 'employee_status' },
  { kind: 'dict', name: 'type', label: '用工类型', dictCode: 'employee_type' },
  { kind: 'text', name: 'mobile', label: '手机号', match: 'like' },
  { kind: 'text', name: 'idCard', label: '身份证号', match: 'like' },
  { kind: 'dict', name: 'education', label: '学历', dictCode: 'education' },
  { kind: 'date-range', name: 'entryDate', label: '入职日期' },
];

const HAND_WRITTEN_QUERY_FIELDS = [
  { value: 'workNo', text: '工号', type: 'string' },
  { value: 'name', text: '姓名', type: 'string' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
  { value: 'mobile', text: '手机号', type: 'string' },
  { value: 'education', text: '学历', type: 'list', dictCode: 'education' },
  { value: 'politicalStatus', text: '政治面貌', type: 'list', dictCode: 'political_status' },
  { value: 'post', text: '岗位', type: 'string' },
  { value: 'type', text: '用工类型', type: 'list', dictCode: 'employee_type' },
  { value: 'status', text: '员工状态', type: 'list', dictCode: 'employee_status' },
  { value: 'entryDate', text: '入职日期', type: 'date' },
  { value: 'contractEndDate', text: '合同到期日', type: 'date' },
];

const HAND_WRITTEN_COLUMNS = [
  { title: '#', key: 'rowIndex', width: 60, align: 'center' },
  { title: '工号', dataIndex: 'workNo', sorter: true, width: 110 },
  { title: '姓名', dataIndex: 'name', sorter: true, width: 100, ellipsis: true },
  { title: '性别', dataIndex: 'sex', sorter: false, width: 70, dictText: true, responsive: ['md'] },
  { title: '手机号', dataIndex: 'mobile', sorter: false, width: 130, responsive: ['xxl'] },
  { title: '所属部门', dataIndex: 'departId', sorter: false, width: 150, dictText: true, ellipsis: true, responsive: ['md'] },
  { title: '所属项目', dataIndex: 'projectId', sorter: false, width: 150, dictText: true, ellipsis: true, responsive: ['xl'] },
  { title: '岗位', dataIndex: 'post', sorter: false, width: 110, ellipsis: true, responsive: ['xxl'] },
  { title: '用工类型', dataIndex: 'type', sorter: false, width: 100, dictText: true, responsive: ['lg'] },
  { title: '员工状态', dataIndex: 'status', sorter: true, width: 100, dictText: true },
  { title: '入职日期', dataIndex: 'entryDate', sorter: true, width: 115, responsive: ['md'] },
];

describe('员工花名册 as a resource', () => {
  it('searches by the document’s list filters in the hand-written order', () => {
    expect(searchSchemaOf(rosterResource)).toEqual(HAND_WRITTEN_SEARCH);
  });

  it('offers the same eleven fields to the advanced query, in the same order', () => {
    expect(queryFieldsOf(rosterResource)).toEqual(HAND_WRITTEN_QUERY_FIELDS);
  });

  it('shows the same columns (a column without a sorter stays unsortable)', () => {
    expect(columnsOf(rosterResource).map(({ render: _render, ...column }) => column)).toEqual(HAND_WRITTEN_COLUMNS);
  });

  it('imports under hrm:employee:importExcel and opens 员工详情 read only or editable', () => {
    expect(permissionOf(rosterResource, 'import')).toBe('hrm:employee:importExcel');
    expect(permissionOf(rosterResource, 'delete')).toBe('hrm:employee:delete');
    expect(detailHref(DETAIL_PATH, 'e 1')).toBe('/hrm/employee/detail?id=e%201');
    expect(detailHref(DETAIL_PATH, 'e1', true)).toBe('/hrm/employee/detail?id=e1&edit=1');
  });
});

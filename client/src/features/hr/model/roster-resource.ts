// 员工花名册 (/hrm/employee/rosterList, menu component hrm/employee/RosterList) as a resource: the document's list
// filters, the advanced query and the columns, each field once. 新增 is not here: staff join through 入职管理.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import type { Employee } from '../api/employee-api';

export const DETAIL_PATH = '/hrm/employee/detail';
/** The disable rule of 员工详情's 身份证号 (a form permission, not a button). */
export const ID_CARD_FORM_RULE = 'hrm:employee:form:idCard';

export const rosterResource = defineResource<Employee>({
  key: 'roster',
  screen: 'hrm/employee/RosterList',
  permission: 'hrm:employee',
  permissions: { import: 'hrm:employee:importExcel' },
  // The roster's list sorts by createTime, newest first (hr.yaml hrmEmployeeList).
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/hrm/employee/list',
    edit: '/hrm/employee/edit',
    delete: '/hrm/employee/delete',
    deleteBatch: '/hrm/employee/deleteBatch',
    exportXls: '/hrm/employee/exportXls',
    importExcel: '/hrm/employee/importExcel',
  },
  detailPath: DETAIL_PATH,
  exportName: '员工花名册',
  rowNumbers: true,
  tableWidth: 1100,
  searchOrder: ['name', 'workNo', 'departId', 'status', 'type', 'mobile', 'idCard', 'education', 'entryDate'],
  fields: [
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 110 } },
    { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 100, ellipsis: true } },
    { name: 'sex', label: '性别', kind: 'list', dictCode: 'sex', column: { width: 70, sorter: false, responsive: ['md'] } },
    { name: 'mobile', label: '手机号', kind: 'text', search: 'like', column: { width: 130, sorter: false, responsive: ['xxl'] } },
    { name: 'departId', label: '所属部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 150, sorter: false, ellipsis: true, responsive: ['md'] } },
    { name: 'projectId', label: '所属项目', kind: 'sel_search', query: false, column: { width: 150, sorter: false, ellipsis: true, responsive: ['xl'] } },
    { name: 'education', label: '学历', kind: 'list', dictCode: 'education', search: 'eq', column: false },
    { name: 'politicalStatus', label: '政治面貌', kind: 'list', dictCode: 'political_status', column: false },
    { name: 'post', label: '岗位', kind: 'text', column: { width: 110, sorter: false, ellipsis: true, responsive: ['xxl'] } },
    { name: 'type', label: '用工类型', kind: 'list', dictCode: 'employee_type', search: 'eq', column: { width: 100, sorter: false, responsive: ['lg'] } },
    { name: 'status', label: '员工状态', kind: 'list', dictCode: 'employee_status', search: 'eq', column: { width: 100 } },
    { name: 'entryDate', label: '入职日期', kind: 'date', search: 'range', column: { width: 115, responsive: ['md'] } },
    { name: 'contractEndDate', label: '合同到期日', kind: 'date', column: false },
    { name: 'idCard', label: '身份证号', kind: 'text', search: 'like', query: false, column: false },
  ],
});

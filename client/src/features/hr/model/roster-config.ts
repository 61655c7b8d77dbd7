// What 员工花名册 searches and queries by (the document's list filters), its sort and its buttons' permissions.
import type { SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';

export const ROSTER_SCREEN = 'hrm/employee/RosterList';
export const DEPART_DICT = 'sys_depart,depart_name,id';
export const DETAIL_PATH = '/hrm/employee/detail';

export const ROSTER_SEARCH: SearchSchema = [
  { kind: 'text', name: 'name', label: '姓名', match: 'like' },
  { kind: 'text', name: 'workNo', label: '工号', match: 'like' },
  { kind: 'dict', name: 'departId', label: '所属部门', dictCode: DEPART_DICT },
  { kind: 'dict', name: 'status', label: '员工状态', dictCode: 'employee_status' },
  { kind: 'dict', name: 'type', label: '用工类型', dictCode: 'employee_type' },
  { kind: 'text', name: 'mobile', label: '手机号', match: 'like' },
  { kind: 'text', name: 'idCard', label: '身份证号', match: 'like' },
  { kind: 'dict', name: 'education', label: '学历', dictCode: 'education' },
  { kind: 'date-range', name: 'entryDate', label: '入职日期' },
];

export const ROSTER_QUERY_FIELDS: QueryField[] = [
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

/** The roster's list sorts by createTime, newest first (hr.yaml hrmEmployeeList). */
export const ROSTER_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

export const EmployeePermission = {
  edit: 'hrm:employee:edit',
  delete: 'hrm:employee:delete',
  deleteBatch: 'hrm:employee:deleteBatch',
  import: 'hrm:employee:importExcel',
  export: 'hrm:employee:export',
  idCardEditable: 'hrm:employee:form:idCard',
} as const;

export const detailHref = (id: string, edit = false) => `${DETAIL_PATH}?id=${encodeURIComponent(id)}${edit ? '&edit=1' : ''}`;

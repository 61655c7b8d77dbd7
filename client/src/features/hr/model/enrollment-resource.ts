// 入职管理 (/hrm/relation/enrollment/list, menu component hrm/relation/EnrollmentList): the enrolments of new hires.
// The form holds what a staffing company records for one (identity, contact, bank card, emergency contact, placement,
// contract and pay) with 000 §5's rules; 办理入职 and 放弃入职 decide a 待入职 one (components/review-links.tsx),
// 查看 opens 入职详情.
import { defineResource } from '@/widgets/resource';
import type { Enrollment } from '../api/lifecycle-api';
import { DEPART_DICT, PROJECT_DICT } from '@/shared/config/table-dicts';
import { decisionFields } from './lifecycle-fields';

export const ENROLLMENT_DETAIL_PATH = '/hrm/enrollment/detail';

export const enrollmentResource = defineResource<Enrollment>({
  key: 'enrollment',
  screen: 'hrm/relation/EnrollmentList',
  permission: 'hrm:enrollment',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/hrm/relation/enrollment/list',
    add: '/hrm/relation/enrollment/add',
    edit: '/hrm/relation/enrollment/edit',
    delete: '/hrm/relation/enrollment/delete',
    deleteBatch: '/hrm/relation/enrollment/deleteBatch',
    exportXls: '/hrm/relation/enrollment/exportXls',
  },
  detailPath: ENROLLMENT_DETAIL_PATH,
  // Only a 待入职 enrolment is edited; one that joined stays (its roster row and contract refer to it).
  allows: { edit: (row) => row.status === '0', delete: (row) => row.status !== '1' },
  exportName: '入职管理',
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1040,
  actionsWidth: 300,
  searchOrder: ['name', 'mobile', 'idCard', 'departId', 'projectId', 'type', 'contractType', 'status', 'planEntryDate'],
  fields: [
    { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90, ellipsis: true }, form: { required: true, max: 50 } },
    { name: 'sex', label: '性别', kind: 'radio', dictCode: 'sex', column: { width: 60, sorter: false, responsive: ['xxl'] }, form: { required: true } },
    { name: 'idCard', label: '身份证号', kind: 'text', search: 'like', column: { width: 180, sorter: false, responsive: ['xxl'] }, form: { required: true, rules: ['chineseIdCard'] } },
    { name: 'birthday', label: '出生日期', kind: 'date', column: false, form: { placeholder: '不填则按身份证号' } },
    { name: 'mobile', label: '手机号', kind: 'text', search: 'like', column: { width: 120, sorter: false, responsive: ['lg'] }, form: { required: true, rules: ['mobile'] } },
    { name: 'email', label: '邮箱', kind: 'text', column: false, form: { rules: ['email'], max: 100 } },
    { name: 'education', label: '学历', kind: 'list', dictCode: 'education', column: false, form: {} },
    { name: 'departId', label: '入职部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 130, sorter: false, ellipsis: true, responsive: ['md'] }, form: { required: true } },
    { name: 'projectId', label: '入职项目', kind: 'list', dictCode: PROJECT_DICT, search: 'eq', query: false, column: { width: 170, sorter: false, ellipsis: true, responsive: ['xxl'] }, form: {} },
    { name: 'post', label: '岗位', kind: 'text', column: { width: 100, sorter: false, ellipsis: true, responsive: ['xxl'] }, form: { max: 50 } },
    { name: 'type', label: '用工类型', kind: 'list', dictCode: 'employee_type', search: 'eq', column: { width: 90, sorter: false, responsive: ['lg'] }, form: { required: true, initial: '1' } },
    { name: 'contractType', label: '合同类型', kind: 'list', dictCode: 'contract_type', search: 'eq', column: { width: 90, sorter: false, responsive: ['xxl'] }, form: { required: true, initial: '2' } },
    { name: 'contractYears', label: '合同期限(年)', kind: 'number', column: false, form: { initial: 2, pattern: /^([1-9]|10)$/, messages: { pattern: '合同期限为1-10年' } } },
    { name: 'probationMonths', label: '试用期(月)', kind: 'number', column: false, form: { initial: 2, pattern: /^[0-6]$/, messages: { pattern: '试用期为0-6个月' } } },
    { name: 'salary', label: '约定月薪(元)', kind: 'number', column: false, form: { rules: ['amount'] } },
    { name: 'planEntryDate', label: '预计入职日期', kind: 'date', search: 'range', column: { width: 125 }, form: { required: true } },
    { name: 'entryDate', label: '实际入职日期', kind: 'date', column: { width: 110, responsive: ['xxl'] } },
    { name: 'bankName', label: '开户银行', kind: 'text', column: false, form: { max: 100 } },
    { name: 'bankCard', label: '银行卡号', kind: 'text', column: false, form: { rules: ['bankCard'] } },
    { name: 'emergencyContact', label: '紧急联系人', kind: 'text', column: false, form: { max: 50 } },
    { name: 'emergencyMobile', label: '紧急联系人电话', kind: 'text', column: false, form: { pattern: 'm', messages: { pattern: '请输入正确手机号' } } },
    { name: 'address', label: '现居住地址', kind: 'text', column: false, form: { max: 200, wide: true } },
    { name: 'materials', label: '已交材料', kind: 'checkbox', dictCode: 'entry_material', query: false, column: false, form: { wide: true } },
    { name: 'status', label: '入职状态', kind: 'list', dictCode: 'enrollment_status', search: 'eq', column: { width: 90, sorter: false } },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
    ...decisionFields<Enrollment>(),
  ],
});

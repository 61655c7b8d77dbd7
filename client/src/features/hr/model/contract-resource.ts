// 员工合同 (/mis/employee/getEmpContract, menu component mis/employee/EmpContractList): the contracts of roster
// employees, soonest end first; an ended one in red, one ending within 30 days in orange. 新签 / 编辑 in the form,
// 续签 and 终止 in their dialogs (components/contract-*-link.tsx).
import { defineResource, type CellTone } from '@/widgets/resource';
import { employeeLookup } from '@/widgets/employee-lookup';
import type { Contract } from '../api/lifecycle-api';
import { personFields } from './lifecycle-fields';

/** Days before its end from which a contract in force is flagged (and counted as 即将到期). */
export const CONTRACT_WARNING_DAYS = 30;

/** 已到期 (or past its end) in the error colour, ending within 30 days in the warning colour. */
export function contractTone(row: Pick<Contract, 'status' | 'daysToExpire'>): CellTone | undefined {
  if (row.status === '2' || (row.daysToExpire !== null && row.daysToExpire !== undefined && row.daysToExpire < 0)) return 'danger';
  if (row.status === '1' && row.daysToExpire !== null && row.daysToExpire !== undefined && row.daysToExpire <= CONTRACT_WARNING_DAYS) return 'warning';
  return undefined;
}

export const contractResource = defineResource<Contract>({
  key: 'contract',
  screen: 'mis/employee/EmpContractList',
  permission: 'hrm:contract',
  defaultSort: { column: 'endDate', order: 'asc' },
  calls: {
    list: '/mis/employee/getEmpContract',
    add: '/mis/employee/addEmpContract',
    edit: '/mis/employee/editEmpContract',
    delete: '/mis/employee/deleteEmpContract',
    exportXls: '/mis/employee/exportEmpContractXls',
  },
  // Only a contract in force is edited; a renewed one stays (its renewal refers to it).
  allows: { edit: (row) => row.status === '1', delete: (row) => row.status !== '4' },
  addLabel: '新签',
  exportName: '员工合同',
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1040,
  actionsWidth: 210,
  searchOrder: ['name', 'workNo', 'contractNo', 'departId', 'contractType', 'signType', 'status', 'endDate', 'startDate'],
  fields: [
    { name: 'contractNo', label: '合同编号', kind: 'text', search: 'like', column: { width: 135 }, form: { max: 30, pattern: /^[A-Za-z0-9-]*$/, messages: { pattern: '合同编号只能包含字母、数字和-' }, placeholder: '不填则自动编号' } },
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, hidden: 'edit', placeholder: '输入姓名或工号搜索在职员工' } },
    ...personFields<Contract>(),
    { name: 'contractType', label: '合同类型', kind: 'list', dictCode: 'contract_type', search: 'eq', column: { width: 90, sorter: false, responsive: ['xxl'] }, form: { required: true, initial: '1' } },
    { name: 'signType', label: '签订类型', kind: 'list', dictCode: 'contract_sign_type', search: 'eq', column: { width: 80, sorter: false, responsive: ['xxl'] } },
    { name: 'startDate', label: '开始日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['xxl'] }, form: { required: true } },
    { name: 'endDate', label: '结束日期', kind: 'date', search: 'range', column: { width: 110, tone: contractTone }, form: { required: true } },
    { name: 'daysToExpire', label: '距到期天数', kind: 'number', column: { width: 100, responsive: ['sm'], tone: contractTone } },
    { name: 'probationMonths', label: '试用期(月)', kind: 'number', column: false, form: { pattern: /^[0-6]$/, messages: { pattern: '试用期为0-6个月' } } },
    { name: 'signDate', label: '签订日期', kind: 'date', column: false, form: { placeholder: '不填则为今天' } },
    { name: 'status', label: '合同状态', kind: 'list', dictCode: 'contract_status', search: 'eq', column: { width: 90, sorter: false, tone: contractTone } },
    { name: 'terminateDate', label: '终止日期', kind: 'date', column: false, form: { viewOnly: true } },
    { name: 'terminateReason', label: '终止原因', kind: 'textarea', query: false, column: false, form: { viewOnly: true, wide: true } },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
  ],
});

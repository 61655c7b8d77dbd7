// 参保人员 (/mis/insMember, menu component insurance/InsMemberList): roster employees on a policy from a month (加保)
// until a month (减员); the employee's number, name, ID card and department come from the HR roster.
import dayjs from 'dayjs';
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import { policyLookup, type InsMember } from '../api/insurance-api';
import { employeeLookup } from '@/widgets/employee-lookup';

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const memberResource = defineResource<InsMember>({
  key: 'ins-member',
  screen: 'insurance/InsMemberList',
  permission: 'ins:member',
  defaultSort: { column: 'startMonth', order: 'desc' },
  calls: { list: '/mis/insMember/list', add: '/mis/insMember/add', exportXls: '/mis/insMember/exportXls', importExcel: '/mis/insMember/importExcel' },
  exportName: '参保人员',
  addLabel: '加保',
  rowNumbers: 'from-sm',
  tableWidth: 1150,
  fields: [
    { name: 'policyId', label: '保单', kind: 'sel_search', lookup: policyLookup, query: false, column: false, form: { required: true, placeholder: '输入保单号或方案搜索', messages: { required: '请选择保单!' } } },
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, placeholder: '输入姓名或工号搜索花名册员工', messages: { required: '请选择员工!' } } },
    { name: 'policyNo', label: '保单号', kind: 'text', query: false, column: { width: 150, responsive: ['md'] } },
    { name: 'insurer', label: '保险公司', kind: 'list', dictCode: 'ins_insurer', column: { width: 100, responsive: ['lg'] } },
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100, responsive: ['sm'] } },
    { name: 'employeeName', label: '姓名', kind: 'text', search: 'like', column: { width: 90, phoneWidth: 72 } },
    { name: 'idCard', label: '身份证号', kind: 'text', query: false, column: { width: 180, sorter: false, responsive: ['xxl'] } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 160, ellipsis: true, sorter: false, responsive: ['lg'] } },
    { name: 'startMonth', label: '参保月份', kind: 'text', column: { width: 96, phoneWidth: 80 }, form: { required: true, pattern: MONTH_PATTERN, initial: dayjs().format('YYYY-MM'), messages: { pattern: '月份格式应为yyyy-MM!' } } },
    { name: 'endMonth', label: '减员月份', kind: 'text', column: { width: 96, responsive: ['sm'] } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'ins_member_status', search: 'eq', column: { width: 80, responsive: ['sm'], tone: (row) => (row.status === '2' ? 'warning' : undefined) } },
  ],
});

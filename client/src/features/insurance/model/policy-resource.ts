// 保单管理 (/mis/insPolicy, menu component insurance/InsPolicyList): group policies for the outsourced staff —
// insurer, plan, period, premium per head and month; the status (未生效 / 保障中 / 已到期) follows the period and the
// head count is this month's insured.
import { defineResource } from '@/widgets/resource';
import type { InsPolicy } from '../api/insurance-api';

export const policyResource = defineResource<InsPolicy>({
  key: 'ins-policy',
  screen: 'insurance/InsPolicyList',
  permission: 'ins:policy',
  defaultSort: { column: 'startDate', order: 'desc' },
  calls: {
    list: '/mis/insPolicy/list',
    add: '/mis/insPolicy/add',
    edit: '/mis/insPolicy/edit',
    delete: '/mis/insPolicy/delete',
    exportXls: '/mis/insPolicy/exportXls',
    importExcel: '/mis/insPolicy/importExcel',
  },
  exportName: '保单',
  rowNumbers: 'from-sm',
  tableWidth: 1340,
  formColumns: 2,
  fields: [
    { name: 'policyNo', label: '保单号', kind: 'text', search: 'like', column: { width: 150, phoneWidth: 120 }, form: { required: true, max: 40, pattern: /^[A-Za-z0-9-]+$/, readOnly: 'edit', messages: { pattern: '保单号只能包含字母、数字和短横线!' } } },
    { name: 'insurer', label: '保险公司', kind: 'list', dictCode: 'ins_insurer', search: 'eq', column: { width: 100, responsive: ['sm'] }, form: { required: true } },
    { name: 'planType', label: '险种', kind: 'list', dictCode: 'ins_plan_type', search: 'eq', column: { width: 100, responsive: ['md'] }, form: { required: true } },
    { name: 'planName', label: '保险方案', kind: 'text', search: 'like', column: { width: 240, ellipsis: true, responsive: ['lg'] }, form: { required: true, max: 100 } },
    { name: 'startDate', label: '保险起期', kind: 'date', column: { width: 110, responsive: ['md'] }, form: { required: true } },
    { name: 'endDate', label: '保险止期', kind: 'date', column: { width: 110, responsive: ['md'] }, form: { required: true, notBefore: { field: 'startDate', label: '保险起期' } } },
    { name: 'premium', label: '人均月保费(元)', kind: 'number', column: { width: 130, money: true, responsive: ['sm'] }, form: { required: true, range: { min: 0, max: 100000, exclusiveMin: true } } },
    { name: 'coverage', label: '保额(元)', kind: 'number', column: { width: 120, money: true, responsive: ['xl'] }, form: { range: { min: 0, max: 100000000 } } },
    { name: 'insuredCount', label: '在保人数', kind: 'number', query: false, column: { width: 90, phoneWidth: 64 } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'ins_policy_status', search: 'eq', column: { width: 80, responsive: ['sm'], tone: (row) => (row.status === '2' ? 'warning' : undefined) } },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
  ],
});

// 采购计划 (/pur/plan, menu component pur/PlanList): an item a department needs, its quantity, estimate and the
// budget line (预算科目) and amount it is charged to; its status and the amount already ordered come from its
// enquiries and orders.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import type { Plan } from '../api/purchase-api';

export const planResource = defineResource<Plan>({
  key: 'pur-plan',
  screen: 'pur/PlanList',
  permission: 'pur:plan',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/pur/plan/list',
    add: '/pur/plan/add',
    edit: '/pur/plan/edit',
    delete: '/pur/plan/delete',
    deleteBatch: '/pur/plan/deleteBatch',
    exportXls: '/pur/plan/exportXls',
    importExcel: '/pur/plan/importExcel',
  },
  exportName: '采购计划',
  rowNumbers: 'from-sm',
  tableWidth: 1480,
  formColumns: 2,
  actionsWidth: 190,
  fields: [
    { name: 'planNo', label: '计划编号', kind: 'text', search: 'like', column: { width: 140, phoneWidth: 120 }, form: { max: 32, readOnly: 'edit', placeholder: '留空自动编号' } },
    { name: 'title', label: '计划名称', kind: 'text', search: 'like', column: { width: 190, ellipsis: true, responsive: ['md'] }, form: { required: true, max: 100 } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'pur_plan_status', search: 'eq', column: { width: 80, phoneWidth: 72 } },
    { name: 'departId', label: '需求部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 110, sorter: false, ellipsis: true, responsive: ['lg'] }, form: {} },
    { name: 'applicant', label: '申请人', kind: 'text', column: false, form: { max: 50 } },
    { name: 'itemName', label: '物品名称', kind: 'text', search: 'like', column: { width: 130, ellipsis: true, responsive: ['sm'] }, form: { required: true, max: 100 } },
    { name: 'specification', label: '规格型号', kind: 'text', column: false, form: { max: 200 } },
    { name: 'quantity', label: '数量', kind: 'number', column: { width: 80, responsive: ['md'] }, form: { required: true, range: { min: 0, max: 1000000, exclusiveMin: true } } },
    { name: 'unit', label: '单位', kind: 'text', column: { width: 60, sorter: false, responsive: ['md'] }, form: { max: 20 } },
    { name: 'estimatedPrice', label: '预估单价(元)', kind: 'number', column: false, form: { range: { min: 0, max: 100000000 } } },
    { name: 'estimatedAmount', label: '预估金额(元)', kind: 'number', query: false, column: { width: 110, responsive: ['xxl'] } },
    { name: 'budgetLine', label: '预算科目', kind: 'list', dictCode: 'pur_budget_line', search: 'eq', column: { width: 100, responsive: ['lg'] }, form: { required: true } },
    { name: 'budgetAmount', label: '预算额度(元)', kind: 'number', column: { width: 110, responsive: ['sm'] }, form: { required: true, range: { min: 0, max: 1000000000, exclusiveMin: true } } },
    { name: 'orderedAmount', label: '已下单(元)', kind: 'number', query: false, column: { width: 100, responsive: ['lg'], tone: (row) => ((row.orderedAmount ?? 0) > row.budgetAmount ? 'danger' : undefined) } },
    { name: 'needDate', label: '需求日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['xl'] }, form: {} },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});

// 预算编制 (/mis/budget/list, menu component finance/BudgetList): business departments' monthly budgets — revenue,
// cost and the profit the server computes — searched by year, department and month; entered in the form, imported
// from the template (下载模板), exported.
import { defineResource } from '@/widgets/resource';
import { BUSINESS_UNIT_DICT, USER_DICT, type Budget } from '../api/finance-api';

/** The largest yearly or monthly amount the document accepts (元). */
export const MAX_BUDGET = 10_000_000_000;

export const budgetResource = defineResource<Budget>({
  key: 'budget',
  screen: 'finance/BudgetList',
  permission: 'mis:budget',
  defaultSort: { column: 'budgetYear', order: 'desc' },
  calls: {
    list: '/mis/budget/list',
    add: '/mis/budget/add',
    edit: '/mis/budget/edit',
    delete: '/mis/budget/delete',
    deleteBatch: '/mis/budget/deleteBatch',
    exportXls: '/mis/budget/exportXls',
    importExcel: '/mis/budget/importExcel',
  },
  exportName: '预算',
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1000,
  fields: [
    { name: 'budgetYear', label: '预算年度', kind: 'number', search: 'eq', column: { width: 90 }, form: { required: true, initial: new Date().getFullYear(), range: { min: 2000, max: 2100 } } },
    { name: 'departId', label: '业务部门', kind: 'list', dictCode: BUSINESS_UNIT_DICT, search: 'eq', column: { width: 130, phoneWidth: 100 }, form: { required: true } },
    { name: 'budgetMonth', label: '月份', kind: 'number', search: 'eq', column: { width: 70 }, form: { required: true, range: { min: 1, max: 12 }, messages: { range: '月份须在1到12之间' } } },
    { name: 'revenue', label: '收入预算(元)', kind: 'number', column: { width: 150, money: true, phoneWidth: 120 }, form: { required: true, rules: ['amount'], range: { min: 0, max: MAX_BUDGET } } },
    { name: 'cost', label: '成本预算(元)', kind: 'number', column: { width: 150, money: true, responsive: ['md'] }, form: { required: true, rules: ['amount'], range: { min: 0, max: MAX_BUDGET } } },
    { name: 'profit', label: '利润预算(元)', kind: 'number', column: { width: 150, money: true, responsive: ['md'] } },
    { name: 'directorId', label: '负责人', kind: 'list', dictCode: USER_DICT, query: false, column: { width: 90, sorter: false, responsive: ['lg'] }, form: {} },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: { ellipsis: true, sorter: false, responsive: ['xl'] }, form: { max: 500, wide: true } },
  ],
});

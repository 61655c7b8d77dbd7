// 采购合同 (/pur/contract, menu component pur/ContractList): signed from an order; its origin (order, enquiry, plan,
// each a link), supplier, amount and what is paid, period, terms, attachments and payment schedule
// (contract-form.tsx).
import { defineResource } from '@/widgets/resource';
import type { Contract } from '../api/purchase-api';
import { enquiryHref, orderHref, planHref, supplierHref } from './origin-links';

export const contractResource = defineResource<Contract>({
  key: 'pur-contract',
  screen: 'pur/ContractList',
  permission: 'pur:contract',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/pur/contract/list',
    add: '/pur/contract/add',
    edit: '/pur/contract/edit',
    delete: '/pur/contract/delete',
    deleteBatch: '/pur/contract/deleteBatch',
    exportXls: '/pur/contract/exportXls',
    importExcel: '/pur/contract/importExcel',
  },
  exportName: '采购合同',
  rowNumbers: 'from-sm',
  tableWidth: 1560,
  formColumns: 2,
  fields: [
    { name: 'contractNo', label: '合同编号', kind: 'text', search: 'like', column: { width: 140, phoneWidth: 120 }, form: { max: 32, readOnly: 'edit', placeholder: '留空自动编号' } },
    { name: 'name', label: '合同名称', kind: 'text', search: 'like', column: { width: 180, ellipsis: true, responsive: ['md'] }, form: { required: true, max: 100 } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'pur_contract_status', search: 'eq', column: { width: 80, phoneWidth: 72 }, form: { hidden: 'add' } },
    { name: 'orderNo', label: '来源订单', kind: 'text', query: false, column: { width: 140, sorter: false, responsive: ['lg'], href: orderHref } },
    { name: 'enquiryNo', label: '来源询价', kind: 'text', query: false, column: { width: 130, sorter: false, responsive: ['xl'], href: enquiryHref } },
    { name: 'planNo', label: '来源计划', kind: 'text', query: false, column: { width: 140, sorter: false, responsive: ['xl'], href: planHref } },
    { name: 'supplierName', label: '供应商', kind: 'text', query: false, column: { width: 200, sorter: false, ellipsis: true, responsive: ['md'], href: supplierHref } },
    { name: 'amount', label: '合同金额(元)', kind: 'number', column: { width: 120, responsive: ['sm'] }, form: { range: { min: 0, max: 1000000000, exclusiveMin: true }, placeholder: '默认订单金额' } },
    { name: 'paidAmount', label: '已付(元)', kind: 'number', query: false, column: { width: 100, responsive: ['lg'] } },
    { name: 'signDate', label: '签订日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['lg'] }, form: { required: true } },
    { name: 'startDate', label: '开始日期', kind: 'date', column: false, form: {} },
    { name: 'endDate', label: '结束日期', kind: 'date', column: { width: 110, responsive: ['xl'] }, form: { notBefore: { field: 'startDate', label: '开始日期' } } },
    { name: 'terms', label: '主要条款', kind: 'textarea', column: false, form: { max: 5000, wide: true } },
    { name: 'attachments', label: '合同附件', kind: 'file', query: false, column: false, form: { wide: true, upload: { biz: 'purchase', count: 5 } } },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});

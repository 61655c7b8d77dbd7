// 采购订单 (/pur/order, menu component pur/OrderList): made from an enquiry's chosen quote; its origin (enquiry and
// plan, links), supplier, amount, delivery and acceptance (验收). Saved over its plan's budget only once confirmed
// (order-form.tsx).
import { defineResource } from '@/widgets/resource';
import type { Order } from '../api/purchase-api';
import { contractHref, enquiryHref, planHref, supplierHref } from './origin-links';

export const orderResource = defineResource<Order>({
  key: 'pur-order',
  screen: 'pur/OrderList',
  permission: 'pur:order',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/pur/order/list',
    add: '/pur/order/add',
    edit: '/pur/order/edit',
    delete: '/pur/order/delete',
    deleteBatch: '/pur/order/deleteBatch',
    exportXls: '/pur/order/exportXls',
    importExcel: '/pur/order/importExcel',
  },
  exportName: '采购订单',
  rowNumbers: 'from-sm',
  tableWidth: 1460,
  formColumns: 2,
  actionsWidth: 200,
  fields: [
    { name: 'orderNo', label: '订单编号', kind: 'text', search: 'like', column: { width: 140, phoneWidth: 120 }, form: { max: 32, readOnly: 'edit', placeholder: '留空自动编号' } },
    { name: 'enquiryNo', label: '来源询价', kind: 'text', query: false, column: { width: 130, sorter: false, responsive: ['lg'], href: enquiryHref } },
    { name: 'planNo', label: '来源计划', kind: 'text', query: false, column: { width: 140, sorter: false, responsive: ['xl'], href: planHref } },
    { name: 'supplierName', label: '供应商', kind: 'text', query: false, column: { width: 200, sorter: false, ellipsis: true, responsive: ['md'], href: supplierHref } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'pur_order_status', search: 'eq', column: { width: 90, phoneWidth: 76 }, form: { hidden: 'add' } },
    { name: 'itemName', label: '物品名称', kind: 'text', search: 'like', column: { width: 120, ellipsis: true, responsive: ['sm'] } },
    { name: 'quantity', label: '数量', kind: 'number', column: { width: 80, responsive: ['lg'] }, form: { range: { min: 0, max: 1000000, exclusiveMin: true }, placeholder: '默认询价数量' } },
    { name: 'unitPrice', label: '单价(元)', kind: 'number', column: { width: 90, responsive: ['lg'] }, form: { range: { min: 0, max: 100000000, exclusiveMin: true }, placeholder: '默认中标单价' } },
    { name: 'amount', label: '订单金额(元)', kind: 'number', column: { width: 120, responsive: ['sm'], tone: (row) => (row.overBudget === '1' ? 'warning' : undefined) } },
    { name: 'deliveryDate', label: '交货日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['md'] }, form: { required: true } },
    { name: 'receiver', label: '收货人', kind: 'text', column: false, form: { max: 50 } },
    { name: 'deliveryAddress', label: '收货地址', kind: 'text', column: false, form: { max: 200, wide: true } },
    { name: 'acceptanceDate', label: '验收日期', kind: 'date', column: { width: 110, responsive: ['xl'] }, form: { hidden: 'add' } },
    { name: 'acceptanceBy', label: '验收人', kind: 'text', column: false, form: { hidden: 'add', max: 50 } },
    { name: 'acceptanceRemark', label: '验收意见', kind: 'text', column: false, form: { hidden: 'add', max: 500, wide: true } },
    { name: 'contractNo', label: '已签合同', kind: 'text', query: false, column: { width: 140, sorter: false, responsive: ['xl'], href: contractHref } },
    { name: 'overBudget', label: '超预算', kind: 'list', dictCode: 'yn', search: 'eq', column: false },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});

// 询价 (/pur/enquiry, menu component pur/EnquiryList): an enquiry of a plan (its origin, a link to it), the quotes of
// several suppliers compared side by side (quotes-dialog.tsx), the chosen supplier and amount.
import { defineResource } from '@/widgets/resource';
import type { Enquiry } from '../api/purchase-api';
import { planHref } from './origin-links';

export const enquiryResource = defineResource<Enquiry>({
  key: 'pur-enquiry',
  screen: 'pur/EnquiryList',
  permission: 'pur:enquiry',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/pur/enquiry/list',
    add: '/pur/enquiry/add',
    edit: '/pur/enquiry/edit',
    delete: '/pur/enquiry/delete',
    deleteBatch: '/pur/enquiry/deleteBatch',
    exportXls: '/pur/enquiry/exportXls',
    importExcel: '/pur/enquiry/importExcel',
  },
  exportName: '询价单',
  rowNumbers: 'from-sm',
  tableWidth: 1500,
  formColumns: 2,
  actionsWidth: 230,
  fields: [
    { name: 'enquiryNo', label: '询价单号', kind: 'text', search: 'like', column: { width: 130, phoneWidth: 116 }, form: { max: 32, readOnly: 'edit', placeholder: '留空自动编号' } },
    { name: 'title', label: '询价主题', kind: 'text', search: 'like', column: { width: 170, ellipsis: true, responsive: ['md'] }, form: { required: true, max: 100 } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'pur_enquiry_status', search: 'eq', column: { width: 80, phoneWidth: 72 } },
    { name: 'planNo', label: '来源计划', kind: 'text', query: false, column: { width: 140, sorter: false, responsive: ['lg'], href: planHref } },
    { name: 'itemName', label: '物品名称', kind: 'text', search: 'like', column: { width: 120, ellipsis: true, responsive: ['sm'] } },
    { name: 'quantity', label: '数量', kind: 'number', column: { width: 80, responsive: ['md'] }, form: { range: { min: 0, max: 1000000, exclusiveMin: true }, placeholder: '默认计划数量' } },
    { name: 'unit', label: '单位', kind: 'text', column: { width: 60, sorter: false, responsive: ['md'] } },
    { name: 'deadline', label: '报价截止', kind: 'date', search: 'range', column: { width: 110, responsive: ['xl'] }, form: {} },
    { name: 'quoteCount', label: '报价家数', kind: 'number', query: false, column: { width: 90, responsive: ['lg'] } },
    { name: 'chosenSupplierName', label: '中标供应商', kind: 'text', query: false, column: { width: 200, sorter: false, ellipsis: true, responsive: ['md'] } },
    { name: 'chosenAmount', label: '中标金额(元)', kind: 'number', query: false, column: { width: 110, responsive: ['sm'] } },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});

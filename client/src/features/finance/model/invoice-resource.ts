// 发票 (/mis/invoice/list, menu component finance/InvoiceList): invoices issued to customers, latest first; 开票 is
// 新增 (the invoice dialog), an invoice is never edited or deleted: it is voided with a reason (its row's 作废).
import { defineResource } from '@/widgets/resource';
import { PROJECT_DICT, type Invoice } from '../api/finance-api';

const never = () => false;

export const invoiceResource = defineResource<Invoice>({
  key: 'invoice',
  screen: 'finance/InvoiceList',
  permission: 'mis:invoice',
  defaultSort: { column: 'invoiceDate', order: 'desc' },
  calls: { list: '/mis/invoice/list', add: '/mis/invoice/add' },
  addLabel: '开票',
  rowNumbers: 'from-sm',
  tableWidth: 1170,
  actionsWidth: 150,
  allows: { edit: never, delete: never },
  searchOrder: ['invoiceNo', 'projectId', 'invoiceType', 'status', 'invoiceDate', 'customerName'],
  fields: [
    { name: 'invoiceNo', label: '发票号码', kind: 'text', search: 'like', column: { width: 100 } },
    { name: 'invoiceType', label: '发票类型', kind: 'list', dictCode: 'invoice_type', search: 'eq', column: { width: 130, sorter: false, responsive: ['xxl'] } },
    { name: 'projectId', label: '客户项目', kind: 'list', dictCode: PROJECT_DICT, search: 'eq', column: { ellipsis: true, sorter: false, phoneWidth: 140 } },
    { name: 'customerName', label: '购买方', kind: 'text', search: 'like', column: { width: 110, responsive: ['xxl'] } },
    { name: 'invoiceDate', label: '开票日期', kind: 'date', search: 'range', column: { width: 100, responsive: ['sm'] } },
    { name: 'amount', label: '金额', kind: 'number', column: { width: 115, money: true, responsive: ['lg'] } },
    { name: 'taxRate', label: '税率(%)', kind: 'number', column: { width: 80, sorter: false, responsive: ['xl'] } },
    { name: 'taxAmount', label: '税额', kind: 'number', column: { width: 110, money: true, responsive: ['xl'] } },
    { name: 'totalAmount', label: '价税合计', kind: 'number', column: { width: 120, money: true, phoneWidth: 110 } },
    { name: 'receivedAmount', label: '已回款', kind: 'number', column: { width: 120, money: true, responsive: ['md'] } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'invoice_status', search: 'eq', column: { width: 80, sorter: false, tone: (row) => (row.status === '2' ? 'danger' : undefined) } },
  ],
});

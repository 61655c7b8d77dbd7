// 回款 (/mis/payment/list, menu component finance/PaymentList): money received against invoices, latest first; 登记回款
// is 新增 (the payment dialog); a payment recorded in error is deleted (an administrator's button).
import { defineResource } from '@/widgets/resource';
import { PROJECT_DICT, type Payment } from '../api/finance-api';

export const paymentResource = defineResource<Payment>({
  key: 'payment',
  screen: 'finance/PaymentList',
  permission: 'mis:payment',
  defaultSort: { column: 'payDate', order: 'desc' },
  calls: { list: '/mis/payment/list', add: '/mis/payment/add', delete: '/mis/payment/delete' },
  addLabel: '登记回款',
  rowNumbers: 'from-sm',
  tableWidth: 1000,
  allows: { edit: () => false },
  searchOrder: ['invoiceNo', 'projectId', 'payDate', 'payMethod', 'customerName'],
  fields: [
    { name: 'payDate', label: '回款日期', kind: 'date', search: 'range', column: { width: 105 } },
    { name: 'invoiceNo', label: '发票号码', kind: 'text', search: 'like', column: { width: 100, responsive: ['sm'] } },
    { name: 'projectId', label: '客户项目', kind: 'list', dictCode: PROJECT_DICT, search: 'eq', column: { ellipsis: true, sorter: false, phoneWidth: 140 } },
    { name: 'customerName', label: '付款方', kind: 'text', search: 'like', column: { width: 110, responsive: ['lg'] } },
    { name: 'amount', label: '回款金额(元)', kind: 'number', column: { width: 140, money: true, phoneWidth: 110 } },
    { name: 'payMethod', label: '回款方式', kind: 'list', dictCode: 'pay_method', search: 'eq', column: { width: 110, sorter: false, responsive: ['md'] } },
    { name: 'days', label: '回款天数', kind: 'number', column: { width: 90, responsive: ['md'] } },
    { name: 'remark', label: '备注', kind: 'text', query: false, column: { ellipsis: true, sorter: false, responsive: ['xl'] } },
  ],
});

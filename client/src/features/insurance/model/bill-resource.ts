// 保费账单 (/mis/insBill, menu component insurance/InsBillList): a month's premium per policy in force, from the
// insured list: heads insured in the month × 人均月保费, not prorated (whoever is insured in a month pays all of it);
// the server's default month is this month. Export only.
import { defineResource } from '@/widgets/resource';
import type { InsBill } from '../api/insurance-api';

export const billResource = defineResource<InsBill>({
  key: 'ins-bill',
  screen: 'insurance/InsBillList',
  permission: 'ins:bill',
  defaultSort: { column: 'policyNo', order: 'asc' },
  calls: { list: '/mis/insBill/list', exportXls: '/mis/insBill/exportXls', importExcel: '/mis/insBill/importExcel' },
  exportName: '保费账单',
  tableWidth: 1150,
  fields: [
    { name: 'month', label: '账单月份', kind: 'text', search: 'month', column: { width: 90, sorter: false, responsive: ['md'] } },
    { name: 'policyNo', label: '保单号', kind: 'text', column: { width: 150, phoneWidth: 120 } },
    { name: 'insurer', label: '保险公司', kind: 'list', dictCode: 'ins_insurer', search: 'eq', column: { width: 100, responsive: ['sm'] } },
    { name: 'planName', label: '保险方案', kind: 'text', column: { width: 240, ellipsis: true, responsive: ['lg'] } },
    { name: 'premium', label: '人均月保费(元)', kind: 'number', column: { width: 130, money: true, responsive: ['md'] } },
    { name: 'heads', label: '在保人数', kind: 'number', column: { width: 90, responsive: ['sm'] } },
    { name: 'added', label: '本月加保', kind: 'number', column: { width: 90, responsive: ['md'] } },
    { name: 'removed', label: '本月减员', kind: 'number', column: { width: 90, responsive: ['md'] } },
    { name: 'amount', label: '保费金额(元)', kind: 'number', column: { width: 130, money: true, phoneWidth: 100 } },
  ],
});

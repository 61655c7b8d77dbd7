// 结算单 (/mis/settlement/list, menu component finance/SettlementList): each customer project's monthly bill, latest
// month first; searched by number, project, customer, unit, month and state; a draft is edited and deleted, the others
// only viewed (the server refuses them too); export.
import { defineResource } from '@/widgets/resource';
import { BUSINESS_UNIT_DICT, PROJECT_DICT, type Settlement } from '../api/finance-api';
import { isDraft } from './settlement-states';

export const settlementResource = defineResource<Settlement>({
  key: 'settlement',
  screen: 'finance/SettlementList',
  permission: 'mis:settlement',
  defaultSort: { column: 'settleMonth', order: 'desc' },
  calls: {
    list: '/mis/settlement/list',
    add: '/mis/settlement/add',
    edit: '/mis/settlement/edit',
    delete: '/mis/settlement/delete',
    deleteBatch: '/mis/settlement/deleteBatch',
    exportXls: '/mis/settlement/exportXls',
  },
  exportName: '结算单',
  rowNumbers: 'from-sm',
  tableWidth: 1150,
  actionsWidth: 150,
  allows: { edit: isDraft, delete: isDraft },
  searchOrder: ['projectId', 'settleMonth', 'status', 'customerName', 'settleNo', 'businessUnitId'],
  fields: [
    { name: 'settleNo', label: '结算单号', kind: 'text', search: 'like', column: { width: 130, responsive: ['sm'] } },
    { name: 'projectId', label: '客户项目', kind: 'list', dictCode: PROJECT_DICT, search: 'eq', column: { ellipsis: true, sorter: false, phoneWidth: 170 } },
    // The project's name starts with its customer's: the customer's own column only where there is room.
    { name: 'customerName', label: '客户名称', kind: 'text', search: 'like', column: { width: 120, responsive: ['xxl'] } },
    { name: 'businessUnitId', label: '业务部门', kind: 'list', dictCode: BUSINESS_UNIT_DICT, search: 'eq', column: { width: 100, sorter: false, responsive: ['lg'] } },
    { name: 'settleMonth', label: '结算月份', kind: 'text', search: 'eq', column: { width: 90, phoneWidth: 76 } },
    { name: 'headcount', label: '人数', kind: 'number', column: { width: 70, responsive: ['md'] } },
    { name: 'unitPrice', label: '人月单价', kind: 'number', column: { width: 110, money: true, responsive: ['xl'] } },
    { name: 'amount', label: '结算金额(元)', kind: 'number', column: { width: 140, money: true, phoneWidth: 104 } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'settlement_status', search: 'eq', column: { width: 90, phoneWidth: 70, sorter: false } },
    { name: 'invoiceNo', label: '发票号码', kind: 'text', column: { width: 100, responsive: ['xxl'] } },
  ],
});

// 理赔管理 (/mis/insClaim, menu component insurance/InsClaimList): claims of insured staff with attachments (the
// common upload, biz insurance); states 已报案 → 审核中 → 已赔付 / 已拒赔, edited and deleted only while 已报案.
import { defineResource } from '@/widgets/resource';
import { policyLookup, type InsClaim } from '../api/insurance-api';
import { employeeLookup } from '@/widgets/employee-lookup';

export const CLAIM_STATES = { reported: '1', reviewing: '2', paid: '3', rejected: '4' } as const;

export const claimResource = defineResource<InsClaim>({
  key: 'ins-claim',
  screen: 'insurance/InsClaimList',
  permission: 'ins:claim',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/mis/insClaim/list',
    add: '/mis/insClaim/add',
    edit: '/mis/insClaim/edit',
    delete: '/mis/insClaim/delete',
    exportXls: '/mis/insClaim/exportXls',
    importExcel: '/mis/insClaim/importExcel',
  },
  exportName: '理赔',
  addLabel: '报案',
  rowNumbers: 'from-sm',
  tableWidth: 1200,
  formColumns: 2,
  actionsWidth: 190,
  allows: { edit: (row) => row.status === CLAIM_STATES.reported, delete: (row) => row.status === CLAIM_STATES.reported },
  fields: [
    { name: 'claimNo', label: '理赔编号', kind: 'text', search: 'like', column: { width: 120, phoneWidth: 110 } },
    { name: 'policyId', label: '保单', kind: 'sel_search', lookup: policyLookup, query: false, column: false, form: { required: true, wide: true, placeholder: '输入保单号或方案搜索', messages: { required: '请选择保单!' } } },
    { name: 'employeeId', label: '出险人', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, placeholder: '输入姓名或工号搜索', messages: { required: '请选择出险人!' } } },
    { name: 'employeeName', label: '出险人', kind: 'text', search: 'like', column: { width: 90, phoneWidth: 72 } },
    { name: 'workNo', label: '工号', kind: 'text', query: false, column: { width: 100, responsive: ['xxl'] } },
    { name: 'policyNo', label: '保单号', kind: 'text', query: false, column: { width: 150, responsive: ['xl'] } },
    { name: 'accidentDate', label: '出险日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['sm'] }, form: { required: true } },
    { name: 'claimType', label: '出险类型', kind: 'list', dictCode: 'ins_claim_type', search: 'eq', column: { width: 96, responsive: ['md'] }, form: { required: true } },
    { name: 'claimAmount', label: '报案金额(元)', kind: 'number', column: { width: 120, money: true, responsive: ['md'] }, form: { required: true, range: { min: 0, max: 10000000, exclusiveMin: true } } },
    { name: 'paidAmount', label: '赔付金额(元)', kind: 'number', column: { width: 120, money: true, responsive: ['lg'] } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'ins_claim_status', search: 'eq', column: { width: 80, phoneWidth: 72, tone: (row) => (row.status === CLAIM_STATES.rejected ? 'danger' : undefined) } },
    { name: 'description', label: '出险经过', kind: 'textarea', column: false, form: { max: 1000, wide: true } },
    { name: 'rejectReason', label: '拒赔原因', kind: 'text', column: false, form: { viewOnly: true, wide: true } },
    { name: 'attachments', label: '附件', kind: 'file', query: false, column: false, form: { wide: true, upload: { biz: 'insurance', count: 6 } } },
    { name: 'createTime', label: '报案时间', kind: 'datetime', column: false },
  ],
});

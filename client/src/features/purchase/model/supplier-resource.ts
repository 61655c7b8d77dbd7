// 供应商 (/pur/supplier, menu component pur/SupplierList): who the company buys from — category, qualification files
// (营业执照, 资质证书) as attachments, bank, contact, rating and the blacklist.
import { defineResource } from '@/widgets/resource';
import type { Supplier } from '../api/purchase-api';

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const supplierResource = defineResource<Supplier>({
  key: 'pur-supplier',
  screen: 'pur/SupplierList',
  permission: 'pur:supplier',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/pur/supplier/list',
    add: '/pur/supplier/add',
    edit: '/pur/supplier/edit',
    delete: '/pur/supplier/delete',
    deleteBatch: '/pur/supplier/deleteBatch',
    exportXls: '/pur/supplier/exportXls',
    importExcel: '/pur/supplier/importExcel',
  },
  exportName: '供应商',
  rowNumbers: 'from-sm',
  tableWidth: 1400,
  formColumns: 2,
  phoneFits: true,
  fields: [
    { name: 'code', label: '供应商编码', kind: 'text', search: 'like', column: { width: 110, responsive: ['md'] }, form: { required: true, pattern: CODE_PATTERN, max: 32, readOnly: 'edit', messages: { pattern: '供应商编码只能包含字母、数字、下划线和短横线!' } } },
    { name: 'name', label: '供应商名称', kind: 'text', search: 'like', column: { width: 260, ellipsis: true, phoneWidth: 120 }, form: { required: true, max: 100 } },
    { name: 'category', label: '供应类别', kind: 'list', dictCode: 'pur_supplier_category', search: 'eq', column: { width: 100, responsive: ['sm'] }, form: { required: true } },
    { name: 'rating', label: '评级', kind: 'list', dictCode: 'pur_supplier_rating', search: 'eq', column: { width: 80, phoneWidth: 64 }, form: { required: true, initial: 'B' } },
    { name: 'blacklisted', label: '黑名单', kind: 'radio', dictCode: 'yn', search: 'eq', column: { width: 80, responsive: ['sm'], tone: (row) => (row.blacklisted === '1' ? 'danger' : undefined) }, form: { initial: '0' } },
    { name: 'contactName', label: '联系人', kind: 'text', search: 'like', column: { width: 90, responsive: ['md'] }, form: { max: 50 } },
    { name: 'contactMobile', label: '联系电话', kind: 'text', column: { width: 130, responsive: ['lg'] }, form: { max: 20, pattern: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, messages: { pattern: '请输入正确的手机号或座机号!' } } },
    { name: 'creditCode', label: '统一社会信用代码', kind: 'text', search: 'like', column: { width: 190, responsive: ['xl'] }, form: { max: 18, pattern: /^[0-9A-HJ-NPQRTUWXY]{18}$/, messages: { pattern: '统一社会信用代码应为18位数字或大写字母!' } } },
    { name: 'legalPerson', label: '法定代表人', kind: 'text', column: false, form: { max: 50 } },
    { name: 'contactEmail', label: '联系邮箱', kind: 'text', column: false, form: { rules: ['email'], max: 100 } },
    { name: 'bankName', label: '开户银行', kind: 'text', column: false, form: { max: 100 } },
    { name: 'bankAccount', label: '银行账号', kind: 'text', column: false, form: { pattern: /^\d{8,32}$/, messages: { pattern: '银行账号应为8到32位数字!' } } },
    { name: 'qualificationExpiry', label: '资质有效期至', kind: 'date', search: 'range', column: { width: 120, responsive: ['lg'] } , form: {} },
    { name: 'address', label: '地址', kind: 'text', column: false, form: { max: 200, wide: true } },
    { name: 'blacklistReason', label: '黑名单原因', kind: 'text', column: false, form: { max: 500, wide: true, placeholder: '列入黑名单时必填' } },
    { name: 'qualificationFiles', label: '资质文件', kind: 'file', query: false, column: false, form: { wide: true, upload: { biz: 'purchase', count: 6 } } },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});

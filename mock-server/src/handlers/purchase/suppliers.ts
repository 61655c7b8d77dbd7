// 供应商: list, form, Excel and the recycle bin. A blacklisted supplier stays listed but is refused in new quotes
// and orders; a supplier quoted, ordered from or contracted is never deleted for good.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { contracts, enquiries, orders, RECYCLE_LIST, SUPPLIER_FIELDS, suppliers } from '../../entities/purchase.js';
import type { SupplierRecord } from '../../store/records/purchase.js';
import { ADDED, DATE, EDITED, emptyToNull, isAnswer, purge, recover, recycle, rowToEdit, type Session } from './shared.js';

type SupplierForm = BodyOf<'purSupplierAdd'>;
type SupplierValues = Omit<SupplierRecord, 'id' | 'delFlag' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

const MOBILE = /^1[3-9]\d{9}$/;
const PHONE = /^0\d{2,3}-?\d{7,8}$/;
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

const codeTaken = (store: Store, code: string, except?: string) => suppliers.all(store).some((s) => s.code === code && s.id !== except);

/** The rules beyond the document's, for the form and the import. */
function supplierProblem(store: Store, form: SupplierForm, except?: string): string | null {
  if (codeTaken(store, form.code, except)) return '供应商编码已存在';
  if (form.creditCode && !/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(form.creditCode)) return '统一社会信用代码应为18位（数字或大写字母）';
  if (form.contactMobile && !MOBILE.test(form.contactMobile) && !PHONE.test(form.contactMobile)) return '联系电话格式不正确';
  if (form.contactEmail && !EMAIL.test(form.contactEmail)) return '邮箱格式不正确';
  if (form.bankAccount && !/^\d{8,32}$/.test(form.bankAccount)) return '银行账号应为8到32位数字';
  if (form.blacklisted === '1' && !emptyToNull(form.blacklistReason)) return '列入黑名单须填写原因';
  if (form.qualificationExpiry && !DATE.test(form.qualificationExpiry)) return '资质有效期格式不正确';
  return null;
}

const valuesOf = (form: SupplierForm): SupplierValues => ({
  code: form.code,
  name: form.name,
  category: form.category,
  creditCode: emptyToNull(form.creditCode),
  legalPerson: emptyToNull(form.legalPerson),
  contactName: emptyToNull(form.contactName),
  contactMobile: emptyToNull(form.contactMobile),
  contactEmail: emptyToNull(form.contactEmail),
  address: emptyToNull(form.address),
  bankName: emptyToNull(form.bankName),
  bankAccount: emptyToNull(form.bankAccount),
  rating: form.rating,
  blacklisted: form.blacklisted ?? '0',
  blacklistReason: form.blacklisted === '1' ? emptyToNull(form.blacklistReason) : null,
  qualificationFiles: emptyToNull(form.qualificationFiles),
  qualificationExpiry: emptyToNull(form.qualificationExpiry),
  remark: emptyToNull(form.remark),
});

const insertSupplier = (ctx: HandlerContext, form: SupplierForm, session: Session) => suppliers.insert(ctx.store, { ...valuesOf(form), delFlag: 0 }, session, ctx.now());

export const purSupplierList: Handler<'purSupplierList'> = ({ query }, { store }) => suppliers.page(store, query);

export const purSupplierQueryById: Handler<'purSupplierQueryById'> = ({ query }, { store }) => {
  const supplier = suppliers.get(store, query.id);
  return supplier ? ok(suppliers.view(store, supplier)) : fail(NOT_FOUND);
};

export const purSupplierAdd: Handler<'purSupplierAdd'> = ({ body, session }, ctx) => {
  const problem = supplierProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertSupplier(ctx, body, session);
  return okText(ADDED);
};

export const purSupplierEdit: Handler<'purSupplierEdit'> = ({ body, session }, ctx) => {
  const supplier = rowToEdit(ctx.store, suppliers, body.id);
  if (isAnswer(supplier)) return supplier;
  const problem = supplierProblem(ctx.store, body, supplier.id);
  if (problem) return fail(problem);
  suppliers.update(supplier, valuesOf(body), session, ctx.now());
  return okText(EDITED);
};

/** A supplier of a live order or contract stays: the clerk would lose the counterpart of a running purchase. */
const inUse = (store: Store) => (supplier: SupplierRecord) =>
  orders.live(store).some((o) => o.supplierId === supplier.id) || contracts.live(store).some((c) => c.supplierId === supplier.id)
    ? '该供应商有未删除的采购订单或合同，不能删除'
    : null;

/** Any quote, order or contract, recycled ones included, keeps the supplier's row. */
const referred = (store: Store) => (supplier: SupplierRecord) =>
  enquiries.all(store).some((e) => e.quotes.some((q) => q.supplierId === supplier.id)) ||
  orders.all(store).some((o) => o.supplierId === supplier.id) ||
  contracts.all(store).some((c) => c.supplierId === supplier.id)
    ? `供应商已被询价、订单或合同引用，不能彻底删除：${supplier.name}`
    : null;

export const purSupplierDelete: Handler<'purSupplierDelete'> = ({ query, session }, ctx) => recycle(ctx, suppliers, query.id, session, inUse(ctx.store), false);
export const purSupplierDeleteBatch: Handler<'purSupplierDeleteBatch'> = ({ query, session }, ctx) => recycle(ctx, suppliers, query.ids, session, inUse(ctx.store), true);
export const purSupplierRecycleBin: Handler<'purSupplierRecycleBin'> = ({ query }, { store }) => pageOf(store, suppliers.recycled(store), query, SUPPLIER_FIELDS, RECYCLE_LIST);
export const purSupplierRecover: Handler<'purSupplierRecover'> = ({ query, session }, ctx) => recover(ctx, suppliers, query.id, session, () => null, false);
export const purSupplierRecoverBatch: Handler<'purSupplierRecoverBatch'> = ({ query, session }, ctx) => recover(ctx, suppliers, query.ids, session, () => null, true);
export const purSupplierRealDelete: Handler<'purSupplierRealDelete'> = ({ query }, ctx) => purge(ctx, suppliers, query.ids, '供应商', referred(ctx.store));

const COLUMNS: ExcelColumn[] = [
  { header: '供应商编码', key: 'code', width: 12 },
  { header: '供应商名称', key: 'name', width: 32 },
  { header: '供应类别', key: 'category_dictText', width: 10 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '法定代表人', key: 'legalPerson', width: 10 },
  { header: '联系人', key: 'contactName', width: 10 },
  { header: '联系电话', key: 'contactMobile', width: 14 },
  { header: '联系邮箱', key: 'contactEmail', width: 22 },
  { header: '地址', key: 'address', width: 32 },
  { header: '开户银行', key: 'bankName', width: 26 },
  { header: '银行账号', key: 'bankAccount', width: 22 },
  { header: '评级', key: 'rating_dictText', width: 8 },
  { header: '黑名单', key: 'blacklisted_dictText', width: 8 },
  { header: '黑名单原因', key: 'blacklistReason', width: 24 },
  { header: '资质有效期至', key: 'qualificationExpiry', width: 12 },
  { header: '备注', key: 'remark', width: 20 },
];

export const purSupplierExportXls: Handler<'purSupplierExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, suppliers.live(store), query, { title: '供应商', columns: COLUMNS, fields: SUPPLIER_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } }, session, now());

/** An imported row as the add form would send it, or why it cannot be one. */
function importedSupplier(store: Store, values: Record<string, string>): SupplierForm | string {
  const category = dictValueOf(store, 'pur_supplier_category', values.category_dictText ?? '');
  const rating = dictValueOf(store, 'pur_supplier_rating', values.rating_dictText ?? '');
  const blacklisted = dictValueOf(store, 'yn', values.blacklisted_dictText ?? '');
  if (!values.code) return '供应商编码不能为空';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(values.code)) return '供应商编码格式不正确';
  if (!values.name) return '供应商名称不能为空';
  if (!category) return `供应类别不正确：${values.category_dictText ?? ''}`;
  if (!rating) return `评级不正确：${values.rating_dictText ?? ''}`;
  if (blacklisted === undefined) return `黑名单不正确：${values.blacklisted_dictText ?? ''}`;
  return {
    code: values.code,
    name: values.name,
    category: category as SupplierForm['category'],
    rating: rating as SupplierForm['rating'],
    blacklisted: (blacklisted ?? '0') as '0' | '1',
    creditCode: values.creditCode || null,
    legalPerson: values.legalPerson || null,
    contactName: values.contactName || null,
    contactMobile: values.contactMobile || null,
    contactEmail: values.contactEmail || null,
    address: values.address || null,
    bankName: values.bankName || null,
    bankAccount: values.bankAccount || null,
    blacklistReason: values.blacklistReason || null,
    qualificationExpiry: values.qualificationExpiry || null,
    remark: values.remark || null,
  };
}

export const purSupplierImportExcel: Handler<'purSupplierImportExcel'> = ({ uploads, session }, ctx) =>
  suppliers.importFile<SupplierForm>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '供应商导入错误',
    formOf: (values) => importedSupplier(ctx.store, values),
    problemOf: (form) => supplierProblem(ctx.store, form),
    create: (form) => insertSupplier(ctx, form, session),
  });

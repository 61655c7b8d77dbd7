// 询价: an enquiry of a plan gathers the quotes of several suppliers (录入报价), compared side by side; one is chosen
// (定标) and the order is made from it. Its status is read from the quotes and orders.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { ENQUIRY_FIELDS, enquiries, orders, plans, LIST, RECYCLE_LIST } from '../../entities/purchase.js';
import type { EnquiryRecord, PlanRecord, QuoteRecord } from '../../store/records/purchase.js';
import { ADDED, DATE, EDITED, emptyToNull, enquiryRows, isAnswer, nextNumber, planRows, purge, recover, recycle, round2, rowToEdit, supplierProblem, type Session } from './shared.js';

type EnquiryForm = BodyOf<'purEnquiryAdd'>;

const numberTaken = (store: Store, enquiryNo: string, except?: string) => enquiries.all(store).some((e) => e.enquiryNo === enquiryNo && e.id !== except);
const orderOf = (store: Store, enquiry: EnquiryRecord) => orders.live(store).find((o) => o.enquiryId === enquiry.id);

/** The live plan an enquiry is made from, or why it cannot be. */
function planFor(store: Store, planId: string): PlanRecord | string {
  const plan = plans.get(store, planId);
  if (!plan) return '采购计划不存在';
  if (planRows(store, [plan])[0]?.status === '4') return '该采购计划已完成，不能再询价';
  return plan;
}

function enquiryProblem(store: Store, form: EnquiryForm, except?: EnquiryRecord): string | null {
  const enquiryNo = emptyToNull(form.enquiryNo);
  if (enquiryNo && numberTaken(store, enquiryNo, except?.id)) return '询价单号已存在';
  if (except) {
    if (form.planId !== except.planId) return '不能更改询价单的来源采购计划';
    if (orderOf(store, except)) return '询价单已下单，不能修改';
  } else {
    const plan = planFor(store, form.planId);
    if (typeof plan === 'string') return plan;
  }
  return null;
}

/** The form's values, the plan's item where the form leaves it out. */
function valuesOf(store: Store, form: EnquiryForm, enquiryNo: string) {
  const plan = plans.all(store).find((p) => p.id === form.planId);
  return {
    enquiryNo,
    planId: form.planId,
    title: form.title,
    itemName: emptyToNull(form.itemName) ?? plan?.itemName ?? '',
    specification: emptyToNull(form.specification) ?? plan?.specification ?? null,
    unit: emptyToNull(form.unit) ?? plan?.unit ?? null,
    quantity: form.quantity ?? plan?.quantity ?? 1,
    deadline: emptyToNull(form.deadline),
    remark: emptyToNull(form.remark),
  };
}

const insertEnquiry = (ctx: HandlerContext, form: EnquiryForm, session: Session) => {
  const enquiryNo = emptyToNull(form.enquiryNo) ?? nextNumber('XJ', enquiries.all(ctx.store).map((e) => e.enquiryNo), ctx);
  return enquiries.insert(ctx.store, { ...valuesOf(ctx.store, form, enquiryNo), quotes: [], chosenSupplierId: null, chosenAmount: null, delFlag: 0 }, session, ctx.now());
};

export const purEnquiryList: Handler<'purEnquiryList'> = ({ query }, { store }) => pageOf(store, enquiryRows(store, enquiries.live(store)), query, ENQUIRY_FIELDS, LIST);

export const purEnquiryQueryById: Handler<'purEnquiryQueryById'> = ({ query }, { store }) => {
  const enquiry = enquiries.get(store, query.id);
  return enquiry ? ok(withTexts(store, enquiryRows(store, [enquiry]), ENQUIRY_FIELDS)[0]) : fail(NOT_FOUND);
};

export const purEnquiryAdd: Handler<'purEnquiryAdd'> = ({ body, session }, ctx) => {
  const problem = enquiryProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertEnquiry(ctx, body, session);
  return okText(ADDED);
};

export const purEnquiryEdit: Handler<'purEnquiryEdit'> = ({ body, session }, ctx) => {
  const enquiry = rowToEdit(ctx.store, enquiries, body.id);
  if (isAnswer(enquiry)) return enquiry;
  const problem = enquiryProblem(ctx.store, body, enquiry);
  if (problem) return fail(problem);
  const values = valuesOf(ctx.store, body, emptyToNull(body.enquiryNo) ?? enquiry.enquiryNo);
  // A new quantity re-prices the quotes (each quote is a unit price).
  const quotes = enquiry.quotes.map((q) => ({ ...q, amount: round2(q.unitPrice * values.quantity) }));
  const chosen = quotes.find((q) => q.chosen);
  enquiries.update(enquiry, { ...values, quotes, chosenAmount: chosen ? chosen.amount : null }, session, ctx.now());
  return okText(EDITED);
};

export const purEnquirySaveQuotes: Handler<'purEnquirySaveQuotes'> = ({ body, session }, ctx) => {
  const enquiry = enquiries.get(ctx.store, body.id);
  if (!enquiry) return fail(NOT_FOUND);
  if (orderOf(ctx.store, enquiry)) return fail('询价单已下单，不能修改报价');
  const seen = new Set<string>();
  const quotes: QuoteRecord[] = [];
  for (const quote of body.quotes) {
    const supplier = supplierProblem(ctx.store, quote.supplierId, '不能报价');
    if (typeof supplier === 'string') return fail(supplier);
    if (seen.has(supplier.id)) return fail(`同一供应商只能报价一次：${supplier.name}`);
    seen.add(supplier.id);
    quotes.push({
      supplierId: supplier.id,
      unitPrice: quote.unitPrice,
      amount: round2(quote.unitPrice * enquiry.quantity),
      deliveryDays: quote.deliveryDays ?? null,
      warrantyMonths: quote.warrantyMonths ?? null,
      remark: emptyToNull(quote.remark),
      chosen: false,
    });
  }
  enquiries.update(enquiry, { quotes, chosenSupplierId: null, chosenAmount: null }, session, ctx.now());
  return okText('报价已保存!');
};

export const purEnquiryChoose: Handler<'purEnquiryChoose'> = ({ query, session }, ctx) => {
  const enquiry = enquiries.get(ctx.store, query.id);
  if (!enquiry) return fail(NOT_FOUND);
  if (orderOf(ctx.store, enquiry)) return fail('询价单已下单，不能重新定标');
  const quote = enquiry.quotes.find((q) => q.supplierId === query.supplierId);
  if (!quote) return fail('该供应商没有报价');
  const supplier = supplierProblem(ctx.store, quote.supplierId, '不能定标');
  if (typeof supplier === 'string') return fail(supplier);
  const quotes = enquiry.quotes.map((q) => ({ ...q, chosen: q.supplierId === quote.supplierId }));
  enquiries.update(enquiry, { quotes, chosenSupplierId: quote.supplierId, chosenAmount: quote.amount }, session, ctx.now());
  return okText('定标成功!');
};

const hasOrder = (store: Store) => (enquiry: EnquiryRecord) => {
  const order = orderOf(store, enquiry);
  return order ? `该询价单已生成采购订单，不能删除：${order.orderNo}` : null;
};
const planBack = (store: Store) => (enquiry: EnquiryRecord) => {
  if (plans.get(store, enquiry.planId)) return null;
  const plan = plans.all(store).find((p) => p.id === enquiry.planId);
  return `来源采购计划已删除，请先取回采购计划：${plan?.planNo ?? enquiry.planId}`;
};
const referred = (store: Store) => (enquiry: EnquiryRecord) =>
  orders.all(store).some((o) => o.enquiryId === enquiry.id) ? `询价单已被采购订单引用，不能彻底删除：${enquiry.enquiryNo}` : null;

export const purEnquiryDelete: Handler<'purEnquiryDelete'> = ({ query, session }, ctx) => recycle(ctx, enquiries, query.id, session, hasOrder(ctx.store), false);
export const purEnquiryDeleteBatch: Handler<'purEnquiryDeleteBatch'> = ({ query, session }, ctx) => recycle(ctx, enquiries, query.ids, session, hasOrder(ctx.store), true);
export const purEnquiryRecycleBin: Handler<'purEnquiryRecycleBin'> = ({ query }, { store }) => pageOf(store, enquiryRows(store, enquiries.recycled(store)), query, ENQUIRY_FIELDS, RECYCLE_LIST);
export const purEnquiryRecover: Handler<'purEnquiryRecover'> = ({ query, session }, ctx) => recover(ctx, enquiries, query.id, session, planBack(ctx.store), false);
export const purEnquiryRecoverBatch: Handler<'purEnquiryRecoverBatch'> = ({ query, session }, ctx) => recover(ctx, enquiries, query.ids, session, planBack(ctx.store), true);
export const purEnquiryRealDelete: Handler<'purEnquiryRealDelete'> = ({ query }, ctx) => purge(ctx, enquiries, query.ids, '询价单', referred(ctx.store));

const COLUMNS: ExcelColumn[] = [
  { header: '询价单号', key: 'enquiryNo', width: 16 },
  { header: '询价主题', key: 'title', width: 24 },
  { header: '来源计划', key: 'planNo', width: 16 },
  { header: '物品名称', key: 'itemName', width: 18 },
  { header: '数量', key: 'quantity', width: 8 },
  { header: '单位', key: 'unit', width: 6 },
  { header: '报价截止日期', key: 'deadline', width: 12 },
  { header: '报价家数', key: 'quoteCount', width: 8 },
  { header: '中标供应商', key: 'chosenSupplierName', width: 28 },
  { header: '中标金额', key: 'chosenAmount', width: 12 },
  { header: '询价状态', key: 'status_dictText', width: 10 },
  { header: '备注', key: 'remark', width: 20 },
];

export const purEnquiryExportXls: Handler<'purEnquiryExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, enquiryRows(store, enquiries.live(store)), query, { title: '询价单', columns: COLUMNS, fields: ENQUIRY_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } }, session, now());

function importedEnquiry(store: Store, values: Record<string, string>): EnquiryForm | string {
  if (!values.title) return '询价主题不能为空';
  const plan = plans.live(store).find((p) => p.planNo === values.planNo);
  if (!plan) return `来源计划不存在：${values.planNo ?? ''}`;
  if (values.deadline && !DATE.test(values.deadline)) return '报价截止日期格式不正确';
  return { enquiryNo: values.enquiryNo || null, planId: plan.id, title: values.title, deadline: values.deadline || null, remark: values.remark || null };
}

export const purEnquiryImportExcel: Handler<'purEnquiryImportExcel'> = ({ uploads, session }, ctx) =>
  enquiries.importFile<EnquiryForm>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '询价单导入错误',
    formOf: (values) => importedEnquiry(ctx.store, values),
    problemOf: (form) => enquiryProblem(ctx.store, form),
    create: (form) => insertEnquiry(ctx, form, session),
  });

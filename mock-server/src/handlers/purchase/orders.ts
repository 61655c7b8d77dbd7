// 采购订单: made from an enquiry's chosen quote (supplier, item, unit price), delivered and accepted (验收). An order
// over its plan's budget line is refused unless the clerk confirmed it (overBudgetConfirmed), and is marked so; an edit that does not raise
// the amount keeps that confirmation.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { contracts, enquiries, ORDER_FIELDS, orders, plans, LIST, RECYCLE_LIST } from '../../entities/purchase.js';
import type { EnquiryRecord, OrderRecord } from '../../store/records/purchase.js';
import { ADDED, DATE, EDITED, emptyToNull, isAnswer, nextNumber, orderRows, purge, recover, recycle, round2, rowToEdit, supplierProblem, yuan, type Session } from './shared.js';

type OrderForm = BodyOf<'purOrderAdd'>;

/** An order's amount against its plan's budget line, the order `except` (being edited) left out. */
export function budgetCheck(store: Store, enquiry: EnquiryRecord, amount: number, except?: string) {
  const plan = plans.all(store).find((p) => p.id === enquiry.planId);
  if (!plan) return null;
  const orderedAmount = round2(orders.live(store).filter((o) => o.planId === plan.id && o.id !== except).reduce((sum, o) => sum + o.amount, 0));
  const remaining = round2(plan.budgetAmount - orderedAmount - amount);
  return { plan, orderedAmount, amount, remaining, over: remaining < 0 };
}

const liveOrderOf = (store: Store, enquiryId: string, except?: string) => orders.live(store).find((o) => o.enquiryId === enquiryId && o.id !== except);

/** What the order saves, or why it cannot. */
function orderValues(store: Store, form: OrderForm, except?: OrderRecord) {
  const orderNo = emptyToNull(form.orderNo);
  if (orderNo && orders.all(store).some((o) => o.orderNo === orderNo && o.id !== except?.id)) return '订单编号已存在';
  if (except && form.enquiryId !== except.enquiryId) return '不能更改订单的来源询价单';
  const enquiry = enquiries.get(store, form.enquiryId);
  if (!enquiry) return '询价单不存在';
  const quote = enquiry.quotes.find((q) => q.chosen);
  if (!quote) return '询价单尚未定标，不能下单';
  const other = liveOrderOf(store, enquiry.id, except?.id);
  if (other) return `该询价单已生成采购订单：${other.orderNo}`;
  if (!except) {
    const supplier = supplierProblem(store, quote.supplierId, '不能下单');
    if (typeof supplier === 'string') return supplier;
  }
  const quantity = form.quantity ?? except?.quantity ?? enquiry.quantity;
  const unitPrice = form.unitPrice ?? except?.unitPrice ?? quote.unitPrice;
  const amount = round2(quantity * unitPrice);
  const budget = budgetCheck(store, enquiry, amount, except?.id);
  if (!budget) return '来源采购计划不存在';
  // An order confirmed over budget before keeps that confirmation while its amount does not grow.
  const confirmedBefore = except?.overBudget === '1' && amount <= except.amount;
  if (budget.over && !form.overBudgetConfirmed && !confirmedBefore) return `订单金额超出采购计划预算：预算额度${yuan(budget.plan.budgetAmount)}元，已下单${yuan(budget.orderedAmount)}元，本单${yuan(amount)}元`;
  const status = form.status ?? except?.status ?? '1';
  if (status === '3' && (!emptyToNull(form.acceptanceDate) || !emptyToNull(form.acceptanceBy))) return '已验收须填写验收日期和验收人';
  return {
    enquiryId: enquiry.id,
    planId: enquiry.planId,
    supplierId: except?.supplierId ?? quote.supplierId,
    itemName: enquiry.itemName,
    specification: enquiry.specification,
    unit: enquiry.unit,
    quantity,
    unitPrice,
    amount,
    deliveryDate: emptyToNull(form.deliveryDate),
    deliveryAddress: emptyToNull(form.deliveryAddress),
    receiver: emptyToNull(form.receiver),
    status,
    acceptanceDate: emptyToNull(form.acceptanceDate),
    acceptanceBy: emptyToNull(form.acceptanceBy),
    acceptanceRemark: emptyToNull(form.acceptanceRemark),
    overBudget: budget.over ? '1' : '0',
    remark: emptyToNull(form.remark),
  };
}

function insertOrder(ctx: HandlerContext, form: OrderForm, session: Session): string | null {
  const values = orderValues(ctx.store, form);
  if (typeof values === 'string') return values;
  const orderNo = emptyToNull(form.orderNo) ?? nextNumber('CGDD', orders.all(ctx.store).map((o) => o.orderNo), ctx);
  orders.insert(ctx.store, { orderNo, ...values, delFlag: 0 }, session, ctx.now());
  return null;
}

export const purOrderList: Handler<'purOrderList'> = ({ query }, { store }) => pageOf(store, orderRows(store, orders.live(store)), query, ORDER_FIELDS, LIST);

export const purOrderQueryById: Handler<'purOrderQueryById'> = ({ query }, { store }) => {
  const order = orders.get(store, query.id);
  return order ? ok(withTexts(store, orderRows(store, [order]), ORDER_FIELDS)[0]) : fail(NOT_FOUND);
};

export const purOrderAdd: Handler<'purOrderAdd'> = ({ body, session }, ctx) => {
  const problem = insertOrder(ctx, body, session);
  return problem ? fail(problem) : okText(ADDED);
};

export const purOrderEdit: Handler<'purOrderEdit'> = ({ body, session }, ctx) => {
  const order = rowToEdit(ctx.store, orders, body.id);
  if (isAnswer(order)) return order;
  const values = orderValues(ctx.store, body, order);
  if (typeof values === 'string') return fail(values);
  orders.update(order, { ...values, orderNo: emptyToNull(body.orderNo) ?? order.orderNo }, session, ctx.now());
  return okText(EDITED);
};

export const purOrderCheckBudget: Handler<'purOrderCheckBudget'> = ({ query }, { store }) => {
  const enquiry = enquiries.get(store, query.enquiryId);
  if (!enquiry) return fail('询价单不存在');
  const budget = budgetCheck(store, enquiry, Number(query.amount), query.id);
  if (!budget) return fail('来源采购计划不存在');
  const { plan } = budget;
  return ok({
    planId: plan.id,
    planNo: plan.planNo,
    budgetLine: plan.budgetLine,
    budgetLine_dictText: store.dictItems('pur_budget_line').find((i) => i.value === plan.budgetLine)?.text ?? plan.budgetLine,
    budgetAmount: plan.budgetAmount,
    orderedAmount: budget.orderedAmount,
    amount: budget.amount,
    remaining: budget.remaining,
    over: budget.over,
  });
};

const hasContract = (store: Store) => (order: OrderRecord) => {
  const contract = contracts.live(store).find((c) => c.orderId === order.id);
  return contract ? `该采购订单已签订合同，不能删除：${contract.contractNo}` : null;
};
const enquiryBack = (store: Store) => (order: OrderRecord) => {
  if (!enquiries.get(store, order.enquiryId)) {
    const enquiry = enquiries.all(store).find((e) => e.id === order.enquiryId);
    return `来源询价单已删除，请先取回询价单：${enquiry?.enquiryNo ?? order.enquiryId}`;
  }
  const other = liveOrderOf(store, order.enquiryId, order.id);
  return other ? `该询价单已生成采购订单：${other.orderNo}` : null;
};
const referred = (store: Store) => (order: OrderRecord) => (contracts.all(store).some((c) => c.orderId === order.id) ? `采购订单已被合同引用，不能彻底删除：${order.orderNo}` : null);

export const purOrderDelete: Handler<'purOrderDelete'> = ({ query, session }, ctx) => recycle(ctx, orders, query.id, session, hasContract(ctx.store), false);
export const purOrderDeleteBatch: Handler<'purOrderDeleteBatch'> = ({ query, session }, ctx) => recycle(ctx, orders, query.ids, session, hasContract(ctx.store), true);
export const purOrderRecycleBin: Handler<'purOrderRecycleBin'> = ({ query }, { store }) => pageOf(store, orderRows(store, orders.recycled(store)), query, ORDER_FIELDS, RECYCLE_LIST);
export const purOrderRecover: Handler<'purOrderRecover'> = ({ query, session }, ctx) => recover(ctx, orders, query.id, session, enquiryBack(ctx.store), false);
export const purOrderRecoverBatch: Handler<'purOrderRecoverBatch'> = ({ query, session }, ctx) => recover(ctx, orders, query.ids, session, enquiryBack(ctx.store), true);
export const purOrderRealDelete: Handler<'purOrderRealDelete'> = ({ query }, ctx) => purge(ctx, orders, query.ids, '采购订单', referred(ctx.store));

const COLUMNS: ExcelColumn[] = [
  { header: '订单编号', key: 'orderNo', width: 16 },
  { header: '来源询价单', key: 'enquiryNo', width: 16 },
  { header: '来源计划', key: 'planNo', width: 16 },
  { header: '供应商', key: 'supplierName', width: 28 },
  { header: '物品名称', key: 'itemName', width: 18 },
  { header: '数量', key: 'quantity', width: 8 },
  { header: '单位', key: 'unit', width: 6 },
  { header: '单价', key: 'unitPrice', width: 10 },
  { header: '订单金额', key: 'amount', width: 12 },
  { header: '交货日期', key: 'deliveryDate', width: 12 },
  { header: '收货地址', key: 'deliveryAddress', width: 30 },
  { header: '收货人', key: 'receiver', width: 10 },
  { header: '订单状态', key: 'status_dictText', width: 10 },
  { header: '验收日期', key: 'acceptanceDate', width: 12 },
  { header: '验收人', key: 'acceptanceBy', width: 10 },
  { header: '验收意见', key: 'acceptanceRemark', width: 20 },
  { header: '超预算确认', key: 'overBudget_dictText', width: 10 },
  { header: '备注', key: 'remark', width: 20 },
];

export const purOrderExportXls: Handler<'purOrderExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, orderRows(store, orders.live(store)), query, { title: '采购订单', columns: COLUMNS, fields: ORDER_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } }, session, now());

function importedOrder(store: Store, values: Record<string, string>): OrderForm | string {
  const enquiry = enquiries.live(store).find((e) => e.enquiryNo === values.enquiryNo);
  if (!enquiry) return `来源询价单不存在：${values.enquiryNo ?? ''}`;
  if (values.deliveryDate && !DATE.test(values.deliveryDate)) return '交货日期格式不正确';
  return { orderNo: values.orderNo || null, enquiryId: enquiry.id, deliveryDate: values.deliveryDate || null, deliveryAddress: values.deliveryAddress || null, receiver: values.receiver || null, remark: values.remark || null };
}

export const purOrderImportExcel: Handler<'purOrderImportExcel'> = ({ uploads, session }, ctx) =>
  orders.importFile<OrderForm>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '采购订单导入错误',
    formOf: (values) => importedOrder(ctx.store, values),
    problemOf: (form) => {
      const values = orderValues(ctx.store, form);
      return typeof values === 'string' ? values : null;
    },
    create: (form) => insertOrder(ctx, form, session),
  });

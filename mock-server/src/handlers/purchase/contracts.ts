// 采购合同: signed from an order (its supplier, its amount unless given), with terms, attachments and a payment
// schedule that adds up to the amount. Its origin (order → enquiry → plan) is joined when read.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { CONTRACT_FIELDS, contracts, orders, LIST, RECYCLE_LIST } from '../../entities/purchase.js';
import type { ContractRecord, PaymentRecord } from '../../store/records/purchase.js';
import { ADDED, DATE, EDITED, emptyToNull, isAnswer, nextNumber, contractRows, purge, recover, recycle, round2, rowToEdit, yuan, type Session } from './shared.js';

type ContractForm = BodyOf<'purContractAdd'>;

const liveContractOf = (store: Store, orderId: string, except?: string) => contracts.live(store).find((c) => c.orderId === orderId && c.id !== except);

/** What the contract saves, or why it cannot. */
function contractValues(store: Store, form: ContractForm, except?: ContractRecord) {
  const contractNo = emptyToNull(form.contractNo);
  if (contractNo && contracts.all(store).some((c) => c.contractNo === contractNo && c.id !== except?.id)) return '合同编号已存在';
  if (except && form.orderId !== except.orderId) return '不能更改合同的来源采购订单';
  const order = orders.get(store, form.orderId);
  if (!order) return '采购订单不存在';
  const other = liveContractOf(store, order.id, except?.id);
  if (other) return `该采购订单已签订合同：${other.contractNo}`;
  const startDate = emptyToNull(form.startDate);
  const endDate = emptyToNull(form.endDate);
  if (startDate && endDate && endDate < startDate) return '结束日期不能早于开始日期';
  const amount = form.amount ?? except?.amount ?? order.amount;
  const payments: PaymentRecord[] = (form.payments ?? []).map((p) => ({ stage: p.stage, dueDate: emptyToNull(p.dueDate), amount: p.amount, paid: p.paid ?? '0' }));
  if (payments.length === 0) payments.push({ stage: '全款', dueDate: endDate, amount, paid: '0' });
  const total = round2(payments.reduce((sum, p) => sum + p.amount, 0));
  if (total !== round2(amount)) return `付款计划合计（${yuan(total)}元）与合同金额（${yuan(amount)}元）不一致`;
  return {
    name: form.name,
    orderId: order.id,
    supplierId: order.supplierId,
    amount,
    signDate: emptyToNull(form.signDate),
    startDate,
    endDate,
    terms: emptyToNull(form.terms),
    attachments: emptyToNull(form.attachments),
    payments,
    status: form.status ?? except?.status ?? '1',
    remark: emptyToNull(form.remark),
  };
}

function insertContract(ctx: HandlerContext, form: ContractForm, session: Session): string | null {
  const values = contractValues(ctx.store, form);
  if (typeof values === 'string') return values;
  const contractNo = emptyToNull(form.contractNo) ?? nextNumber('CGHT', contracts.all(ctx.store).map((c) => c.contractNo), ctx);
  contracts.insert(ctx.store, { contractNo, ...values, delFlag: 0 }, session, ctx.now());
  return null;
}

export const purContractList: Handler<'purContractList'> = ({ query }, { store }) => pageOf(store, contractRows(store, contracts.live(store)), query, CONTRACT_FIELDS, LIST);

export const purContractQueryById: Handler<'purContractQueryById'> = ({ query }, { store }) => {
  const contract = contracts.get(store, query.id);
  return contract ? ok(withTexts(store, contractRows(store, [contract]), CONTRACT_FIELDS)[0]) : fail(NOT_FOUND);
};

export const purContractAdd: Handler<'purContractAdd'> = ({ body, session }, ctx) => {
  const problem = insertContract(ctx, body, session);
  return problem ? fail(problem) : okText(ADDED);
};

export const purContractEdit: Handler<'purContractEdit'> = ({ body, session }, ctx) => {
  const contract = rowToEdit(ctx.store, contracts, body.id);
  if (isAnswer(contract)) return contract;
  const values = contractValues(ctx.store, body, contract);
  if (typeof values === 'string') return fail(values);
  contracts.update(contract, { ...values, contractNo: emptyToNull(body.contractNo) ?? contract.contractNo }, session, ctx.now());
  return okText(EDITED);
};

const orderBack = (store: Store) => (contract: ContractRecord) => {
  if (!orders.get(store, contract.orderId)) {
    const order = orders.all(store).find((o) => o.id === contract.orderId);
    return `来源采购订单已删除，请先取回采购订单：${order?.orderNo ?? contract.orderId}`;
  }
  const other = liveContractOf(store, contract.orderId, contract.id);
  return other ? `该采购订单已签订合同：${other.contractNo}` : null;
};

export const purContractDelete: Handler<'purContractDelete'> = ({ query, session }, ctx) => recycle(ctx, contracts, query.id, session, () => null, false);
export const purContractDeleteBatch: Handler<'purContractDeleteBatch'> = ({ query, session }, ctx) => recycle(ctx, contracts, query.ids, session, () => null, true);
export const purContractRecycleBin: Handler<'purContractRecycleBin'> = ({ query }, { store }) => pageOf(store, contractRows(store, contracts.recycled(store)), query, CONTRACT_FIELDS, RECYCLE_LIST);
export const purContractRecover: Handler<'purContractRecover'> = ({ query, session }, ctx) => recover(ctx, contracts, query.id, session, orderBack(ctx.store), false);
export const purContractRecoverBatch: Handler<'purContractRecoverBatch'> = ({ query, session }, ctx) => recover(ctx, contracts, query.ids, session, orderBack(ctx.store), true);
export const purContractRealDelete: Handler<'purContractRealDelete'> = ({ query }, ctx) => purge(ctx, contracts, query.ids, '采购合同', () => null);

const COLUMNS: ExcelColumn[] = [
  { header: '合同编号', key: 'contractNo', width: 16 },
  { header: '合同名称', key: 'name', width: 26 },
  { header: '来源订单', key: 'orderNo', width: 16 },
  { header: '供应商', key: 'supplierName', width: 28 },
  { header: '合同金额', key: 'amount', width: 12 },
  { header: '已付金额', key: 'paidAmount', width: 12 },
  { header: '签订日期', key: 'signDate', width: 12 },
  { header: '开始日期', key: 'startDate', width: 12 },
  { header: '结束日期', key: 'endDate', width: 12 },
  { header: '付款计划', key: 'paymentText', width: 40 },
  { header: '主要条款', key: 'terms', width: 40 },
  { header: '合同状态', key: 'status_dictText', width: 10 },
  { header: '备注', key: 'remark', width: 20 },
];

/** The schedule in one cell: 预付款 4608元 2026-11-25 已付；验收款 … */
const paymentText = (payments: PaymentRecord[]) => payments.map((p) => `${p.stage} ${yuan(p.amount)}元${p.dueDate ? ` ${p.dueDate}` : ''}${p.paid === '1' ? ' 已付' : ''}`).join('；');

export const purContractExportXls: Handler<'purContractExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(
    store,
    contractRows(store, contracts.live(store)).map((row) => ({ ...row, paymentText: paymentText(row.payments) })),
    query,
    { title: '采购合同', columns: COLUMNS, fields: CONTRACT_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } },
    session,
    now(),
  );

function importedContract(store: Store, values: Record<string, string>): ContractForm | string {
  if (!values.name) return '合同名称不能为空';
  const order = orders.live(store).find((o) => o.orderNo === values.orderNo);
  if (!order) return `来源订单不存在：${values.orderNo ?? ''}`;
  for (const key of ['signDate', 'startDate', 'endDate'] as const) if (values[key] && !DATE.test(values[key])) return '日期格式不正确';
  return {
    contractNo: values.contractNo || null,
    name: values.name,
    orderId: order.id,
    signDate: values.signDate || null,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    terms: values.terms || null,
    remark: values.remark || null,
  };
}

export const purContractImportExcel: Handler<'purContractImportExcel'> = ({ uploads, session }, ctx) =>
  contracts.importFile<ContractForm>(uploads, ctx, {
    columns: COLUMNS.filter((c) => !['amount', 'paidAmount', 'paymentText', 'supplierName', 'status_dictText'].includes(c.key)),
    errorTitle: '采购合同导入错误',
    formOf: (values) => importedContract(ctx.store, values),
    problemOf: (form) => {
      const values = contractValues(ctx.store, form);
      return typeof values === 'string' ? values : null;
    },
    create: (form) => insertContract(ctx, form, session),
  });

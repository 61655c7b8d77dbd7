// 结算单: a customer project's bill for a month (人数 × 单价 + 加班费 + 其他费用 − 扣款, in cents), drawn up as a draft,
// confirmed with the customer (no more changes), revoked while not invoiced, exported.
import type { ExcelColumn } from '../../crud/excel.js';
import { idList, NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { customerProjects, settlements } from '../../entities/finance.js';
import { departs } from '../../entities/departs.js';
import { toCents, toYuan } from '../../lib/money.js';
import type { SettlementRecord } from '../../store/records/finance.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { ADDED, BATCH_DELETED, centsProblem, DELETED, EDITED, say, stamp, today } from './shared.js';

type SettlementForm = BodyOf<'misSettlementAdd'>;

export const NOT_EDITABLE: Record<string, string> = {
  '1': '结算单已确认，不能编辑（请先撤回确认）',
  '2': '结算单已开票，不能编辑',
  '3': '结算单已回款，不能编辑',
  '4': '结算单已回款，不能编辑',
};

/** The amount to bill in cents: headcount × unit price + overtime + other fees − deductions. */
export function settlementCents(form: Pick<SettlementForm, 'headcount' | 'unitPrice' | 'overtimeAmount' | 'otherAmount' | 'deductAmount'>): number {
  return form.headcount * toCents(form.unitPrice) + toCents(form.overtimeAmount ?? 0) + toCents(form.otherAmount ?? 0) - toCents(form.deductAmount ?? 0);
}

/** Why the form cannot be saved (the add and the edit form), or null. */
function formProblem(ctx: HandlerContext, form: SettlementForm, id: string | null): string | null {
  const project = customerProjects.all(ctx.store).find((p) => p.id === form.projectId);
  if (!project) return '客户项目不存在';
  if (form.settleMonth > today(ctx).slice(0, 7)) return '结算月份不能晚于当前月份';
  const decimals = centsProblem([
    ['人月单价', form.unitPrice],
    ['加班费', form.overtimeAmount],
    ['其他费用', form.otherAmount],
    ['扣款', form.deductAmount],
  ]);
  if (decimals) return decimals;
  if (settlementCents(form) < 0) return '扣款不能大于应结金额';
  const same = settlements.all(ctx.store).find((s) => s.id !== id && s.projectId === form.projectId && s.settleMonth === form.settleMonth);
  return same ? `该项目${form.settleMonth}已有结算单（${same.settleNo}），不能重复结算` : null;
}

function valuesOf(ctx: HandlerContext, form: SettlementForm) {
  const project = customerProjects.all(ctx.store).find((p) => p.id === form.projectId);
  const unit = departs.all(ctx.store).find((d) => d.orgCode === project?.businessUnitOrgCode);
  return {
    projectId: form.projectId,
    customerName: project?.customerName ?? '',
    businessUnitId: unit?.id ?? '',
    settleMonth: form.settleMonth,
    headcount: form.headcount,
    unitPrice: form.unitPrice,
    overtimeAmount: form.overtimeAmount ?? 0,
    otherAmount: form.otherAmount ?? 0,
    deductAmount: form.deductAmount ?? 0,
    amount: toYuan(settlementCents(form)),
    remark: form.remark ?? null,
  };
}

/** The next number of a month: JS<yyyyMM><4 digits>, one more than the month's highest. */
function nextSettleNo(rows: SettlementRecord[], month: string): string {
  const prefix = `JS${month.replace('-', '')}`;
  const highest = Math.max(0, ...rows.filter((r) => r.settleNo.startsWith(prefix)).map((r) => Number(r.settleNo.slice(prefix.length)) || 0));
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

export const misSettlementList: Handler<'misSettlementList'> = ({ query }, { store }) => settlements.page(store, query);

export const misSettlementQueryById: Handler<'misSettlementQueryById'> = ({ query }, { store }) => {
  const row = settlements.get(store, query.id);
  return row ? ok(settlements.view(store, row)) : fail(NOT_FOUND);
};

export const misSettlementAdd: Handler<'misSettlementAdd'> = ({ body, session }, ctx) => {
  const problem = formProblem(ctx, body, null);
  if (problem) return fail(problem);
  const values = valuesOf(ctx, body);
  settlements.insert(
    ctx.store,
    { ...values, settleNo: nextSettleNo(settlements.all(ctx.store), body.settleMonth), invoiceId: null, invoiceNo: null, status: '0', confirmBy: null, confirmTime: null },
    session,
    ctx.now(),
  );
  return say(ADDED);
};

export const misSettlementEdit: Handler<'misSettlementEdit'> = ({ body, session }, ctx) => {
  const row = settlements.get(ctx.store, body.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail(NOT_EDITABLE[row.status] ?? '结算单已确认，不能编辑（请先撤回确认）');
  const problem = formProblem(ctx, body, row.id);
  if (problem) return fail(problem);
  const values = valuesOf(ctx, body);
  const renumber = values.settleMonth !== row.settleMonth ? { settleNo: nextSettleNo(settlements.all(ctx.store), values.settleMonth) } : {};
  settlements.update(row, { ...values, ...renumber }, session, ctx.now());
  return say(EDITED);
};

const ONLY_DRAFTS = '只能删除草稿状态的结算单';

export const misSettlementDelete: Handler<'misSettlementDelete'> = ({ query }, { store }) => {
  const row = settlements.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail(ONLY_DRAFTS);
  settlements.remove(store, [row.id]);
  return say(DELETED);
};

export const misSettlementDeleteBatch: Handler<'misSettlementDeleteBatch'> = ({ query }, { store }) => {
  const ids = new Set(idList(query.ids));
  const rows = settlements.all(store).filter((r) => ids.has(r.id));
  if (rows.length === 0) return fail(NOT_FOUND);
  const kept = rows.filter((r) => r.status !== '0');
  if (kept.length) return fail(`${ONLY_DRAFTS}：${kept.map((r) => r.settleNo).join('、')}`);
  settlements.remove(store, rows.map((r) => r.id));
  return say(BATCH_DELETED);
};

export const misSettlementConfirm: Handler<'misSettlementConfirm'> = ({ query, session }, ctx) => {
  const row = settlements.get(ctx.store, query.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail('只有草稿状态的结算单可以确认');
  settlements.update(row, { status: '1', confirmBy: session?.username ?? null, confirmTime: stamp(ctx) }, session, ctx.now());
  return say('确认成功!');
};

export const misSettlementRevoke: Handler<'misSettlementRevoke'> = ({ query, session }, ctx) => {
  const row = settlements.get(ctx.store, query.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status === '0') return fail('只有已确认的结算单可以撤回');
  if (row.status !== '1') return fail('结算单已开票，不能撤回（请先作废发票）');
  settlements.update(row, { status: '0', confirmBy: null, confirmTime: null }, session, ctx.now());
  return say('已撤回为草稿!');
};

const EXPORT_COLUMNS: ExcelColumn[] = [
  { header: '结算单号', key: 'settleNo', width: 16 },
  { header: '客户项目', key: 'projectId_dictText', width: 26 },
  { header: '客户名称', key: 'customerName', width: 16 },
  { header: '业务部门', key: 'businessUnitId_dictText', width: 14 },
  { header: '结算月份', key: 'settleMonth', width: 10 },
  { header: '结算人数', key: 'headcount', width: 10 },
  { header: '人月单价(元)', key: 'unitPrice', width: 12 },
  { header: '加班费(元)', key: 'overtimeAmount', width: 12 },
  { header: '其他费用(元)', key: 'otherAmount', width: 12 },
  { header: '扣款(元)', key: 'deductAmount', width: 12 },
  { header: '结算金额(元)', key: 'amount', width: 14 },
  { header: '状态', key: 'status_dictText', width: 10 },
  { header: '发票号码', key: 'invoiceNo', width: 12 },
  { header: '备注', key: 'remark', width: 20 },
];

export const misSettlementExportXls: Handler<'misSettlementExportXls'> = ({ query, session }, ctx) =>
  settlements.exportFile(ctx.store, query, session, ctx.now(), { title: '结算单', columns: EXPORT_COLUMNS });

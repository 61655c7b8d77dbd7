// 采购计划: an item to buy charged to a budget line; its status and ordered amount are read from its enquiries and
// orders. A plan with live enquiries is not deleted; one any enquiry came from is never deleted for good.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { departs } from '../../entities/departs.js';
import { enquiries, PLAN_FIELDS, plans, LIST, RECYCLE_LIST } from '../../entities/purchase.js';
import type { PlanRecord } from '../../store/records/purchase.js';
import { ADDED, EDITED, emptyToNull, isAnswer, nextNumber, planRows, purge, recover, recycle, round2, rowToEdit, yuan, type Session } from './shared.js';

type PlanForm = BodyOf<'purPlanAdd'>;

const numberTaken = (store: Store, planNo: string, except?: string) => plans.all(store).some((p) => p.planNo === planNo && p.id !== except);

function planProblem(store: Store, form: PlanForm, except?: PlanRecord): string | null {
  const planNo = emptyToNull(form.planNo);
  if (planNo && numberTaken(store, planNo, except?.id)) return '计划编号已存在';
  if (form.departId && !departs.all(store).some((d) => d.id === form.departId && d.delFlag !== '1')) return '需求部门不存在';
  const estimated = form.estimatedPrice ? round2(form.quantity * form.estimatedPrice) : 0;
  if (estimated > form.budgetAmount) return `预估金额（${yuan(estimated)}元）超出预算额度（${yuan(form.budgetAmount)}元）`;
  if (except) {
    const [row] = planRows(store, [except]);
    if (row && form.budgetAmount < row.orderedAmount) return `预算额度不能低于已下单金额（${yuan(row.orderedAmount)}元）`;
  }
  return null;
}

const valuesOf = (form: PlanForm, planNo: string) => ({
  planNo,
  title: form.title,
  departId: emptyToNull(form.departId),
  applicant: emptyToNull(form.applicant),
  itemName: form.itemName,
  specification: emptyToNull(form.specification),
  unit: emptyToNull(form.unit),
  quantity: form.quantity,
  estimatedPrice: form.estimatedPrice ?? null,
  estimatedAmount: form.estimatedPrice ? round2(form.quantity * form.estimatedPrice) : null,
  budgetLine: form.budgetLine,
  budgetAmount: form.budgetAmount,
  needDate: emptyToNull(form.needDate),
  remark: emptyToNull(form.remark),
});

const insertPlan = (ctx: HandlerContext, form: PlanForm, session: Session) => {
  const planNo = emptyToNull(form.planNo) ?? nextNumber('CGJH', plans.all(ctx.store).map((p) => p.planNo), ctx);
  return plans.insert(ctx.store, { ...valuesOf(form, planNo), delFlag: 0 }, session, ctx.now());
};

export const purPlanList: Handler<'purPlanList'> = ({ query }, { store }) => pageOf(store, planRows(store, plans.live(store)), query, PLAN_FIELDS, LIST);

export const purPlanQueryById: Handler<'purPlanQueryById'> = ({ query }, { store }) => {
  const plan = plans.get(store, query.id);
  return plan ? ok(withTexts(store, planRows(store, [plan]), PLAN_FIELDS)[0]) : fail(NOT_FOUND);
};

export const purPlanAdd: Handler<'purPlanAdd'> = ({ body, session }, ctx) => {
  const problem = planProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertPlan(ctx, body, session);
  return okText(ADDED);
};

export const purPlanEdit: Handler<'purPlanEdit'> = ({ body, session }, ctx) => {
  const plan = rowToEdit(ctx.store, plans, body.id);
  if (isAnswer(plan)) return plan;
  const problem = planProblem(ctx.store, body, plan);
  if (problem) return fail(problem);
  plans.update(plan, valuesOf(body, emptyToNull(body.planNo) ?? plan.planNo), session, ctx.now());
  return okText(EDITED);
};

const hasEnquiries = (store: Store) => (plan: PlanRecord) => {
  const enquiry = enquiries.live(store).find((e) => e.planId === plan.id);
  return enquiry ? `该采购计划已有询价单，不能删除：${enquiry.enquiryNo}` : null;
};
const referred = (store: Store) => (plan: PlanRecord) => (enquiries.all(store).some((e) => e.planId === plan.id) ? `采购计划已被询价单引用，不能彻底删除：${plan.planNo}` : null);

export const purPlanDelete: Handler<'purPlanDelete'> = ({ query, session }, ctx) => recycle(ctx, plans, query.id, session, hasEnquiries(ctx.store), false);
export const purPlanDeleteBatch: Handler<'purPlanDeleteBatch'> = ({ query, session }, ctx) => recycle(ctx, plans, query.ids, session, hasEnquiries(ctx.store), true);
export const purPlanRecycleBin: Handler<'purPlanRecycleBin'> = ({ query }, { store }) => pageOf(store, planRows(store, plans.recycled(store)), query, PLAN_FIELDS, RECYCLE_LIST);
export const purPlanRecover: Handler<'purPlanRecover'> = ({ query, session }, ctx) => recover(ctx, plans, query.id, session, () => null, false);
export const purPlanRecoverBatch: Handler<'purPlanRecoverBatch'> = ({ query, session }, ctx) => recover(ctx, plans, query.ids, session, () => null, true);
export const purPlanRealDelete: Handler<'purPlanRealDelete'> = ({ query }, ctx) => purge(ctx, plans, query.ids, '采购计划', referred(ctx.store));

const COLUMNS: ExcelColumn[] = [
  { header: '计划编号', key: 'planNo', width: 16 },
  { header: '计划名称', key: 'title', width: 26 },
  { header: '需求部门', key: 'departId_dictText', width: 14 },
  { header: '申请人', key: 'applicant', width: 10 },
  { header: '物品名称', key: 'itemName', width: 18 },
  { header: '规格型号', key: 'specification', width: 22 },
  { header: '单位', key: 'unit', width: 6 },
  { header: '数量', key: 'quantity', width: 8 },
  { header: '预估单价', key: 'estimatedPrice', width: 10 },
  { header: '预估金额', key: 'estimatedAmount', width: 12 },
  { header: '预算科目', key: 'budgetLine_dictText', width: 12 },
  { header: '预算额度', key: 'budgetAmount', width: 12 },
  { header: '已下单金额', key: 'orderedAmount', width: 12 },
  { header: '需求日期', key: 'needDate', width: 12 },
  { header: '计划状态', key: 'status_dictText', width: 10 },
  { header: '备注', key: 'remark', width: 20 },
];

export const purPlanExportXls: Handler<'purPlanExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, planRows(store, plans.live(store)), query, { title: '采购计划', columns: COLUMNS, fields: PLAN_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } }, session, now());

const numberCell = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));

function importedPlan(store: Store, values: Record<string, string>): PlanForm | string {
  if (!values.title) return '计划名称不能为空';
  if (!values.itemName) return '物品名称不能为空';
  const quantity = numberCell(values.quantity);
  const budgetAmount = numberCell(values.budgetAmount);
  const estimatedPrice = numberCell(values.estimatedPrice);
  if (quantity === null || !(quantity > 0)) return '数量应为大于0的数字';
  if (budgetAmount === null || !(budgetAmount > 0)) return '预算额度应为大于0的数字';
  if (estimatedPrice !== null && !(estimatedPrice >= 0)) return '预估单价应为数字';
  const budgetLine = dictValueOf(store, 'pur_budget_line', values.budgetLine_dictText ?? '');
  if (!budgetLine) return `预算科目不正确：${values.budgetLine_dictText ?? ''}`;
  let departId: string | null = null;
  if (values.departId_dictText) {
    const depart = departs.all(store).find((d) => d.departName === values.departId_dictText && d.delFlag !== '1');
    if (!depart) return `需求部门不存在：${values.departId_dictText}`;
    departId = depart.id;
  }
  if (values.needDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.needDate)) return '需求日期格式不正确';
  return {
    planNo: values.planNo || null,
    title: values.title,
    departId,
    applicant: values.applicant || null,
    itemName: values.itemName,
    specification: values.specification || null,
    unit: values.unit || null,
    quantity,
    estimatedPrice,
    budgetLine: budgetLine as PlanForm['budgetLine'],
    budgetAmount,
    needDate: values.needDate || null,
    remark: values.remark || null,
  };
}

export const purPlanImportExcel: Handler<'purPlanImportExcel'> = ({ uploads, session }, ctx) =>
  plans.importFile<PlanForm>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '采购计划导入错误',
    formOf: (values) => importedPlan(ctx.store, values),
    problemOf: (form) => planProblem(ctx.store, form),
    create: (form) => insertPlan(ctx, form, session),
  });

// 理赔管理: a claim is reported (已报案) for a person insured on the policy on the day of the accident, with its
// attachments (stored paths of the common upload); it moves 已报案 → 审核中 → 已赔付 or 已拒赔 and nowhere else. Only a
// claim still 已报案 may be edited or deleted.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import { dateText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { employees } from '../../entities/employees.js';
import { INS_CLAIM_FIELDS, insClaims, insPolicies } from '../../entities/insurance.js';
import type { InsClaimRecord } from '../../store/records/insurance.js';
import { insuredOn } from './members.js';

type ClaimForm = BodyOf<'misInsClaimAdd'>;
type Session = { username: string } | null;

const LIST = { defaultSort: { column: 'createTime', order: 'desc' as const }, code: 200 as const };
const STATES: Record<string, string> = { '1': '已报案', '2': '审核中', '3': '已赔付', '4': '已拒赔' };

/** The moves a claim may make: action → [from, to, what the refusal calls it, the success message]. */
const MOVES = {
  review: { from: '1', to: '2', verb: '提交审核', done: '已提交审核' },
  pay: { from: '2', to: '3', verb: '赔付', done: '已赔付' },
  reject: { from: '2', to: '4', verb: '拒赔', done: '已拒赔' },
} as const;

function claimRows(store: Store, rows: InsClaimRecord[]) {
  const people = new Map(employees.all(store).map((e) => [e.id, e]));
  const policies = new Map(insPolicies.all(store).map((p) => [p.id, p]));
  return rows.map((c) => {
    const e = people.get(c.employeeId);
    const p = policies.get(c.policyId);
    return { ...c, policyNo: p?.policyNo ?? null, insurer: p?.insurer ?? null, workNo: e?.workNo ?? null, employeeName: e?.name ?? '' };
  });
}

function claimProblem(store: Store, form: ClaimForm, now: number): string | null {
  const policy = insPolicies.get(store, form.policyId);
  if (!policy) return '保单不存在';
  const employee = employees.live(store).find((e) => e.id === form.employeeId);
  if (!employee) return '花名册中没有该员工';
  if (form.accidentDate > dateText(now)) return '出险日期不能晚于今天';
  if (form.accidentDate < policy.startDate || form.accidentDate > policy.endDate || !insuredOn(store, policy.id, employee.id, form.accidentDate.slice(0, 7)))
    return `${employee.name}在${form.accidentDate}不在保单${policy.policyNo}的参保名单中，不能报案`;
  return null;
}

function nextClaimNo(store: Store, now: number): string {
  const prefix = `LP${dateText(now).slice(0, 7).replace('-', '')}`;
  const taken = insClaims.all(store).filter((c) => c.claimNo.startsWith(prefix)).map((c) => Number(c.claimNo.slice(prefix.length)) || 0);
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(3, '0')}`;
}

const valuesOf = (form: ClaimForm) => ({ policyId: form.policyId, employeeId: form.employeeId, accidentDate: form.accidentDate, claimType: form.claimType, description: form.description?.trim() || null, claimAmount: form.claimAmount, attachments: form.attachments || null });

const insertClaim = (ctx: HandlerContext, form: ClaimForm, session: Session) =>
  insClaims.insert(ctx.store, { ...valuesOf(form), claimNo: nextClaimNo(ctx.store, ctx.now()), status: '1', paidAmount: null, rejectReason: null }, session, ctx.now());

export const misInsClaimList: Handler<'misInsClaimList'> = ({ query }, { store }) => pageOf(store, claimRows(store, insClaims.all(store)), query, INS_CLAIM_FIELDS, LIST);

export const misInsClaimAdd: Handler<'misInsClaimAdd'> = ({ body, session }, ctx) => {
  const problem = claimProblem(ctx.store, body, ctx.now());
  if (problem) return fail(problem);
  insertClaim(ctx, body, session);
  return okText('报案成功！');
};

export const misInsClaimEdit: Handler<'misInsClaimEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const claim = insClaims.get(ctx.store, body.id);
  if (!claim) return fail(NOT_FOUND);
  if (claim.status !== '1') return fail(`理赔单当前状态为${STATES[claim.status] ?? claim.status}，不能编辑`);
  const problem = claimProblem(ctx.store, body, ctx.now());
  if (problem) return fail(problem);
  insClaims.update(claim, valuesOf(body), session, ctx.now());
  return okText('编辑成功!');
};

export const misInsClaimTransition: Handler<'misInsClaimTransition'> = ({ body, session }, ctx) => {
  const claim = insClaims.get(ctx.store, body.id);
  if (!claim) return fail(NOT_FOUND);
  const move = MOVES[body.action];
  if (claim.status !== move.from) return fail(`理赔单当前状态为${STATES[claim.status] ?? claim.status}，不能${move.verb}`);
  if (body.action === 'pay') {
    const paid = body.paidAmount ?? 0;
    if (!(paid > 0) || paid > claim.claimAmount) return fail(`赔付金额须大于0且不超过报案金额（${claim.claimAmount}元）`);
    insClaims.update(claim, { status: move.to, paidAmount: paid }, session, ctx.now());
  } else if (body.action === 'reject') {
    const reason = body.rejectReason?.trim();
    if (!reason) return fail('请填写拒赔原因');
    insClaims.update(claim, { status: move.to, rejectReason: reason }, session, ctx.now());
  } else {
    insClaims.update(claim, { status: move.to }, session, ctx.now());
  }
  return okText(move.done);
};

export const misInsClaimDelete: Handler<'misInsClaimDelete'> = ({ query }, { store }) => {
  const claim = insClaims.get(store, query.id);
  if (!claim) return fail(NOT_FOUND);
  if (claim.status !== '1') return fail(`理赔单当前状态为${STATES[claim.status] ?? claim.status}，不能删除`);
  insClaims.remove(store, [claim.id]);
  return okText('删除成功!');
};

const COLUMNS: ExcelColumn[] = [
  { header: '理赔编号', key: 'claimNo', width: 14 },
  { header: '保单号', key: 'policyNo', width: 20 },
  { header: '保险公司', key: 'insurer_dictText', width: 12 },
  { header: '工号', key: 'workNo', width: 12 },
  { header: '出险人', key: 'employeeName', width: 10 },
  { header: '出险日期', key: 'accidentDate', width: 12 },
  { header: '出险类型', key: 'claimType_dictText', width: 10 },
  { header: '出险经过', key: 'description', width: 40 },
  { header: '报案金额(元)', key: 'claimAmount', width: 12 },
  { header: '赔付金额(元)', key: 'paidAmount', width: 12 },
  { header: '状态', key: 'status_dictText', width: 8 },
  { header: '拒赔原因', key: 'rejectReason', width: 30 },
  { header: '附件数', key: 'attachmentCount', width: 8 },
];

export const misInsClaimExportXls: Handler<'misInsClaimExportXls'> = ({ query, session }, { store, now }) => {
  const rows = claimRows(store, insClaims.all(store)).map((c) => ({ ...c, attachmentCount: c.attachments ? c.attachments.split(',').filter(Boolean).length : 0 }));
  return exportJoined(store, rows, query, { title: '理赔', columns: COLUMNS, fields: INS_CLAIM_FIELDS, options: LIST }, session, now());
};

const IMPORT_KEYS = ['policyNo', 'workNo', 'accidentDate', 'claimType_dictText', 'description', 'claimAmount'];

function importedClaim(store: Store, values: Record<string, string>): ClaimForm | string {
  const policy = insPolicies.all(store).find((p) => p.policyNo === values.policyNo);
  if (!policy) return `保单不存在：${values.policyNo ?? ''}`;
  const employee = employees.live(store).find((e) => e.workNo === values.workNo);
  if (!employee) return `花名册中没有工号为${values.workNo ?? ''}的员工`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.accidentDate ?? '')) return '出险日期格式应为yyyy-MM-dd';
  const claimType = dictValueOf(store, 'ins_claim_type', values.claimType_dictText ?? '');
  if (!claimType) return `出险类型不正确：${values.claimType_dictText ?? ''}`;
  const amount = Number(values.claimAmount);
  if (!values.claimAmount || !Number.isFinite(amount) || amount <= 0) return '报案金额应为大于0的数字';
  return { policyId: policy.id, employeeId: employee.id, accidentDate: values.accidentDate ?? '', claimType: claimType as ClaimForm['claimType'], description: values.description || null, claimAmount: amount };
}

export const misInsClaimImportExcel: Handler<'misInsClaimImportExcel'> = ({ uploads, session }, ctx) =>
  insClaims.importFile<ClaimForm>(uploads, ctx, {
    columns: COLUMNS.filter((c) => IMPORT_KEYS.includes(c.key)),
    errorTitle: '理赔导入错误',
    formOf: (values) => importedClaim(ctx.store, values),
    problemOf: (form) => claimProblem(ctx.store, form, ctx.now()),
    create: (form) => insertClaim(ctx, form, session),
  });

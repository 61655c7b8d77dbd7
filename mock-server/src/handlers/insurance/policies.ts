// 保单管理: group policies for the outsourced staff — insurer, plan, period, premium per head and month. The status
// follows the period and today (未生效, 保障中, 已到期); the head count is this month's insured.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import { dateText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { INS_POLICY_FIELDS, insMembers, insPolicies } from '../../entities/insurance.js';
import type { InsPolicyRecord } from '../../store/records/insurance.js';
import { coveredIn, policyMonths } from './coverage.js';

type PolicyForm = BodyOf<'misInsPolicyAdd'>;
type Session = { username: string } | null;

const LIST = { defaultSort: { column: 'startDate', order: 'desc' as const }, code: 200 as const };

export function policyRows(store: Store, rows: InsPolicyRecord[], now: number) {
  const today = dateText(now);
  const month = today.slice(0, 7);
  const members = insMembers.all(store);
  return rows.map((policy) => ({
    ...policy,
    status: today < policy.startDate ? '0' : today > policy.endDate ? '2' : '1',
    insuredCount: members.filter((m) => m.policyId === policy.id && coveredIn(m, month) && month >= policyMonths(policy).from && month <= policyMonths(policy).to).length,
  }));
}

function policyProblem(store: Store, form: PolicyForm, except?: string): string | null {
  if (insPolicies.all(store).some((p) => p.policyNo === form.policyNo && p.id !== except)) return '保单号已存在';
  if (form.endDate < form.startDate) return '保险止期不能早于起期';
  if (except) {
    const { from, to } = policyMonths(form);
    const months = insMembers.all(store).filter((m) => m.policyId === except).flatMap((m) => [m.startMonth, m.endMonth ?? m.startMonth]).sort();
    const outside = months.find((month) => month < from) ?? [...months].reverse().find((month) => month > to);
    if (outside) return `保险期间须包含已参保的月份（${outside}）`;
  }
  return null;
}

const valuesOf = (form: PolicyForm) => ({ policyNo: form.policyNo, insurer: form.insurer, planType: form.planType, planName: form.planName.trim(), startDate: form.startDate, endDate: form.endDate, premium: form.premium, coverage: form.coverage ?? null, remark: form.remark?.trim() || null });
const insertPolicy = (ctx: HandlerContext, form: PolicyForm, session: Session) => insPolicies.insert(ctx.store, valuesOf(form), session, ctx.now());

export const misInsPolicyList: Handler<'misInsPolicyList'> = ({ query }, { store, now }) => pageOf(store, policyRows(store, insPolicies.all(store), now()), query, INS_POLICY_FIELDS, LIST);

export const misInsPolicyAdd: Handler<'misInsPolicyAdd'> = ({ body, session }, ctx) => {
  const problem = policyProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertPolicy(ctx, body, session);
  return okText('添加成功！');
};

export const misInsPolicyEdit: Handler<'misInsPolicyEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const policy = insPolicies.get(ctx.store, body.id);
  if (!policy) return fail(NOT_FOUND);
  const problem = policyProblem(ctx.store, body, policy.id);
  if (problem) return fail(problem);
  insPolicies.update(policy, valuesOf(body), session, ctx.now());
  return okText('编辑成功!');
};

export const misInsPolicyDelete: Handler<'misInsPolicyDelete'> = ({ query }, { store }) => {
  const policy = insPolicies.get(store, query.id);
  if (!policy) return fail(NOT_FOUND);
  const insured = insMembers.all(store).filter((m) => m.policyId === policy.id).length;
  if (insured > 0) return fail(`该保单已有${insured}名参保人员，不能删除`);
  insPolicies.remove(store, [policy.id]);
  return okText('删除成功!');
};

const COLUMNS: ExcelColumn[] = [
  { header: '保单号', key: 'policyNo', width: 20 },
  { header: '保险公司', key: 'insurer_dictText', width: 12 },
  { header: '险种', key: 'planType_dictText', width: 12 },
  { header: '保险方案', key: 'planName', width: 32 },
  { header: '保险起期', key: 'startDate', width: 12 },
  { header: '保险止期', key: 'endDate', width: 12 },
  { header: '人均月保费(元)', key: 'premium', width: 14 },
  { header: '保额(元)', key: 'coverage', width: 12 },
  { header: '在保人数', key: 'insuredCount', width: 10 },
  { header: '状态', key: 'status_dictText', width: 8 },
  { header: '备注', key: 'remark', width: 30 },
];

export const misInsPolicyExportXls: Handler<'misInsPolicyExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, policyRows(store, insPolicies.all(store), now()), query, { title: '保单', columns: COLUMNS, fields: INS_POLICY_FIELDS, options: LIST }, session, now());

function importedPolicy(store: Store, values: Record<string, string>): PolicyForm | string {
  if (!values.policyNo || !/^[A-Za-z0-9-]{1,40}$/.test(values.policyNo)) return '保单号格式不正确';
  const insurer = dictValueOf(store, 'ins_insurer', values.insurer_dictText ?? '');
  if (!insurer) return `保险公司不正确：${values.insurer_dictText ?? ''}`;
  const planType = dictValueOf(store, 'ins_plan_type', values.planType_dictText ?? '');
  if (!planType) return `险种不正确：${values.planType_dictText ?? ''}`;
  if (!values.planName) return '保险方案不能为空';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.startDate ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(values.endDate ?? '')) return '保险起止期格式应为yyyy-MM-dd';
  const premium = Number(values.premium);
  if (!values.premium || !Number.isFinite(premium) || premium <= 0) return '人均月保费应为大于0的数字';
  const coverage = values.coverage ? Number(values.coverage) : null;
  return { policyNo: values.policyNo, insurer: insurer as PolicyForm['insurer'], planType: planType as PolicyForm['planType'], planName: values.planName, startDate: values.startDate ?? '', endDate: values.endDate ?? '', premium, coverage: coverage !== null && Number.isFinite(coverage) ? coverage : null, remark: values.remark || null };
}

export const misInsPolicyImportExcel: Handler<'misInsPolicyImportExcel'> = ({ uploads, session }, ctx) =>
  insPolicies.importFile<PolicyForm>(uploads, ctx, {
    columns: COLUMNS.filter((c) => c.key !== 'insuredCount' && c.key !== 'status_dictText'),
    errorTitle: '保单导入错误',
    formOf: (values) => importedPolicy(ctx.store, values),
    problemOf: (form) => policyProblem(ctx.store, form),
    create: (form) => insertPolicy(ctx, form, session),
  });

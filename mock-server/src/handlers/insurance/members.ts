// 参保人员: roster employees added to a policy from a month (加保) and taken off after a month (减员). The employee's
// number, name, ID card and department are read from the roster (mis_employee), the policy's number and insurer
// from the policy.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import { dateText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { employees } from '../../entities/employees.js';
import { INS_MEMBER_FIELDS, insMembers, insPolicies } from '../../entities/insurance.js';
import type { InsMemberRecord } from '../../store/records/insurance.js';
import { coveredIn, policyMonths } from './coverage.js';

type MemberForm = BodyOf<'misInsMemberAdd'>;
type Session = { username: string } | null;

const LIST = { defaultSort: { column: 'startMonth', order: 'desc' as const }, code: 200 as const };

function memberRows(store: Store, rows: InsMemberRecord[], now: number) {
  const month = dateText(now).slice(0, 7);
  const people = new Map(employees.all(store).map((e) => [e.id, e]));
  const policies = new Map(insPolicies.all(store).map((p) => [p.id, p]));
  return rows.map((m) => {
    const e = people.get(m.employeeId);
    const p = policies.get(m.policyId);
    return {
      ...m,
      policyNo: p?.policyNo ?? null,
      insurer: p?.insurer ?? null,
      workNo: e?.workNo ?? null,
      employeeName: e?.name ?? '',
      idCard: e?.idCard ?? null,
      departId: e ? e.projectId || e.departId : null,
      status: m.endMonth !== null && m.endMonth < month ? '2' : '1',
    };
  });
}

function memberProblem(store: Store, form: MemberForm): string | null {
  const policy = insPolicies.get(store, form.policyId);
  if (!policy) return '保单不存在';
  const employee = employees.live(store).find((e) => e.id === form.employeeId);
  if (!employee) return '花名册中没有该员工';
  if (employee.status === '3') return `${employee.name}已离职，不能加保`;
  const { from, to } = policyMonths(policy);
  if (form.startMonth < from || form.startMonth > to) return `${form.startMonth}不在保险期间内（${from}至${to}）`;
  const current = insMembers.all(store).find((m) => m.policyId === policy.id && m.employeeId === employee.id && (m.endMonth === null || m.endMonth >= form.startMonth));
  if (current) return `${employee.name}已在该保单中参保（${current.startMonth}起），不能重复加保`;
  return null;
}

const insertMember = (ctx: HandlerContext, form: MemberForm, session: Session) =>
  insMembers.insert(ctx.store, { policyId: form.policyId, employeeId: form.employeeId, startMonth: form.startMonth, endMonth: null }, session, ctx.now());

export const misInsMemberList: Handler<'misInsMemberList'> = ({ query }, { store, now }) => pageOf(store, memberRows(store, insMembers.all(store), now()), query, INS_MEMBER_FIELDS, LIST);

export const misInsMemberAdd: Handler<'misInsMemberAdd'> = ({ body, session }, ctx) => {
  const problem = memberProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertMember(ctx, body, session);
  return okText('加保成功！');
};

export const misInsMemberRemove: Handler<'misInsMemberRemove'> = ({ body, session }, ctx) => {
  const member = insMembers.get(ctx.store, body.id);
  if (!member) return fail(NOT_FOUND);
  if (member.endMonth !== null) return fail(`该人员已于${member.endMonth}减员`);
  if (body.endMonth < member.startMonth) return fail(`减员月份不能早于参保月份（${member.startMonth}）`);
  insMembers.update(member, { endMonth: body.endMonth }, session, ctx.now());
  return okText('减员成功!');
};

/** Whether the employee was insured on the policy in the month (the claim check). */
export const insuredOn = (store: Store, policyId: string, employeeId: string, month: string) =>
  insMembers.all(store).some((m) => m.policyId === policyId && m.employeeId === employeeId && coveredIn(m, month));

const COLUMNS: ExcelColumn[] = [
  { header: '保单号', key: 'policyNo', width: 20 },
  { header: '保险公司', key: 'insurer_dictText', width: 12 },
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'employeeName', width: 10 },
  { header: '身份证号', key: 'idCard', width: 20 },
  { header: '部门', key: 'departId_dictText', width: 24 },
  { header: '参保月份', key: 'startMonth', width: 10 },
  { header: '减员月份', key: 'endMonth', width: 10 },
  { header: '状态', key: 'status_dictText', width: 8 },
];

export const misInsMemberExportXls: Handler<'misInsMemberExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, memberRows(store, insMembers.all(store), now()), query, { title: '参保人员', columns: COLUMNS, fields: INS_MEMBER_FIELDS, options: LIST }, session, now());

function importedMember(store: Store, values: Record<string, string>): MemberForm | string {
  const policy = insPolicies.all(store).find((p) => p.policyNo === values.policyNo);
  if (!policy) return `保单不存在：${values.policyNo ?? ''}`;
  const employee = employees.live(store).find((e) => e.workNo === values.workNo);
  if (!employee) return `花名册中没有工号为${values.workNo ?? ''}的员工`;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(values.startMonth ?? '')) return '参保月份格式应为yyyy-MM';
  return { policyId: policy.id, employeeId: employee.id, startMonth: values.startMonth ?? '' };
}

export const misInsMemberImportExcel: Handler<'misInsMemberImportExcel'> = ({ uploads, session }, ctx) =>
  insMembers.importFile<MemberForm>(uploads, ctx, {
    columns: COLUMNS.filter((c) => ['policyNo', 'workNo', 'startMonth'].includes(c.key)),
    errorTitle: '参保人员导入错误',
    formOf: (values) => importedMember(ctx.store, values),
    problemOf: (form) => memberProblem(ctx.store, form),
    create: (form) => insertMember(ctx, form, session),
  });

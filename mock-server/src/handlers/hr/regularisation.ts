// 转正: regularisation requests; an approved one makes the employee 正式.
import type { ExcelColumn } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { applicantCopy, applicantRows, deleteRequest, requestById } from './applications.js';
import { addChange } from './employees.js';
import { ADDED, editableRequest, EDITED, exportRows, NEW_REQUEST, NO_EMPLOYEE, review, say, today } from './shared.js';
import { daysBetween, plusDays, plusMonths } from '../../lib/days.js';
import type { EmployeeRow } from '../../store/records/hr.js';
import { employees } from '../../entities/employees.js';
import { LATEST_FIRST } from '../../entities/hr-fields.js';
import { PROBATION_FIELDS, REGULAR_FIELDS, regulars } from '../../entities/hr-regulars.js';

type RegularForm = BodyOf<'hrmRelationRegularAdd'>;

function regularProblem(store: Store, form: RegularForm, editing: string | null): string | null {
  const employee = employees.get(store, form.employeeId);
  if (!employee) return NO_EMPLOYEE;
  const problem = probationProblem(employee);
  if (problem) return problem;
  if (regulars.all(store).some((r) => r.employeeId === employee.id && r.status === '0' && r.id !== editing)) return '该员工已有待审批的转正申请';
  if (form.regularDate < employee.entryDate) return '转正日期不能早于入职日期';
  return null;
}

/** Only an employee on probation can be regularised; a resigned one is named as such. */
const probationProblem = (e: EmployeeRow): string | null => (e.status === '3' ? '已离职员工不能转正' : e.status !== '1' ? '该员工不在试用期，无需转正' : null);

const probationEnd = (e: EmployeeRow) => plusDays(plusMonths(e.entryDate, e.probationMonths), -1);

export const hrmRelationRegularList: Handler<'hrmRelationRegularList'> = ({ query }, { store }) =>
  pageOf(store, applicantRows(store, regulars.all(store)), query, REGULAR_FIELDS, LATEST_FIRST);

/** Employees on probation ending within `days` (default 30) or overdue, soonest first. */
export const hrmRelationRegularProbationList: Handler<'hrmRelationRegularProbationList'> = ({ query }, ctx) => {
  const { store } = ctx;
  const day = today(ctx);
  const horizon = plusDays(day, query.days ?? 30);
  const applying = new Set(regulars.all(store).filter((r) => r.status === '0').map((r) => r.employeeId));
  const rows = employees.live(store).flatMap((e) => {
    if (e.status !== '1') return [];
    const probationEndDate = probationEnd(e);
    if (probationEndDate > horizon) return [];
    const { id, workNo, name, departId, projectId, post, type, entryDate, probationMonths } = e;
    return [{ id, employeeId: id, workNo, name, departId, projectId, post, type, entryDate, probationMonths, probationEndDate, daysLeft: daysBetween(day, probationEndDate), applying: applying.has(id) }];
  });
  const { days: _days, ...filters } = query;
  return pageOf(store, rows, filters, PROBATION_FIELDS, { defaultSort: { column: 'probationEndDate', order: 'asc' } });
};

export const hrmRelationRegularAdd: Handler<'hrmRelationRegularAdd'> = ({ body, session }, ctx) => {
  const problem = regularProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  const employee = employees.get(ctx.store, body.employeeId) as EmployeeRow;
  regulars.insert(
    ctx.store,
    {
      ...applicantCopy(employee),
      probationEndDate: probationEnd(employee),
      applyDate: body.applyDate || today(ctx),
      regularDate: body.regularDate,
      assessScore: body.assessScore ?? null,
      selfEvaluation: body.selfEvaluation ?? null,
      ...NEW_REQUEST,
    },
    session,
    ctx.now(),
  );
  return say(ADDED);
};

export const hrmRelationRegularEdit: Handler<'hrmRelationRegularEdit'> = ({ body, session }, ctx) => {
  const row = editableRequest(regulars.all(ctx.store), body.id, '只有待审批的申请可以修改');
  if (!('id' in row)) return row;
  const problem = regularProblem(ctx.store, body, row.id);
  if (problem) return fail(problem);
  const employee = employees.get(ctx.store, body.employeeId) as EmployeeRow;
  regulars.update(
    row,
    {
      ...applicantCopy(employee),
      probationEndDate: probationEnd(employee),
      ...(body.applyDate ? { applyDate: body.applyDate } : {}),
      regularDate: body.regularDate,
      ...(body.assessScore !== undefined ? { assessScore: body.assessScore } : {}),
      ...(body.selfEvaluation !== undefined ? { selfEvaluation: body.selfEvaluation } : {}),
    },
    session,
    ctx.now(),
  );
  return say(EDITED);
};

export const hrmRelationRegularDelete: Handler<'hrmRelationRegularDelete'> = ({ query }, { store }) => deleteRequest(regulars.all(store), query.id, '已转正的申请不能删除');

export const hrmRelationRegularQueryById: Handler<'hrmRelationRegularQueryById'> = ({ query }, { store }) =>
  requestById(store, regulars.all(store), query.id, REGULAR_FIELDS);

export const hrmRelationRegularApprove: Handler<'hrmRelationRegularApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(regulars, regulars.all(store), body, session, ctx, { handled: '该申请已审批，请勿重复操作', rejected: '已驳回' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision } = reviewed;
  const employee = employees.get(store, row.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  const problem = probationProblem(employee);
  if (problem) return fail(problem);
  const regularDate = body.date || row.regularDate;
  employees.update(employee, { status: '2', regularDate }, session, ctx.now());
  regulars.update(row, { ...decision, status: '1', regularDate }, session, ctx.now());
  addChange(store, ctx, session, {
    employeeId: employee.id,
    changeType: '2',
    changeDate: regularDate,
    beforeDepartId: null,
    afterDepartId: null,
    beforeProjectId: null,
    afterProjectId: null,
    beforePost: null,
    afterPost: null,
    reason: body.opinion || '试用期考核合格，转为正式员工',
  });
  return say('转正审批通过');
};

const REGULAR_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '试用期截止日', key: 'probationEndDate', width: 12 },
  { header: '申请日期', key: 'applyDate', width: 12 },
  { header: '转正日期', key: 'regularDate', width: 12 },
  { header: '考核得分', key: 'assessScore', width: 8 },
  { header: '审批状态', key: 'status_dictText', width: 8 },
  { header: '审批意见', key: 'opinion', width: 24 },
];

export const hrmRelationRegularExportXls: Handler<'hrmRelationRegularExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, applicantRows(ctx.store, regulars.all(ctx.store)), query, { title: '转正管理', columns: REGULAR_COLUMNS, fields: REGULAR_FIELDS, options: LATEST_FIRST }, session, ctx);

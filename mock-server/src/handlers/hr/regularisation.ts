// 转正: regularisation requests; an approved one makes the employee 正式.
import type { ExcelColumn } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import { plusDays, plusMonths, type EmployeeRow } from '../../fixtures/hr.js';
import type { EntityFields } from '../../query/field-types.js';
import { randomId } from '../../lib/ids.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { APPLICANT_FIELDS, applicantCopy, applicantRows, deleteRequest, requestById } from './applications.js';
import { addChange } from './employees.js';
import {
  activeEmployee,
  ADDED,
  editableRequest,
  EDITED,
  exportRows,
  LATEST_FIRST,
  newRequest,
  NO_EMPLOYEE,
  review,
  say,
  today,
  userOf,
} from './shared.js';
import { updated } from '../../entity/audit.js';

const REGULAR_FIELDS: EntityFields = {
  ...APPLICANT_FIELDS,
  probationEndDate: { type: 'date' },
  regularDate: { type: 'date' },
  assessScore: { type: 'number' },
  selfEvaluation: { type: 'string' },
  status: { type: 'string', dict: 'regular_status' },
};

type RegularForm = BodyOf<'hrmRelationRegularAdd'>;

function regularProblem(store: Store, form: RegularForm, editing: string | null): string | null {
  const employee = activeEmployee(store, form.employeeId);
  if (!employee) return NO_EMPLOYEE;
  if (employee.status !== '1') return '该员工不在试用期，无需转正';
  if (store.data.hrRegulars.some((r) => r.employeeId === employee.id && r.status === '0' && r.id !== editing)) return '该员工已有待审批的转正申请';
  if (form.regularDate < employee.entryDate) return '转正日期不能早于入职日期';
  return null;
}

const probationEnd = (e: EmployeeRow) => plusDays(plusMonths(e.entryDate, e.probationMonths), -1);

export const hrmRelationRegularList: Handler<'hrmRelationRegularList'> = ({ query }, { store }) =>
  pageOf(store, applicantRows(store, store.data.hrRegulars), query, REGULAR_FIELDS, LATEST_FIRST);

export const hrmRelationRegularAdd: Handler<'hrmRelationRegularAdd'> = ({ body, session }, ctx) => {
  const problem = regularProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  const employee = activeEmployee(ctx.store, body.employeeId) as EmployeeRow;
  ctx.store.data.hrRegulars.unshift({
    ...applicantCopy(employee),
    id: randomId(),
    probationEndDate: probationEnd(employee),
    applyDate: body.applyDate || today(ctx),
    regularDate: body.regularDate,
    assessScore: body.assessScore ?? null,
    selfEvaluation: body.selfEvaluation ?? null,
    ...newRequest(userOf(session), ctx),
  });
  return say(ADDED);
};

export const hrmRelationRegularEdit: Handler<'hrmRelationRegularEdit'> = ({ body, session }, ctx) => {
  const row = editableRequest(ctx.store.data.hrRegulars, body.id, '只有待审批的申请可以修改');
  if (!('id' in row)) return row;
  const problem = regularProblem(ctx.store, body, row.id);
  if (problem) return fail(problem);
  const employee = activeEmployee(ctx.store, body.employeeId) as EmployeeRow;
  Object.assign(row, {
    ...applicantCopy(employee),
    probationEndDate: probationEnd(employee),
    ...(body.applyDate ? { applyDate: body.applyDate } : {}),
    regularDate: body.regularDate,
    ...(body.assessScore !== undefined ? { assessScore: body.assessScore } : {}),
    ...(body.selfEvaluation !== undefined ? { selfEvaluation: body.selfEvaluation } : {}),
    ...updated(userOf(session), ctx.now()),
  });
  return say(EDITED);
};

export const hrmRelationRegularDelete: Handler<'hrmRelationRegularDelete'> = ({ query }, { store }) => deleteRequest(store.data.hrRegulars, query.id, '已转正的申请不能删除');

export const hrmRelationRegularQueryById: Handler<'hrmRelationRegularQueryById'> = ({ query }, { store }) =>
  requestById(store, store.data.hrRegulars, query.id, REGULAR_FIELDS);

export const hrmRelationRegularApprove: Handler<'hrmRelationRegularApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(store.data.hrRegulars, body, session, ctx, { handled: '该申请已审批，请勿重复操作', rejected: '已驳回' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision, by } = reviewed;
  const employee = activeEmployee(store, row.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  if (employee.status !== '1') return fail('该员工不在试用期，无需转正');
  const regularDate = body.date || row.regularDate;
  Object.assign(employee, { status: '2', regularDate, ...updated(by, ctx.now()) });
  Object.assign(row, { ...decision, status: '1', regularDate });
  addChange(store, ctx, by, {
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
  exportRows(ctx.store, applicantRows(ctx.store, ctx.store.data.hrRegulars), query, { title: '转正管理', columns: REGULAR_COLUMNS, fields: REGULAR_FIELDS, options: LATEST_FIRST }, session, ctx);

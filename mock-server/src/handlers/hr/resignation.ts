// 离职: resignation requests; an approved one gives a leave date and ends the running contracts.
import type { ExcelColumn } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { applicantCopy, applicantRows, deleteRequest, requestById } from './applications.js';
import { contractStatus } from './contracts.js';
import { addChange } from './employees.js';
import { ADDED, editableRequest, EDITED, exportRows, NEW_REQUEST, NO_EMPLOYEE, review, say, stamp, today, userOf } from './shared.js';
import type { EmployeeRow } from '../../store/records/hr.js';
import { employees } from '../../entities/employees.js';
import { contracts } from '../../entities/hr-contracts.js';
import { DIMISSION_FIELDS, dimissions } from '../../entities/hr-dimissions.js';
import { LATEST_FIRST } from '../../entities/hr-fields.js';
import { regulars } from '../../entities/hr-regulars.js';

type DimissionForm = BodyOf<'hrmRelationDimissionAdd'>;

function dimissionProblem(store: Store, form: DimissionForm, editing: string | null): string | null {
  const employee = employees.get(store, form.employeeId);
  if (!employee) return NO_EMPLOYEE;
  if (employee.status === '3') return '该员工已离职';
  if (dimissions.all(store).some((r) => r.employeeId === employee.id && r.status === '0' && r.id !== editing)) return '该员工已有待审批的离职申请';
  if (form.leaveDate < employee.entryDate) return '最后工作日不能早于入职日期';
  return null;
}

export const hrmRelationDimissionList: Handler<'hrmRelationDimissionList'> = ({ query }, { store }) =>
  pageOf(store, applicantRows(store, dimissions.all(store)), query, DIMISSION_FIELDS, LATEST_FIRST);

export const hrmRelationDimissionAdd: Handler<'hrmRelationDimissionAdd'> = ({ body, session }, ctx) => {
  const problem = dimissionProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  const employee = employees.get(ctx.store, body.employeeId) as EmployeeRow;
  dimissions.insert(
    ctx.store,
    {
      ...applicantCopy(employee),
      dimissionType: body.dimissionType,
      applyDate: body.applyDate || today(ctx),
      leaveDate: body.leaveDate,
      reason: body.reason,
      handoverTo: body.handoverTo ?? null,
      handoverContent: body.handoverContent ?? null,
      ...NEW_REQUEST,
    },
    session,
    ctx.now(),
  );
  return say(ADDED);
};

export const hrmRelationDimissionEdit: Handler<'hrmRelationDimissionEdit'> = ({ body, session }, ctx) => {
  const row = editableRequest(dimissions.all(ctx.store), body.id, '只有待审批的申请可以修改');
  if (!('id' in row)) return row;
  const problem = dimissionProblem(ctx.store, body, row.id);
  if (problem) return fail(problem);
  dimissions.update(
    row,
    {
      ...applicantCopy(employees.get(ctx.store, body.employeeId) as EmployeeRow),
      dimissionType: body.dimissionType,
      ...(body.applyDate ? { applyDate: body.applyDate } : {}),
      leaveDate: body.leaveDate,
      reason: body.reason,
      ...(body.handoverTo !== undefined ? { handoverTo: body.handoverTo } : {}),
      ...(body.handoverContent !== undefined ? { handoverContent: body.handoverContent } : {}),
    },
    session,
    ctx.now(),
  );
  return say(EDITED);
};

export const hrmRelationDimissionDelete: Handler<'hrmRelationDimissionDelete'> = ({ query }, { store }) => deleteRequest(dimissions.all(store), query.id, '已通过的离职申请不能删除');

export const hrmRelationDimissionQueryById: Handler<'hrmRelationDimissionQueryById'> = ({ query }, { store }) =>
  requestById(store, dimissions.all(store), query.id, DIMISSION_FIELDS);

export const hrmRelationDimissionApprove: Handler<'hrmRelationDimissionApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(dimissions, dimissions.all(store), body, session, ctx, { handled: '该申请已审批，请勿重复操作', rejected: '已驳回' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision } = reviewed;
  const employee = employees.get(store, row.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  const leaveDate = body.date || row.leaveDate;
  if (leaveDate < employee.entryDate) return fail('最后工作日不能早于入职日期');
  employees.update(employee, { status: '3', leaveDate }, session, ctx.now());
  dimissions.update(row, { ...decision, status: '1', leaveDate }, session, ctx.now());
  const day = today(ctx);
  for (const contract of contracts.all(store)) {
    if (contract.employeeId === employee.id && contractStatus(contract, day) === '1') {
      contracts.update(contract, { status: '3', terminateDate: leaveDate, terminateReason: row.reason }, session, ctx.now());
    }
  }
  for (const regular of regulars.all(store)) {
    if (regular.employeeId === employee.id && regular.status === '0') Object.assign(regular, { status: '2', opinion: '员工已离职', approveBy: userOf(session), approveTime: stamp(ctx) });
  }
  addChange(store, ctx, session, {
    employeeId: employee.id,
    changeType: '4',
    changeDate: leaveDate,
    beforeDepartId: employee.departId,
    afterDepartId: null,
    beforeProjectId: employee.projectId,
    afterProjectId: null,
    beforePost: employee.post,
    afterPost: null,
    reason: row.reason,
  });
  return say('离职审批通过');
};

const DIMISSION_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '离职类型', key: 'dimissionType_dictText', width: 14 },
  { header: '申请日期', key: 'applyDate', width: 12 },
  { header: '最后工作日', key: 'leaveDate', width: 12 },
  { header: '离职原因', key: 'reason', width: 30 },
  { header: '工作交接人', key: 'handoverTo', width: 10 },
  { header: '交接内容', key: 'handoverContent', width: 30 },
  { header: '审批状态', key: 'status_dictText', width: 8 },
  { header: '审批意见', key: 'opinion', width: 24 },
];

export const hrmRelationDimissionExportXls: Handler<'hrmRelationDimissionExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, applicantRows(ctx.store, dimissions.all(ctx.store)), query, { title: '离职管理', columns: DIMISSION_COLUMNS, fields: DIMISSION_FIELDS, options: LATEST_FIRST }, session, ctx);

// 入职: enrolment requests; an approved one puts the person on the roster with a first contract.
import type { ExcelColumn } from '../../crud/excel.js';
import { idList, NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { signContract } from './contracts.js';
import { addChange, createEmployee, employeeView, type EmployeeForm } from './employees.js';
import {
  ADDED,
  BATCH_DELETED,
  contractYearsFor,
  DELETED,
  departProblem,
  editableRequest,
  EDITED,
  exportRows,
  idCardProblem,
  joinProblem,
  NEW_REQUEST,
  review,
  sameIdCard,
  say,
  today,
  withText,
} from './shared.js';
import { EMAIL } from '../../lib/contact-formats.js';
import { contractEnd } from '../../lib/days.js';
import { idCardBirthday } from '../../lib/id-card.js';
import type { EmployeeRow, EnrollmentRow } from '../../store/records/hr.js';
import { EMPLOYEE_FIELDS, employees } from '../../entities/employees.js';
import { CANDIDATE_FIELDS, candidates } from '../../entities/hr-candidates.js';
import { ENROLLMENT_FIELDS, enrollments } from '../../entities/hr-enrollments.js';
import { LATEST_FIRST } from '../../entities/hr-fields.js';

type EnrollmentForm = BodyOf<'hrmRelationEnrollmentAdd'>;

function enrollmentProblem(store: Store, form: EnrollmentForm, editing: EnrollmentRow | null): string | null {
  return (
    idCardProblem(form.idCard, form.sex) ??
    joinProblem(store, form.idCard, editing?.id ?? null) ??
    (form.email && !EMAIL.test(form.email) ? '邮箱格式不正确' : null) ??
    departProblem(store, form.departId, form.projectId)
  );
}

function enrollmentValues(form: EnrollmentForm) {
  return {
    name: form.name,
    sex: form.sex,
    idCard: form.idCard.toUpperCase(),
    birthday: form.birthday || idCardBirthday(form.idCard),
    mobile: form.mobile,
    email: form.email ?? null,
    education: form.education ?? null,
    departId: form.departId,
    projectId: form.projectId ?? null,
    post: form.post ?? null,
    type: form.type,
    planEntryDate: form.planEntryDate,
    probationMonths: form.probationMonths ?? (form.contractType === '3' ? 0 : 3),
    contractType: form.contractType,
    contractYears: form.contractYears ?? contractYearsFor(form.contractType),
    salary: form.salary ?? null,
    address: form.address ?? null,
    bankName: form.bankName ?? null,
    bankCard: form.bankCard || null,
    emergencyContact: form.emergencyContact ?? null,
    emergencyMobile: form.emergencyMobile || null,
    materials: form.materials || null,
    remark: form.remark ?? null,
  };
}

export const hrmRelationEnrollmentList: Handler<'hrmRelationEnrollmentList'> = ({ query }, { store }) =>
  pageOf(store, enrollments.all(store), query, ENROLLMENT_FIELDS, LATEST_FIRST);

export const hrmRelationEnrollmentAdd: Handler<'hrmRelationEnrollmentAdd'> = ({ body, session }, ctx) => {
  const problem = enrollmentProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  enrollments.insert(ctx.store, { ...enrollmentValues(body), entryDate: null, candidateId: null, employeeId: null, ...NEW_REQUEST }, session, ctx.now());
  return say(ADDED);
};

export const hrmRelationEnrollmentEdit: Handler<'hrmRelationEnrollmentEdit'> = ({ body, session }, ctx) => {
  const row = editableRequest(enrollments.all(ctx.store), body.id, '只有待入职的记录可以修改');
  if (!('id' in row)) return row;
  const problem = enrollmentProblem(ctx.store, body, row);
  if (problem) return fail(problem);
  enrollments.update(row, enrollmentValues(body), session, ctx.now());
  return say(EDITED);
};

function deleteEnrollments(store: Store, ids: string[]): string | null {
  const targets = enrollments.all(store).filter((r) => ids.includes(r.id));
  if (targets.length === 0) return NOT_FOUND;
  if (targets.some((r) => r.status === '1')) return '已入职的记录不能删除';
  const gone = new Set(targets.map((r) => r.id));
  enrollments.remove(store, [...gone]);
  for (const candidate of candidates.all(store)) if (candidate.enrollmentId && gone.has(candidate.enrollmentId)) candidate.enrollmentId = null;
  return null;
}

export const hrmRelationEnrollmentDelete: Handler<'hrmRelationEnrollmentDelete'> = ({ query }, { store }) => {
  const problem = deleteEnrollments(store, [query.id]);
  return problem ? fail(problem) : say(DELETED);
};

export const hrmRelationEnrollmentDeleteBatch: Handler<'hrmRelationEnrollmentDeleteBatch'> = ({ query }, { store }) => {
  const problem = deleteEnrollments(store, idList(query.ids));
  return problem ? fail(problem) : say(BATCH_DELETED);
};

export const hrmRelationEnrollmentQueryById: Handler<'hrmRelationEnrollmentQueryById'> = ({ query }, { store }) => {
  const row = enrollments.all(store).find((r) => r.id === query.id);
  return row ? ok(withText(store, row, ENROLLMENT_FIELDS)) : fail(NOT_FOUND);
};

/** What the new hire gave on enrolment, over what a former employee's record still holds. */
function personalDetails(row: EnrollmentRow, former: EmployeeRow | null) {
  return {
    address: row.address ?? former?.address ?? null,
    bankName: row.bankName ?? former?.bankName ?? null,
    bankCard: row.bankCard ?? former?.bankCard ?? null,
    emergencyContact: row.emergencyContact ?? former?.emergencyContact ?? null,
    emergencyMobile: row.emergencyMobile ?? former?.emergencyMobile ?? null,
  };
}

/** Puts the enrolled person on the roster (a former employee is re-employed on their own record). */
function onboard(store: Store, ctx: HandlerContext, row: EnrollmentRow, entryDate: string, session: { username: string } | null): EmployeeRow {
  const former = employees.live(store).find((e) => e.status === '3' && sameIdCard(e.idCard, row.idCard));
  const status = row.probationMonths === 0 ? '2' : '1';
  let employee: EmployeeRow;
  if (former) {
    const before = { departId: former.departId, projectId: former.projectId, post: former.post };
    employees.update(
      former,
      {
        name: row.name,
        mobile: row.mobile,
        email: row.email ?? former.email,
        education: row.education ?? former.education,
        departId: row.departId,
        projectId: row.projectId,
        post: row.post,
        type: row.type,
        status,
        entryDate,
        probationMonths: row.probationMonths,
        regularDate: status === '2' ? entryDate : null,
        leaveDate: null,
        ...personalDetails(row, former),
      },
      session,
      ctx.now(),
    );
    employee = former;
    addChange(store, ctx, session, {
      employeeId: employee.id,
      changeType: '5',
      changeDate: entryDate,
      beforeDepartId: before.departId,
      afterDepartId: employee.departId,
      beforeProjectId: before.projectId,
      afterProjectId: employee.projectId,
      beforePost: before.post,
      afterPost: employee.post,
      reason: '离职员工再次入职',
    });
  } else {
    employee = createEmployee(
      store,
      ctx,
      {
        name: row.name,
        sex: row.sex,
        idCard: row.idCard ?? '',
        birthday: row.birthday,
        mobile: row.mobile,
        email: row.email,
        education: row.education as EmployeeForm['education'],
        departId: row.departId,
        projectId: row.projectId,
        post: row.post,
        type: row.type,
        status,
        entryDate,
        probationMonths: row.probationMonths,
        ...personalDetails(row, null),
      },
      session,
    );
  }
  signContract(
    store,
    ctx,
    {
      employeeId: employee.id,
      contractType: row.contractType,
      signType: '1',
      startDate: entryDate,
      endDate: contractEnd(entryDate, row.contractYears),
      probationMonths: row.probationMonths,
      signDate: entryDate,
      status: '1',
      terminateDate: null,
      terminateReason: null,
      previousId: null,
      remark: null,
    },
    session,
  );
  return employee;
}

export const hrmRelationEnrollmentApprove: Handler<'hrmRelationEnrollmentApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(enrollments, enrollments.all(store), body, session, ctx, { handled: '该入职单已处理，请勿重复操作', rejected: '已放弃入职' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision } = reviewed;
  if (!row.idCard) return fail('请先补全身份证号');
  const problem = joinProblem(store, row.idCard, row.id);
  if (problem) return fail(problem);
  if (employees.recycled(store).some((e) => sameIdCard(e.idCard, row.idCard))) return fail('该人员在花名册回收站中，请先从回收站还原');
  const entryDate = body.date || row.planEntryDate;
  const employee = onboard(store, ctx, row, entryDate, session);
  enrollments.update(row, { ...decision, status: '1', entryDate, employeeId: employee.id }, session, ctx.now());
  return say('办理入职成功！');
};

const ENROLLMENT_COLUMNS: ExcelColumn[] = [
  { header: '姓名', key: 'name', width: 10 },
  { header: '性别', key: 'sex_dictText', width: 6 },
  { header: '身份证号', key: 'idCard', width: 22 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '学历', key: 'education_dictText', width: 10 },
  { header: '入职部门', key: 'departId_dictText', width: 14 },
  { header: '入职项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '用工类型', key: 'type_dictText', width: 10 },
  { header: '预计入职日期', key: 'planEntryDate', width: 12 },
  { header: '实际入职日期', key: 'entryDate', width: 12 },
  { header: '合同类型', key: 'contractType_dictText', width: 10 },
  { header: '合同期限(年)', key: 'contractYears', width: 10 },
  { header: '约定月薪', key: 'salary', width: 10 },
  { header: '已交材料', key: 'materials_dictText', width: 40 },
  { header: '入职状态', key: 'status_dictText', width: 10 },
  { header: '审批意见', key: 'opinion', width: 24 },
];

export const hrmRelationEnrollmentExportXls: Handler<'hrmRelationEnrollmentExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, enrollments.all(ctx.store), query, { title: '入职管理', columns: ENROLLMENT_COLUMNS, fields: ENROLLMENT_FIELDS, options: LATEST_FIRST }, session, ctx);

export const hrmEnrollmentDetail: Handler<'hrmEnrollmentDetail'> = ({ query }, ctx) => {
  const { store } = ctx;
  const row = enrollments.all(store).find((r) => r.id === query.id);
  if (!row) return fail(NOT_FOUND);
  const handedIn = idList(row.materials);
  const candidate = candidates.all(store).find((c) => c.id === row.candidateId);
  const employee = row.employeeId ? employees.get(store, row.employeeId) : undefined;
  return ok({
    enrollment: withText(store, row, ENROLLMENT_FIELDS),
    materials: store.dictItems('entry_material').map((item) => ({ value: item.value, text: item.text, submitted: handedIn.includes(item.value) })),
    candidate: candidate ? withText(store, candidate, CANDIDATE_FIELDS) : null,
    employee: employee ? withText(store, employeeView(employee, today(ctx)), EMPLOYEE_FIELDS) : null,
  });
};

// An employee's archive sections: education, work, family, certificates, and the change log.
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import type { ListOptions } from '../../query/list-query.js';
import { randomId } from '../../lib/ids.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import {
  activeEmployee,
  ADDED,
  AUDIT_FIELDS,
  DELETED,
  DEPART_DICT,
  EDITED,
  NO_EMPLOYEE,
  NO_ID,
  say,
  userOf,
} from './shared.js';
import { created, updated } from '../../entity/audit.js';

export const EDUCATION_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  school: { type: 'string' },
  major: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  degree: { type: 'string' },
  studyMode: { type: 'string', dict: 'study_mode' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  certificateNo: { type: 'string' },
  ...AUDIT_FIELDS,
};
export const WORK_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  company: { type: 'string' },
  post: { type: 'string' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  leaveReason: { type: 'string' },
  witness: { type: 'string' },
  witnessPhone: { type: 'string' },
  ...AUDIT_FIELDS,
};
export const FAMILY_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  name: { type: 'string' },
  relation: { type: 'string', dict: 'family_relation' },
  mobile: { type: 'string' },
  workUnit: { type: 'string' },
  isEmergency: { type: 'string', dict: 'yn' },
  ...AUDIT_FIELDS,
};
export const CERTIFICATE_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  certName: { type: 'string' },
  certNo: { type: 'string' },
  issuer: { type: 'string' },
  issueDate: { type: 'date' },
  expireDate: { type: 'date' },
  scan: { type: 'string' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};
export const CHANGE_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  changeType: { type: 'string', dict: 'employee_change_type' },
  changeDate: { type: 'date' },
  beforeDepartId: { type: 'string', dict: DEPART_DICT },
  afterDepartId: { type: 'string', dict: DEPART_DICT },
  beforeProjectId: { type: 'string', dict: DEPART_DICT },
  afterProjectId: { type: 'string', dict: DEPART_DICT },
  beforePost: { type: 'string' },
  afterPost: { type: 'string' },
  reason: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
};

/** A section's rows of one employee, paged with the list semantics (the employee id is the fixed filter). */
function sectionPage<T extends { employeeId: string }>(store: Store, rows: T[], query: Record<string, unknown>, fields: EntityFields, sort: ListOptions['defaultSort']) {
  const employeeId = String(query.employeeId ?? '');
  return pageOf(store, rows.filter((row) => row.employeeId === employeeId), query, fields, { defaultSort: sort, reserved: ['employeeId'] });
}

interface SectionRow {
  id: string;
  employeeId: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** Adds a section row for an employee on the roster. */
function addSection<T extends SectionRow>(store: Store, ctx: HandlerContext, rows: T[], employeeId: string, values: Omit<T, keyof SectionRow>, by: string | null) {
  if (!activeEmployee(store, employeeId)) return fail(NO_EMPLOYEE);
  rows.unshift({ ...values, id: randomId(), employeeId, ...created(by, ctx.now()) } as T);
  return say(ADDED);
}

/** Edits a section row (it stays with its employee). */
function editSection<T extends SectionRow>(store: Store, ctx: HandlerContext, rows: T[], id: string | undefined, values: Partial<T>, by: string | null) {
  const row = id ? rows.find((r) => r.id === id) : undefined;
  if (!row) return fail(id ? NOT_FOUND : NO_ID);
  if (!activeEmployee(store, row.employeeId)) return fail(NO_EMPLOYEE);
  Object.assign(row, values, { ...updated(by, ctx.now()) });
  return say(EDITED);
}

function deleteSection<T extends { id: string }>(rows: T[], id: string) {
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) return fail(NOT_FOUND);
  rows.splice(index, 1);
  return say(DELETED);
}

type EducationForm = BodyOf<'hrmEmployeeAddEducation'>;
const educationValues = (form: EducationForm) => ({
  school: form.school,
  major: form.major ?? null,
  education: form.education,
  degree: form.degree ?? null,
  studyMode: form.studyMode ?? null,
  startDate: form.startDate,
  endDate: form.endDate || null,
  certificateNo: form.certificateNo ?? null,
});
const educationProblem = (form: EducationForm) => (form.endDate && form.endDate < form.startDate ? '毕业日期不能早于入学日期' : null);

export const hrmEmployeeListEducationByMainId: Handler<'hrmEmployeeListEducationByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrEducations, query, EDUCATION_FIELDS, { column: 'startDate', order: 'desc' });

export const hrmEmployeeAddEducation: Handler<'hrmEmployeeAddEducation'> = ({ body, session }, ctx) => {
  const problem = educationProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrEducations, body.employeeId, educationValues(body), userOf(session));
};

export const hrmEmployeeEditEducation: Handler<'hrmEmployeeEditEducation'> = ({ body, session }, ctx) => {
  const problem = educationProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrEducations, body.id, educationValues(body), userOf(session));
};

export const hrmEmployeeDeleteEducation: Handler<'hrmEmployeeDeleteEducation'> = ({ query }, { store }) => deleteSection(store.data.hrEducations, query.id);

type WorkForm = BodyOf<'hrmEmployeeAddWork'>;
const workValues = (form: WorkForm) => ({
  company: form.company,
  post: form.post ?? null,
  startDate: form.startDate,
  endDate: form.endDate,
  leaveReason: form.leaveReason ?? null,
  witness: form.witness ?? null,
  witnessPhone: form.witnessPhone || null,
});
const workProblem = (form: WorkForm) => (form.endDate < form.startDate ? '结束日期不能早于开始日期' : null);

export const hrmEmployeeListWorkByMainId: Handler<'hrmEmployeeListWorkByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrWorks, query, WORK_FIELDS, { column: 'startDate', order: 'desc' });

export const hrmEmployeeAddWork: Handler<'hrmEmployeeAddWork'> = ({ body, session }, ctx) => {
  const problem = workProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrWorks, body.employeeId, workValues(body), userOf(session));
};

export const hrmEmployeeEditWork: Handler<'hrmEmployeeEditWork'> = ({ body, session }, ctx) => {
  const problem = workProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrWorks, body.id, workValues(body), userOf(session));
};

export const hrmEmployeeDeleteWork: Handler<'hrmEmployeeDeleteWork'> = ({ query }, { store }) => deleteSection(store.data.hrWorks, query.id);

type FamilyForm = BodyOf<'hrmEmployeeAddFamily'>;
const familyValues = (form: FamilyForm) => ({
  name: form.name,
  relation: form.relation,
  mobile: form.mobile || null,
  workUnit: form.workUnit ?? null,
  isEmergency: form.isEmergency ?? '0',
});
const familyProblem = (form: FamilyForm) => (form.isEmergency === '1' && !form.mobile ? '紧急联系人须填写联系电话' : null);

export const hrmEmployeeListFamilyByMainId: Handler<'hrmEmployeeListFamilyByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrFamilies, query, FAMILY_FIELDS, { column: 'createTime', order: 'asc' });

export const hrmEmployeeAddFamily: Handler<'hrmEmployeeAddFamily'> = ({ body, session }, ctx) => {
  const problem = familyProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrFamilies, body.employeeId, familyValues(body), userOf(session));
};

export const hrmEmployeeEditFamily: Handler<'hrmEmployeeEditFamily'> = ({ body, session }, ctx) => {
  const problem = familyProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrFamilies, body.id, familyValues(body), userOf(session));
};

export const hrmEmployeeDeleteFamily: Handler<'hrmEmployeeDeleteFamily'> = ({ query }, { store }) => deleteSection(store.data.hrFamilies, query.id);

type CertificateForm = BodyOf<'hrmEmployeeAddCertificate'>;
const certificateValues = (form: CertificateForm) => ({
  certName: form.certName,
  certNo: form.certNo ?? null,
  issuer: form.issuer ?? null,
  issueDate: form.issueDate,
  expireDate: form.expireDate || null,
  scan: form.scan || null,
  remark: form.remark ?? null,
});
const certificateProblem = (form: CertificateForm) => (form.expireDate && form.expireDate < form.issueDate ? '有效期不能早于发证日期' : null);

export const hrmEmployeeListCertificateByMainId: Handler<'hrmEmployeeListCertificateByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrCertificates, query, CERTIFICATE_FIELDS, { column: 'issueDate', order: 'desc' });

export const hrmEmployeeAddCertificate: Handler<'hrmEmployeeAddCertificate'> = ({ body, session }, ctx) => {
  const problem = certificateProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrCertificates, body.employeeId, certificateValues(body), userOf(session));
};

export const hrmEmployeeEditCertificate: Handler<'hrmEmployeeEditCertificate'> = ({ body, session }, ctx) => {
  const problem = certificateProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrCertificates, body.id, certificateValues(body), userOf(session));
};

export const hrmEmployeeDeleteCertificate: Handler<'hrmEmployeeDeleteCertificate'> = ({ query }, { store }) => deleteSection(store.data.hrCertificates, query.id);

export const hrmEmployeeListChangeByMainId: Handler<'hrmEmployeeListChangeByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrChanges, query, CHANGE_FIELDS, { column: 'changeDate', order: 'desc' });

// An employee's archive sections: education, work, family, certificates, and the change log.
import { NOT_FOUND } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { ADDED, DELETED, EDITED, NO_EMPLOYEE, NO_ID, say } from './shared.js';
import type { Entity, NewRow } from '../../entity/entity.js';
import { employees } from '../../entities/employees.js';
import { certificates, changes, educations, families, works, type SectionRow } from '../../entities/hr-archive-sections.js';

type Session = { username: string } | null;

/** A section's rows of one employee, paged with the list semantics. */
function sectionPage<Row extends { id: string; employeeId: string }>(store: Store, entity: Entity<Row, EntityFields>, query: Record<string, unknown>) {
  const employeeId = String(query.employeeId ?? '');
  return entity.page(store, query, entity.all(store).filter((row) => row.employeeId === employeeId));
}

/** Adds a section row for an employee on the roster. */
function addSection<Row extends SectionRow>(store: Store, entity: Entity<Row, EntityFields>, employeeId: string, values: Omit<NewRow<Row>, 'employeeId'>, session: Session, now: number) {
  if (!employees.get(store, employeeId)) return fail(NO_EMPLOYEE);
  entity.insert(store, { ...values, employeeId } as NewRow<Row>, session, now);
  return say(ADDED);
}

/** Edits a section row (it stays with its employee). */
function editSection<Row extends SectionRow>(store: Store, entity: Entity<Row, EntityFields>, id: string | undefined, values: Partial<NewRow<Row>>, session: Session, now: number) {
  const row = id ? entity.all(store).find((r) => r.id === id) : undefined;
  if (!row) return fail(id ? NOT_FOUND : NO_ID);
  if (!employees.get(store, row.employeeId)) return fail(NO_EMPLOYEE);
  entity.update(row, values, session, now);
  return say(EDITED);
}

function deleteSection<Row extends SectionRow>(store: Store, entity: Entity<Row, EntityFields>, id: string) {
  return entity.remove(store, [id]) === 0 ? fail(NOT_FOUND) : say(DELETED);
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
  sectionPage(store, educations, query);

export const hrmEmployeeAddEducation: Handler<'hrmEmployeeAddEducation'> = ({ body, session }, ctx) => {
  const problem = educationProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, educations, body.employeeId, educationValues(body), session, ctx.now());
};

export const hrmEmployeeEditEducation: Handler<'hrmEmployeeEditEducation'> = ({ body, session }, ctx) => {
  const problem = educationProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, educations, body.id, educationValues(body), session, ctx.now());
};

export const hrmEmployeeDeleteEducation: Handler<'hrmEmployeeDeleteEducation'> = ({ query }, { store }) => deleteSection(store, educations, query.id);

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
  sectionPage(store, works, query);

export const hrmEmployeeAddWork: Handler<'hrmEmployeeAddWork'> = ({ body, session }, ctx) => {
  const problem = workProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, works, body.employeeId, workValues(body), session, ctx.now());
};

export const hrmEmployeeEditWork: Handler<'hrmEmployeeEditWork'> = ({ body, session }, ctx) => {
  const problem = workProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, works, body.id, workValues(body), session, ctx.now());
};

export const hrmEmployeeDeleteWork: Handler<'hrmEmployeeDeleteWork'> = ({ query }, { store }) => deleteSection(store, works, query.id);

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
  sectionPage(store, families, query);

export const hrmEmployeeAddFamily: Handler<'hrmEmployeeAddFamily'> = ({ body, session }, ctx) => {
  const problem = familyProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, families, body.employeeId, familyValues(body), session, ctx.now());
};

export const hrmEmployeeEditFamily: Handler<'hrmEmployeeEditFamily'> = ({ body, session }, ctx) => {
  const problem = familyProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, families, body.id, familyValues(body), session, ctx.now());
};

export const hrmEmployeeDeleteFamily: Handler<'hrmEmployeeDeleteFamily'> = ({ query }, { store }) => deleteSection(store, families, query.id);

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
  sectionPage(store, certificates, query);

export const hrmEmployeeAddCertificate: Handler<'hrmEmployeeAddCertificate'> = ({ body, session }, ctx) => {
  const problem = certificateProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, certificates, body.employeeId, certificateValues(body), session, ctx.now());
};

export const hrmEmployeeEditCertificate: Handler<'hrmEmployeeEditCertificate'> = ({ body, session }, ctx) => {
  const problem = certificateProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, certificates, body.id, certificateValues(body), session, ctx.now());
};

export const hrmEmployeeDeleteCertificate: Handler<'hrmEmployeeDeleteCertificate'> = ({ query }, { store }) => deleteSection(store, certificates, query.id);

export const hrmEmployeeListChangeByMainId: Handler<'hrmEmployeeListChangeByMainId'> = ({ query }, { store }) =>
  sectionPage(store, changes, query);

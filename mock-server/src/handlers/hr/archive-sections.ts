// An employee's archive sections: education, work, family, certificates, and the change log.
import { NOT_FOUND } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import type { ListOptions } from '../../query/list-query.js';
import type { StoreData } from '../../store/data.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { employees } from './employee-entity.js';
import { AUDIT_FIELDS, DEPART_DICT } from './fields.js';
import { ADDED, DELETED, EDITED, NO_EMPLOYEE, NO_ID, say } from './shared.js';
import { defineEntity, type Entity, type NewRow } from '../../entity/entity.js';
import type { EducationRow } from '../../store/records/hr.js';

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

/** What every section row has: its employee and the four audit fields. */
type SectionRow = Pick<EducationRow, 'id' | 'employeeId' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** A section table on the entity kit: rows deleted for good, listed per employee (the employee id is the fixed filter). */
const section = <Row extends SectionRow>(table: (data: StoreData) => Row[], fields: EntityFields, sort: ListOptions['defaultSort']) =>
  defineEntity({ table, fields, list: { defaultSort: sort, reserved: ['employeeId'] } });

const educations = section((data) => data.hrEducations, EDUCATION_FIELDS, { column: 'startDate', order: 'desc' });
const works = section((data) => data.hrWorks, WORK_FIELDS, { column: 'startDate', order: 'desc' });
const families = section((data) => data.hrFamilies, FAMILY_FIELDS, { column: 'createTime', order: 'asc' });
const certificates = section((data) => data.hrCertificates, CERTIFICATE_FIELDS, { column: 'issueDate', order: 'desc' });
/** The change log: rows never updated (creation stamp only), added by the roster's and the approvals' handlers. */
export const changes = defineEntity({
  table: (data) => data.hrChanges,
  fields: CHANGE_FIELDS,
  list: { defaultSort: { column: 'changeDate', order: 'desc' }, reserved: ['employeeId'] },
  audit: 'creation',
});

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

// An employee's archive sections on the entity kit: education, work, family, certificates, and the change log.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { ListOptions } from '../query/list-query.js';
import type { StoreData } from '../store/data.js';
import type { EducationRow } from '../store/records/hr.js';
import { AUDIT_FIELDS, DEPART_DICT } from './hr-fields.js';

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
export type SectionRow = Pick<EducationRow, 'id' | 'employeeId' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** A section table on the entity kit: rows deleted for good, listed per employee (the employee id is the fixed filter). */
const section = <Row extends SectionRow>(table: (data: StoreData) => Row[], fields: EntityFields, sort: ListOptions['defaultSort']) =>
  defineEntity({ table, fields, list: { defaultSort: sort, reserved: ['employeeId'] } });

export const educations = section((data) => data.hrEducations, EDUCATION_FIELDS, { column: 'startDate', order: 'desc' });
export const works = section((data) => data.hrWorks, WORK_FIELDS, { column: 'startDate', order: 'desc' });
export const families = section((data) => data.hrFamilies, FAMILY_FIELDS, { column: 'createTime', order: 'asc' });
export const certificates = section((data) => data.hrCertificates, CERTIFICATE_FIELDS, { column: 'issueDate', order: 'desc' });
/** The change log: rows never updated (creation stamp only), added by the roster's and the approvals' handlers. */
export const changes = defineEntity({
  table: (data) => data.hrChanges,
  fields: CHANGE_FIELDS,
  list: { defaultSort: { column: 'changeDate', order: 'desc' }, reserved: ['employeeId'] },
  audit: 'creation',
});

// 入职 requests (mis_employee_enrollment) on the entity kit: their query fields and audit stamping. A hired candidate
// becomes an enrolment; an approved one puts the person on the roster.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { AUDIT_FIELDS, DEPART_DICT, LATEST_FIRST } from './hr-fields.js';

export const ENROLLMENT_FIELDS: EntityFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  sex: { type: 'string', dict: 'sex' },
  idCard: { type: 'string' },
  birthday: { type: 'date' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  post: { type: 'string' },
  type: { type: 'string', dict: 'employee_type' },
  planEntryDate: { type: 'date' },
  entryDate: { type: 'date' },
  probationMonths: { type: 'number' },
  contractType: { type: 'string', dict: 'contract_type' },
  contractYears: { type: 'number' },
  salary: { type: 'number' },
  materials: { type: 'string', dict: 'entry_material' },
  candidateId: { type: 'string' },
  employeeId: { type: 'string' },
  status: { type: 'string', dict: 'enrollment_status' },
  opinion: { type: 'string' },
  approveBy: { type: 'string' },
  approveTime: { type: 'datetime' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};

/** Deleted for good (an approved enrolment cannot be deleted); new requests first. */
export const enrollments = defineEntity({ table: (data) => data.hrEnrollments, fields: ENROLLMENT_FIELDS, list: LATEST_FIRST });

// 转正申请 (mis_employee_regular) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { APPLICANT_FIELDS, LATEST_FIRST, PERSON_FIELDS } from './hr-fields.js';

export const REGULAR_FIELDS: EntityFields = {
  ...APPLICANT_FIELDS,
  probationEndDate: { type: 'date' },
  regularDate: { type: 'date' },
  assessScore: { type: 'number' },
  selfEvaluation: { type: 'string' },
  status: { type: 'string', dict: 'regular_status' },
};

/** The query fields of 试用期员工 (employees on probation, computed from the roster). */
export const PROBATION_FIELDS: EntityFields = {
  ...PERSON_FIELDS,
  post: { type: 'string' },
  type: { type: 'string', dict: 'employee_type' },
  entryDate: { type: 'date' },
  probationMonths: { type: 'number' },
  probationEndDate: { type: 'date' },
  daysLeft: { type: 'number' },
  applying: { type: 'boolean' },
};

/** mis_employee_regular on the entity kit: audit stamping; deleted for good unless approved. */
export const regulars = defineEntity({ table: (data) => data.hrRegulars, fields: REGULAR_FIELDS, list: LATEST_FIRST });

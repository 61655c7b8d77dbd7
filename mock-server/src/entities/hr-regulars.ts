// 转正申请 (mis_employee_regular) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { APPLICANT_FIELDS, LATEST_FIRST } from './hr-fields.js';

export const REGULAR_FIELDS: EntityFields = {
  ...APPLICANT_FIELDS,
  probationEndDate: { type: 'date' },
  regularDate: { type: 'date' },
  assessScore: { type: 'number' },
  selfEvaluation: { type: 'string' },
  status: { type: 'string', dict: 'regular_status' },
};

/** mis_employee_regular on the entity kit: audit stamping; deleted for good unless approved. */
export const regulars = defineEntity({ table: (data) => data.hrRegulars, fields: REGULAR_FIELDS, list: LATEST_FIRST });

// 离职申请 (mis_employee_dimission) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { APPLICANT_FIELDS, LATEST_FIRST } from './hr-fields.js';

export const DIMISSION_FIELDS: EntityFields = {
  ...APPLICANT_FIELDS,
  dimissionType: { type: 'string', dict: 'dimission_type' },
  leaveDate: { type: 'date' },
  reason: { type: 'string' },
  handoverTo: { type: 'string' },
  handoverContent: { type: 'string' },
  status: { type: 'string', dict: 'dimission_status' },
};

/** mis_employee_dimission on the entity kit: audit stamping; deleted for good unless approved. */
export const dimissions = defineEntity({ table: (data) => data.hrDimissions, fields: DIMISSION_FIELDS, list: LATEST_FIRST });

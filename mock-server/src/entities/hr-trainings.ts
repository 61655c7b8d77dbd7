// 培训记录 (hrm_training) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { ListOptions } from '../query/list-query.js';
import { AUDIT_FIELDS, PERSON_FIELDS } from './hr-fields.js';

export const TRAINING_FIELDS: EntityFields = {
  ...PERSON_FIELDS,
  courseName: { type: 'string' },
  trainingType: { type: 'string', dict: 'training_type' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  hours: { type: 'number' },
  institution: { type: 'string' },
  trainer: { type: 'string' },
  result: { type: 'string', dict: 'training_result' },
  attachment: { type: 'string' },
  cost: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};

export const TRAINING_OPTIONS: ListOptions = { defaultSort: { column: 'startDate', order: 'desc' } };

/** hrm_training on the entity kit (deleted for good). Its lists page the records joined with the roster
 * (handlers/hr/trainings.ts). */
export const trainings = defineEntity({ table: (data) => data.hrTrainings, fields: TRAINING_FIELDS, list: TRAINING_OPTIONS });

// 招聘候选人 (rpm_candidate) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { AUDIT_FIELDS, DEPART_DICT, LATEST_FIRST } from './hr-fields.js';

/** A candidate's demand shown by its position (the rpm_demand table dictionary). */
export const DEMAND_DICT = 'rpm_demand,position,id';

export const CANDIDATE_FIELDS = {
  id: { type: 'string' },
  name: { type: 'string' },
  sex: { type: 'string', dict: 'sex' },
  age: { type: 'number' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  school: { type: 'string' },
  major: { type: 'string' },
  workYears: { type: 'number' },
  applyPost: { type: 'string' },
  projectId: { type: 'string', dict: DEPART_DICT },
  channel: { type: 'string', dict: 'candidate_channel' },
  stage: { type: 'string', dict: 'candidate_stage' },
  status: { type: 'string', dict: 'candidate_status' },
  expectedSalary: { type: 'number' },
  interviewer: { type: 'string' },
  interviewTime: { type: 'datetime' },
  hireDate: { type: 'date' },
  eliminateReason: { type: 'string' },
  eliminateTime: { type: 'datetime' },
  enrollmentId: { type: 'string' },
  demandId: { type: 'string', dict: DEMAND_DICT },
  idCard: { type: 'string' },
  skills: { type: 'string' },
  city: { type: 'string' },
  resumeFile: { type: 'string' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;

/** rpm_candidate on the entity kit: deleted for good; an eliminated candidate is a status, not a delete. */
export const candidates = defineEntity({ table: (data) => data.hrCandidates, fields: CANDIDATE_FIELDS, list: LATEST_FIRST });

// 招聘需求 (rpm_demand), 候选人阶段记录 and 面试记录 on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { AUDIT_FIELDS, DEPART_DICT, LATEST_FIRST } from './hr-fields.js';

export const USER_DICT = 'sys_user,realname,username';

export const DEMAND_FIELDS = {
  id: { type: 'string' },
  position: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  headcount: { type: 'number' },
  location: { type: 'string' },
  salaryMin: { type: 'number' },
  salaryMax: { type: 'number' },
  deadline: { type: 'date' },
  urgency: { type: 'string', dict: 'demand_urgency' },
  status: { type: 'string', dict: 'demand_status' },
  claimedBy: { type: 'string', dict: USER_DICT },
  claimTime: { type: 'datetime' },
  requirement: { type: 'string' },
  remark: { type: 'string' },
  screeningCount: { type: 'number' },
  interviewCount: { type: 'number' },
  offerCount: { type: 'number' },
  hiredCount: { type: 'number' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;

/** rpm_demand: deleted for good (only while no candidate refers to it); new demands first. */
export const demands = defineEntity({ table: (data) => data.rpmDemands, fields: DEMAND_FIELDS, list: LATEST_FIRST });

export const STAGE_FIELDS = {
  id: { type: 'string' },
  candidateId: { type: 'string' },
  fromStage: { type: 'string', dict: 'candidate_stage' },
  toStage: { type: 'string', dict: 'candidate_stage' },
  action: { type: 'string', dict: 'candidate_action' },
  note: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;

/** A candidate's stage history: written once, never changed; kept in the order it happened. */
export const candidateStages = defineEntity({ table: (data) => data.hrCandidateStages, fields: STAGE_FIELDS, newRows: 'last', audit: 'creation', list: { defaultSort: { column: 'createTime', order: 'asc' } } });

export const INTERVIEW_FIELDS = {
  id: { type: 'string' },
  candidateId: { type: 'string' },
  interviewTime: { type: 'datetime' },
  interviewer: { type: 'string', dict: USER_DICT },
  result: { type: 'string', dict: 'interview_result' },
  score: { type: 'number' },
  notes: { type: 'string' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;

export const candidateInterviews = defineEntity({ table: (data) => data.hrCandidateInterviews, fields: INTERVIEW_FIELDS, list: { defaultSort: { column: 'interviewTime', order: 'desc' } } });

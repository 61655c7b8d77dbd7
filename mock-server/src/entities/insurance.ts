// 商业保险 (mis_ins_policy, mis_ins_member, mis_ins_claim) on the entity kit: their query fields (joined and
// computed ones included: the lists page rows with them). Rows are deleted for good (no recycle bin).
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { DEPART_DICT } from './hr-fields.js';

const AUDIT = {
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const INS_POLICY_FIELDS = {
  id: { type: 'string' },
  policyNo: { type: 'string' },
  insurer: { type: 'string', dict: 'ins_insurer' },
  planType: { type: 'string', dict: 'ins_plan_type' },
  planName: { type: 'string' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  premium: { type: 'number' },
  coverage: { type: 'number' },
  status: { type: 'string', dict: 'ins_policy_status' },
  insuredCount: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const INS_MEMBER_FIELDS = {
  id: { type: 'string' },
  policyId: { type: 'string' },
  policyNo: { type: 'string' },
  insurer: { type: 'string', dict: 'ins_insurer' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  employeeName: { type: 'string' },
  idCard: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  startMonth: { type: 'string' },
  endMonth: { type: 'string' },
  status: { type: 'string', dict: 'ins_member_status' },
  ...AUDIT,
} satisfies EntityFields;

export const INS_CLAIM_FIELDS = {
  id: { type: 'string' },
  claimNo: { type: 'string' },
  policyId: { type: 'string' },
  policyNo: { type: 'string' },
  insurer: { type: 'string', dict: 'ins_insurer' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  employeeName: { type: 'string' },
  accidentDate: { type: 'date' },
  claimType: { type: 'string', dict: 'ins_claim_type' },
  description: { type: 'string' },
  claimAmount: { type: 'number' },
  paidAmount: { type: 'number' },
  status: { type: 'string', dict: 'ins_claim_status' },
  rejectReason: { type: 'string' },
  attachments: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const insPolicies = defineEntity({
  table: (data) => data.insPolicies,
  fields: INS_POLICY_FIELDS,
  list: { defaultSort: { column: 'startDate', order: 'desc' }, code: 200 },
});

export const insMembers = defineEntity({
  table: (data) => data.insMembers,
  fields: INS_MEMBER_FIELDS,
  list: { defaultSort: { column: 'startMonth', order: 'desc' }, code: 200 },
});

export const insClaims = defineEntity({
  table: (data) => data.insClaims,
  fields: INS_CLAIM_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 200 },
});

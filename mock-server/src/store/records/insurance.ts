// 商业保险 (mis_ins_*) as the store keeps it: the roster's and the policy's fields are joined when read, states
// that follow from dates are computed.
import type { Stored } from '../../lib/schema.js';

/** 保单; its status (from the period) and the count insured this month are read. */
export type InsPolicyRecord = Omit<Required<Stored<'InsPolicy'>>, 'status' | 'insuredCount'>;

/** 参保人员: the roster employee on a policy by month; the employee and the policy are joined when read. */
export type InsMemberRecord = Pick<Required<Stored<'InsMember'>>, 'id' | 'policyId' | 'employeeId' | 'startMonth' | 'endMonth' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** 理赔; the employee and the policy are joined when read. */
export type InsClaimRecord = Omit<Required<Stored<'InsClaim'>>, 'policyNo' | 'insurer' | 'workNo' | 'employeeName'>;

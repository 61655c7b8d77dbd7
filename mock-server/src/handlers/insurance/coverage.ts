// Who is insured when: a member covers the months from startMonth to endMonth (the last month insured, open while
// null), within the policy's period. The bill, the policy's head count and the claim check read this.
import type { InsMemberRecord, InsPolicyRecord } from '../../store/records/insurance.js';

export const policyMonths = (policy: Pick<InsPolicyRecord, 'startDate' | 'endDate'>) => ({ from: policy.startDate.slice(0, 7), to: policy.endDate.slice(0, 7) });

/** Whether the member is insured in `month` (yyyy-MM). */
export const coveredIn = (member: Pick<InsMemberRecord, 'startMonth' | 'endMonth'>, month: string) => member.startMonth <= month && (member.endMonth === null || month <= member.endMonth);

/** The month before `month` (yyyy-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

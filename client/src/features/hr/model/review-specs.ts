// How each request list is decided: its approval call, the words of its two links and the date the approval sets
// (hr.yaml HrApproveRequest: `date` is the actual date, the application's when absent).
import type { ApprovalKind } from '../api/lifecycle-api';

export interface ReviewSpec {
  kind: ApprovalKind;
  /** The permission of both links. */
  permission: string;
  /** The link (and dialog title) that approves, and the one that refuses. */
  pass: string;
  reject: string;
  /** The date the approval sets, and the request field it starts from. */
  dateLabel: string;
  dateField: string;
  /** What the refusal asks for. */
  reasonLabel: string;
}

export const ENROLLMENT_REVIEW: ReviewSpec = {
  kind: 'enrollment',
  permission: 'hrm:enrollment:approve',
  pass: '办理入职',
  reject: '放弃入职',
  dateLabel: '实际入职日期',
  dateField: 'planEntryDate',
  reasonLabel: '放弃原因',
};

export const REGULAR_REVIEW: ReviewSpec = {
  kind: 'regular',
  permission: 'hrm:regular:approve',
  pass: '通过',
  reject: '驳回',
  dateLabel: '转正日期',
  dateField: 'regularDate',
  reasonLabel: '驳回原因',
};

export const DIMISSION_REVIEW: ReviewSpec = {
  kind: 'dimission',
  permission: 'hrm:dimission:approve',
  pass: '通过',
  reject: '驳回',
  dateLabel: '最后工作日',
  dateField: 'leaveDate',
  reasonLabel: '驳回原因',
};

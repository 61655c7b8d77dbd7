// A candidate's way through recruitment, as the detail drawer shows it: the four steps (筛选 → 面试 → Offer → 录用)
// and where the candidate stands on them, the dialogs' fields of 记录面试 and 变更阶段 (the kit's editors and rules:
// the interviewer from the user picker, a score of 0–100), and the requests they make.
import type { AnyField } from '@/widgets/resource';
import type { Candidate } from '../../resume/api/resume-api';
import type { InterviewForm, StageRequest } from '../api/candidate-detail-api';

export const INTERVIEW_PERMISSION = 'rpm:candidate:interview';
export const STAGE_PERMISSION = 'rpm:candidate:stage';
export const RESERVE_PERMISSION = 'rpm:candidate:reserve';

export const WAY_STEPS = ['筛选', '面试', 'Offer', '录用'] as const;

export type StepStatus = 'process' | 'finish' | 'error' | 'wait';

/** The step a candidate stands on (0–3) and how: 处理中 in process, 已录用 finished, 已淘汰 failed there, 人才储备 waiting. */
export function wayOf(candidate: Pick<Candidate, 'stage' | 'status'>): { current: number; status: StepStatus } {
  if (candidate.status === '2') return { current: 3, status: 'finish' };
  const current = candidate.stage === '1' ? 0 : candidate.stage === '4' ? 2 : 1;
  return { current, status: candidate.status === '3' ? 'error' : candidate.status === '4' ? 'wait' : 'process' };
}

export const INTERVIEW_FIELDS: readonly AnyField[] = [
  { name: 'interviewTime', label: '面试时间', kind: 'datetime', form: { required: true } },
  { name: 'interviewer', label: '面试官', kind: 'sel_user', form: { required: true } },
  { name: 'result', label: '面试结果', kind: 'list', dictCode: 'interview_result', form: { required: true } },
  { name: 'score', label: '评分', kind: 'number', form: { required: true, range: { min: 0, max: 100 }, messages: { range: '评分须在0到100之间' } } },
  { name: 'notes', label: '面试评价', kind: 'textarea', form: { max: 500 } },
];

export const STAGE_FIELDS: readonly AnyField[] = [
  { name: 'stage', label: '新阶段', kind: 'list', dictCode: 'candidate_stage', form: { required: true } },
  { name: 'note', label: '说明', kind: 'textarea', form: { max: 200 } },
];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The interview request from the dialog's values (a whole-number score; the interviewer's username). */
export function interviewRequestOf(candidateId: string, values: Record<string, unknown>): InterviewForm {
  return {
    candidateId,
    interviewTime: String(values.interviewTime ?? ''),
    interviewer: String(values.interviewer ?? ''),
    result: String(values.result ?? '') as InterviewForm['result'],
    score: Math.round(Number(values.score)),
    notes: text(values.notes),
  };
}

export function stageRequestOf(id: string, values: Record<string, unknown>): StageRequest {
  return { id, stage: String(values.stage ?? '') as StageRequest['stage'], note: text(values.note) };
}

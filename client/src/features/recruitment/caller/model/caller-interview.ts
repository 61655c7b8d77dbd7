// The interview result form of the caller page: its choices and the request it makes (the interviewer is never
// asked: the server records the signed-in user).
import type { Dayjs } from 'dayjs';
import type { CallerInterviewRequest } from '../api/caller-api';

/** interview_result, in the order an interviewer decides. */
export const INTERVIEW_RESULTS = [
  { value: '1', label: '通过' },
  { value: '2', label: '待定' },
  { value: '3', label: '不通过' },
] as const;

export const RESULT_COLOURS: Record<string, string> = { '1': 'green', '2': 'gold', '3': 'red' };

export const NOTES_MAX = 500;

export interface CallerInterviewValues {
  interviewTime: Dayjs;
  result: CallerInterviewRequest['result'];
  score: number;
  notes?: string | null;
}

export function callerInterviewRequestOf(candidateId: string, values: CallerInterviewValues): CallerInterviewRequest {
  const notes = values.notes?.trim();
  return {
    candidateId,
    interviewTime: values.interviewTime.format('YYYY-MM-DD HH:mm:ss'),
    result: values.result,
    score: Math.round(values.score),
    notes: notes ? notes : null,
  };
}

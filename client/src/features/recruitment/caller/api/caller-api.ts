// The candidate-caller page's calls: the signed-in interviewer's own candidates, one of them with the interviewer's
// own interview records, and the interview result recorded with the interviewer as the signed-in user. The server
// refuses anyone else's candidate (该候选人不是您的面试对象).
import { queryOptions } from '@tanstack/react-query';
import { getAction, postAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type CallerCandidate = Schema<'HrCandidate'>;
export type CallerCandidateDetail = Schema<'HrCandidateCallerDetail'>;
export type CallerInterviewRequest = Schema<'HrCandidateCallerInterviewForm'>;

/** Enough for one interviewer's open candidates on one screen. */
const PAGE_SIZE = 100;

export const callerQueries = {
  all: ['recruitment', 'caller'] as const,
  list: () =>
    queryOptions({
      queryKey: [...callerQueries.all, 'list'],
      queryFn: async () => (await getAction('/rpm/candidate/caller/list', { query: { pageNo: 1, pageSize: PAGE_SIZE } })).result?.records ?? [],
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...callerQueries.all, 'detail', id],
      // The page shows the refusal itself (another interviewer's candidate), in place of the detail.
      queryFn: async () => (await getAction('/rpm/candidate/caller/queryById', { query: { id }, quietBusinessErrors: true })).result ?? null,
      retry: false,
    }),
};

export async function recordCallerInterview(request: CallerInterviewRequest): Promise<string> {
  return (await postAction('/rpm/candidate/caller/addInterview', { body: request }, { quietBusinessErrors: true })).message;
}

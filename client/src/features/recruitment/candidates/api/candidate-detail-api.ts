// A candidate's way through recruitment: its stage history and interview records (the detail drawer), 变更阶段,
// 放入人才库 and 邀请 back into a demand (人才库).
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type Candidate = Schema<'HrCandidate'>;
export type CandidateStage = Schema<'HrCandidateStage'>;
export type CandidateInterview = Schema<'HrCandidateInterview'>;
export type InterviewForm = Schema<'HrCandidateInterviewForm'>;
export type StageRequest = Schema<'HrCandidateStageRequest'>;

export async function stagesOf(id: string): Promise<CandidateStage[]> {
  return (await getAction('/rpm/candidate/queryStageByMainId', { query: { id } })).result ?? [];
}

export async function interviewsOf(id: string): Promise<CandidateInterview[]> {
  return (await getAction('/rpm/candidate/queryInterviewByMainId', { query: { id } })).result ?? [];
}

export async function addInterview(form: InterviewForm): Promise<string> {
  return (await postAction('/rpm/candidate/addInterview', { body: form })).message;
}

export async function deleteInterview(id: string): Promise<string> {
  return (await deleteAction('/rpm/candidate/deleteInterview', { query: { id } })).message;
}

export async function changeStage(request: StageRequest): Promise<string> {
  return (await putAction('/rpm/candidate/changeStage', { body: request })).message;
}

export async function reserveCandidate(id: string): Promise<string> {
  return (await putAction('/rpm/candidate/reserve', { query: { id }, body: undefined as never })).message;
}

export async function inviteCandidate(id: string, demandId: string): Promise<string> {
  return (await putAction('/rpm/candidate/invite', { body: { id, demandId } })).message;
}

export async function candidateOf(id: string): Promise<Candidate | null> {
  return (await getAction('/rpm/candidate/queryById', { query: { id } })).result ?? null;
}

/** The detail drawer's query keys: the candidate, its stages and interviews. */
export const detailKey = (id: string) => ['candidate-detail', id] as const;

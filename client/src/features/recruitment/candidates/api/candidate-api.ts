// The candidate lists' own calls: 录用 (creates a 待入职 enrolment in 入职管理), 淘汰 (with the reason), 恢复.
import { putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type HireRequest = Schema<'HrCandidateHireRequest'>;

export async function hireCandidate(request: HireRequest): Promise<string> {
  return (await putAction('/rpm/candidate/hire', { body: request })).message;
}

export async function eliminateCandidates(ids: readonly string[], reason: string): Promise<string> {
  return (await putAction('/rpm/candidate/eliminate', { body: { ids: ids.join(','), reason } })).message;
}

export async function recoverCandidate(id: string): Promise<string> {
  // A bodyless PUT: the id travels in the query (the document has no body for it).
  return (await putAction('/rpm/candidate/recover', { query: { id }, body: undefined as never })).message;
}

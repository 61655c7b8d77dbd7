// 需求大厅's own calls: 认领 (the signed-in recruiter claims a demand), and one demand with its candidates.
import { getAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type Demand = Schema<'HrDemand'>;
export type Candidate = Schema<'HrCandidate'>;

export async function claimDemand(id: string): Promise<string> {
  // A bodyless PUT: the id travels in the query.
  return (await putAction('/rpm/demand/claim', { query: { id }, body: undefined as never })).message;
}

/** A demand as it is now, with its stage counts. */
export async function demandOf(id: string): Promise<Demand | null> {
  return (await getAction('/rpm/demand/queryById', { query: { id } })).result ?? null;
}

/** Every candidate on a demand, whatever their status, newest first. */
export async function candidatesOfDemand(id: string): Promise<Candidate[]> {
  return (await getAction('/rpm/candidate/list', { query: { demandId: id, pageNo: 1, pageSize: 200, column: 'createTime', order: 'desc' } })).result?.records ?? [];
}

/** Under the list's key, so that whatever reloads the 需求大厅 reloads an open demand too. */
export const demandDetailKey = (id: string) => ['demand', 'list', 'detail', id] as const;

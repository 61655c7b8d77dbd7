// 需求大厅's own calls: 认领 (the signed-in recruiter claims a demand).
import { putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type Demand = Schema<'HrDemand'>;

export async function claimDemand(id: string): Promise<string> {
  // A bodyless PUT: the id travels in the query.
  return (await putAction('/rpm/demand/claim', { query: { id }, body: undefined as never })).message;
}

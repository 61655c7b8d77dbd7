// The logs domain's list (/sys/log/list) for 日志管理.
import { getAction } from '@/api/http';
import type { OperationAt, QueryParamsOf, Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';

export type SysLog = Schema<'SysLog'>;

/** The list's parameters name the document's filters (the search schema and query fields use its names). */
export async function loadLogs(params: ListParams): Promise<PageOf<SysLog>> {
  const answer = await getAction('/sys/log/list', { query: params as QueryParamsOf<OperationAt<'/sys/log/list', 'get'>> });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

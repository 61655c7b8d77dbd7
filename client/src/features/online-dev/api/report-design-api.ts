// The designer's reads: a report's fields and parameters (to edit it) and 解析SQL.
import { BusinessError } from '@/api/errors';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type ReportItem = Schema<'OnlineReportItem'>;
export type ReportParam = Schema<'OnlineReportParam'>;
export type ParsedSql = Schema<'OnlineReportParsed'>;

export const reportDesignQueries = {
  parts: (headId: string) => ({
    queryKey: ['online-dev', 'report-parts', headId] as const,
    queryFn: async () => {
      const [items, params] = await Promise.all([
        getAction('/online/cgreport/item/listByHeadId', { query: { headId } }),
        getAction('/online/cgreport/param/listByHeadId', { query: { headId } }),
      ]);
      return { items: items.result ?? [], params: params.result ?? [] };
    },
    staleTime: 0,
  }),
};

/** Runs the SQL on the server (a few rows) and answers its columns and `${params}`, or the server's refusal (the
 * guard's or SQLite's message), which the editor shows beside the SQL rather than as a passing notification. */
export async function parseSql(sql: string): Promise<ParsedSql | { refusal: string }> {
  try {
    const answer = await getAction('/online/cgreport/head/parseSql', { query: { sql }, quietBusinessErrors: true });
    return answer.result ?? { fields: [], params: [] };
  } catch (error) {
    if (error instanceof BusinessError) return { refusal: error.body.message };
    throw error;
  }
}

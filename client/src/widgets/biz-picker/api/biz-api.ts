// The business-entity picker's calls: a page of its listUrl, and the echo of stored values (B-PICK-26).
import { getPageAction, type PageListPath } from '@/api/http';
import { resultOf, rowsOf, type RowPage } from '@/widgets/picker-kit';

export async function fetchBizPage(listUrl: PageListPath, query: Record<string, string | number>): Promise<RowPage> {
  return rowsOf(resultOf(await getPageAction(listUrl, query, { quietBusinessErrors: true })));
}

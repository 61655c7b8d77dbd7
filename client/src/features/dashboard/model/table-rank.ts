// Ranks the workbench tables compute themselves (spec 000 §2.4 items 5–6, §2.7).

/** Page size of the receivables, budget and profit-contribution tables (000 §9). */
export const DASHBOARD_TABLE_PAGE_SIZE = 20;
/** Scroll height of those tables (000 §9). */
export const DASHBOARD_TABLE_SCROLL_Y = 273;
/** Page size of 主要项目一览表 (the rank page size of 000 §9). */
export const MAIN_PROJECTS_PAGE_SIZE = 10;

/** Rank of the row at `index` (0-based) on page `pageNo` (1-based): continuous across pages. */
export function rankOf(pageNo: number, pageSize: number, index: number): number {
  return (pageNo - 1) * pageSize + index + 1;
}

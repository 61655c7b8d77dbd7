// The ranking list (spec 000 §2.4 item 4): business units by revenue (decisions #10), top three highlighted.
import type { RevenueShare } from '../api/dashboard-types';

export const HIGHLIGHTED_RANKS = 3;

export interface RankingRow {
  name: string;
  total: number;
}

/** Largest first, from revenueGroupByBusiness (name and amount as the row's total). */
export function rankingRows(rows: readonly RevenueShare[]): RankingRow[] {
  return rows.map((row) => ({ name: row.name, total: row.amount })).sort((a, b) => b.total - a.total);
}

export function isHighlightedRank(rank: number): boolean {
  return rank >= 1 && rank <= HIGHLIGHTED_RANKS;
}

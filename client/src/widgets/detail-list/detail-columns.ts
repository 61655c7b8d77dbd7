// The detail list has 1 to 4 columns, 3 by default (001 §2, §9).
import { DETAIL_LIST_DEFAULT_COLUMNS, DETAIL_LIST_MAX_COLUMNS } from '@/shared/config/widget-constants';

export function detailColumns(requested: unknown): number {
  const count = Number(requested);
  if (requested === undefined || requested === null || !Number.isFinite(count)) return DETAIL_LIST_DEFAULT_COLUMNS;
  return Math.min(DETAIL_LIST_MAX_COLUMNS, Math.max(1, Math.floor(count)));
}

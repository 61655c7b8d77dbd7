// The list defaults of spec 001 §9 / 000 §9: 10 a page, 10/20/30, quick jumper, "{from}-{to} 共 {n} 条", id descending;
// dates YYYY-MM-DD (001 §5).

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

/** The spec's default sort (upstream's mixin uses createTime; a screen may pass its own). */
export const DEFAULT_SORT: ListSort = { column: 'id', order: 'desc' };

/** Dates in search forms and their filters: YYYY-MM-DD (001 §5). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export function totalText(total: number, [from, to]: [number, number]): string {
  return `${from}-${to} 共 ${total} 条`;
}

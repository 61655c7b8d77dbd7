// The list defaults of spec 001 §9 / 000 §9: 10 a page, 10/20/30, quick jumper, "{from}-{to} 共 {n} 条", id descending.
// The values are the shared §9 constants; the names here are the ones this widget exports to the screens (antd's size
// changer gets the options as strings).
import { LIST_DEFAULT_SORT, LIST_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '@/shared/config/widget-constants';

export const DEFAULT_PAGE_SIZE = LIST_PAGE_SIZE;
export const PAGE_SIZE_OPTIONS = LIST_PAGE_SIZE_OPTIONS.map(String);

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

/** The spec's default sort (upstream's mixin uses createTime; a screen may pass its own). */
export const DEFAULT_SORT: ListSort = LIST_DEFAULT_SORT;

export { totalText } from '@/shared/lib/list-total-text';

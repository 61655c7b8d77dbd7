// The user picker's list defaults (001 §2, §9), read from the one module of §9 constants.
import {
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_OPTIONS,
  USER_BY_DEPARTMENT_WIDTH,
  USER_PICKER_DEFAULT_SORT,
  USER_PICKER_SCROLL_BELOW_PX,
} from '@/shared/config/widget-constants';

/** List default page size and its options. */
export const USER_PAGE_SIZE = LIST_PAGE_SIZE;
export const USER_PAGE_SIZE_OPTIONS = [...LIST_PAGE_SIZE_OPTIONS];
/** B-PICK-13: the user picker's default sort. */
export const USER_DEFAULT_SORT = USER_PICKER_DEFAULT_SORT;
/** B-PICK-03: the select-user-by-department modal's default width. */
export const USER_MODAL_WIDTH = USER_BY_DEPARTMENT_WIDTH;
/** B-PICK-14: below this width the user table scrolls horizontally. */
export const USER_NARROW_WIDTH = USER_PICKER_SCROLL_BELOW_PX;
/** The user table's width when it scrolls (the widget's own layout, not a §9 number). */
export const USER_TABLE_SCROLL_X = 640;

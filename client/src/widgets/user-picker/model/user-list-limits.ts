// The user picker's list defaults (001 §9).

/** List default page size and its options. */
export const USER_PAGE_SIZE = 10;
export const USER_PAGE_SIZE_OPTIONS = [10, 20, 30];
/** B-PICK-13: the user picker's default sort. */
export const USER_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
/** B-PICK-03: the select-user-by-department modal's default width. */
export const USER_MODAL_WIDTH = 1250;
/** B-PICK-14: below this width the user table scrolls horizontally. */
export const USER_NARROW_WIDTH = 500;
/** The user table's width when it scrolls. */
export const USER_TABLE_SCROLL_X = 640;

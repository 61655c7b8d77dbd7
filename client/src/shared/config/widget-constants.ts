// The business constants and limits of spec 001 §9 that the widgets share (B-CONST, decision 20). Widgets import
// their defaults from here so each number is written once: a widget keeps no copy, though a model file may give one
// of these a name of the widget's own (dict-limits.ts, list-defaults.ts).

/** Date formats (001 §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

/** Text shortening (001 §9): the default ellipsis length, the pickers' and the file names' (5 characters + …). */
export const ELLIPSIS_LENGTH = 25;
export const PICKER_ELLIPSIS_LENGTH = 12;
export const FILE_NAME_ELLIPSIS_LENGTH = 5;
/** The select-biz display is truncated at 25 characters (001 §2). */
export const SELECT_BIZ_ELLIPSIS_LENGTH = 25;

/** Year ranges of the date and cron widgets span 100 years (001 §9). */
export const YEAR_RANGE = 100;

/** Multi-value fields are stored comma-joined (001 §9). */
export const VALUE_SEPARATOR = ',';

/** Lists (001 §9): page size 10 with 10/20/30; default sort id descending (the user picker: createTime desc). */
export const LIST_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const LIST_DEFAULT_SORT = { column: 'id', order: 'desc' } as const;
export const USER_PICKER_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

/** The generic picker modal (001 §9, decision 20). */
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;
export const PICKER_MODAL_WIDTH = 900;
export const PICKER_TABLE_HEIGHT = 240;

/** Named pickers' widths (001 §2, decision 20). */
export const POPUP_PICKER_WIDTH = 1200;
export const POPUP_PICKER_PAGE_SIZE = 10;
/** Popup report columns and data are cached this long per group (001 §9). */
export const POPUP_CACHE_MS = 30_000;
export const USER_BY_DEPARTMENT_WIDTH = 1250;
export const DEPARTMENT_PICKER_WIDTH = 500;
export const SELECT_BIZ_WIDTH = 1200;
/** Below this width the user picker scrolls horizontally (001 §9). */
export const USER_PICKER_SCROLL_BELOW_PX = 500;

/** Search-select (001 §5, §9): page size 10, keyword debounce 800 ms; dictionary search 300 ms. */
export const SEARCH_SELECT_PAGE_SIZE = 10;
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export const DICT_SEARCH_DEBOUNCE_MS = 300;

/** Tree selects (001 §9). */
export const TREE_SELECT_MAX_TAG_COUNT = 5;
export const TREE_SELECT_DROPDOWN_MAX_HEIGHT = 400;

/** Area selector and map picker (001 §2, §9). */
export const AREA_LEVELS = 3;
export const AREA_ROOT_CODE = '86';
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_SELECTED_ZOOM = 12;

/** File popup default size (001 §9). */
export const FILE_POPUP_WIDTH = 520;
export const FILE_POPUP_HEIGHT = 200;

/** Detail list columns (001 §2, §9): 1 to 4, default 3. */
export const DETAIL_LIST_MAX_COLUMNS = 4;
export const DETAIL_LIST_DEFAULT_COLUMNS = 3;

/** The generic modal's body is at most 70vh tall (001 §2). */
export const MODAL_BODY_MAX_HEIGHT = '70vh';
/** The password modal's and the notice-detail modal's widths (001 §2, §9). */
export const PASSWORD_MODAL_WIDTH = 800;
export const NOTICE_DETAIL_MODAL_WIDTH = '60%';

/** Editable table (001 §9). */
export const TABLE_ROW_HEIGHT = 61;
export const TABLE_MAX_HEIGHT = 400;
export const TABLE_ROW_NUMBER_WIDTH = 60;
export const TABLE_INSERT_DEBOUNCE_MS = 1500;
export const TABLE_DEFAULT_ADD_ROWS = 1;
/** Not read by the grid yet (it has no scrolling flag, reload effect or record history): kept for B-GRID-63..65. */
export const TABLE_SCROLLING_FLAG_MS = 100;
export const TABLE_RELOAD_EFFECT_MS = 1400;
export const TABLE_RECORD_HISTORY_CAP = 16;
/** Column widths (001 §9); the rendered width is the larger of width and minimum (decision 17). */
export const TABLE_COLUMN_WIDTH = { default: 120, datetime: 200, userSelect: 220, departSelect: 160 } as const;
export const TABLE_COLUMN_MIN_WIDTH = { datetime: 190, userSelect: 190, departSelect: 190, date: 135 } as const;

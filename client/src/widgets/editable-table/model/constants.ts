// Business constants of the editable table (001 §9).
export const ROW_HEIGHT = 61;
/** Rows rendered beyond each edge of the view: with the 400px default about 9 rows are in the document (decision 28). */
export const ROW_OVERSCAN = 1;
export const MAX_HEIGHT = 400;
export const HEADER_HEIGHT = 44;
export const ROW_NUMBER_WIDTH = 60;
export const SELECTION_WIDTH = 40;
export const DRAG_HANDLE_WIDTH = 40;
export const INSERT_DEBOUNCE_MS = 1500;
export const DEFAULT_ADD_ROWS = 1;
export const DEFAULT_SIZE = 'middle' as const;
export const SCROLLING_FLAG_MS = 100;
export const RELOAD_EFFECT_MS = 1400;
export const ENHANCE_HISTORY_CAP = 16;
export const MULTI_VALUE_SEPARATOR = ',';
export const DEFAULT_ORDER_FIELD = 'orderNum';
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 800;
export const INSERT_TOO_FAST = 'you clicked too fast, please slow down';
export const SAVED_SUCCESSFULLY = 'saved successfully';
export const DICT_CODE_EMPTY = 'dictionary Code cannot be empty';
export const POPUP_SIZE = { default: { width: 200, height: 150 }, large: { width: 300, height: 210 } } as const;

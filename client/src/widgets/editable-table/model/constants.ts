// The editable table's own constants; its messages in Chinese (decision 22: 001 §8 gives them in English). The numbers of 001 §9 (row height, max height, row-number width, insert
// debounce, default add rows, column widths, …) are not here: they come from '@/shared/config/widget-constants'.
/** Rows rendered beyond each edge of the view: with the 400px default about 9 rows are in the document (decision 28). */
export const ROW_OVERSCAN = 1;
export const HEADER_HEIGHT = 44;
export const SELECTION_WIDTH = 40;
export const DRAG_HANDLE_WIDTH = 40;
export const DEFAULT_SIZE = 'middle' as const;
export const DEFAULT_ORDER_FIELD = 'orderNum';
export const INSERT_TOO_FAST = '您点得太快了，请慢一点';
export const SAVED_SUCCESSFULLY = '保存成功';
export const DICT_CODE_EMPTY = '字典Code不能为空';
export const POPUP_SIZE = { default: { width: 200, height: 150 }, large: { width: 300, height: 210 } } as const;

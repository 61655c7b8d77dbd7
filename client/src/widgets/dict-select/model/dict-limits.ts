// The dictionary widgets' numbers of 001 §5 and §9, read from the one module of §9 constants.
import {
  SEARCH_SELECT_DEBOUNCE_MS,
  SEARCH_SELECT_PAGE_SIZE,
  TREE_SELECT_DROPDOWN_MAX_HEIGHT,
  TREE_SELECT_MAX_TAG_COUNT,
} from '@/shared/config/widget-constants';

/** Search-select async mode: keyword debounce (§5, §9). */
export const SEARCH_DEBOUNCE_MS = SEARCH_SELECT_DEBOUNCE_MS;
/** Search-select page size (§9). */
export const SEARCH_PAGE_SIZE = SEARCH_SELECT_PAGE_SIZE;
/** Tree-select tags shown before "+N" (§9, B-TREE-04). */
export const TREE_MAX_TAG_COUNT = TREE_SELECT_MAX_TAG_COUNT;
/** Tree-select dropdown max height (§9, B-TREE-05). */
export const TREE_DROPDOWN_MAX_HEIGHT = TREE_SELECT_DROPDOWN_MAX_HEIGHT;

// The dictionary widgets' numbers of 001 §5 and §9.

/** Search-select async mode: keyword debounce (§5, §9). */
export const SEARCH_DEBOUNCE_MS = 800;
/** Search-select page size (§9). */
export const SEARCH_PAGE_SIZE = 10;
/** Tree-select tags shown before "+N" (§9, B-TREE-04). */
export const TREE_MAX_TAG_COUNT = 5;
/** Tree-select dropdown max height (§9, B-TREE-05). */
export const TREE_DROPDOWN_MAX_HEIGHT = 400;

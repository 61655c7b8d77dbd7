// The popup report picker's numbers (001 §2, §9).

/** B-POPUP-05 */
export const POPUP_WIDTH = 1200;
/** B-POPUP-06 */
export const POPUP_PAGE_SIZE = 10;
/** B-POPUP-08: cached columns and query info live this long. */
export const POPUP_CACHE_LIFETIME_MS = 30_000;

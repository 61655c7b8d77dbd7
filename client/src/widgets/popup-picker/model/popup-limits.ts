// The popup report picker's numbers (001 §2, §9), read from the one module of §9 constants.
import { POPUP_CACHE_MS, POPUP_PICKER_PAGE_SIZE, POPUP_PICKER_WIDTH } from '@/shared/config/widget-constants';

/** B-POPUP-05 */
export const POPUP_WIDTH = POPUP_PICKER_WIDTH;
/** B-POPUP-06 */
export const POPUP_PAGE_SIZE = POPUP_PICKER_PAGE_SIZE;
/** B-POPUP-08: cached columns and query info live this long. */
export const POPUP_CACHE_LIFETIME_MS = POPUP_CACHE_MS;

// Auto-scrolling headcount tables (spec 000 §2.5, §9): 1 pixel every 100 ms, paused while the mouse is over them.

export const AUTO_SCROLL_INTERVAL_MS = 100;
export const AUTO_SCROLL_STEP_PX = 1;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** The next scroll position: one step down, back to the top once the end is shown; 0 when nothing overflows. */
export function nextScrollTop({ scrollTop, scrollHeight, clientHeight }: ScrollBox): number {
  const end = scrollHeight - clientHeight;
  if (end <= 0) return 0;
  // Browsers may stop a fraction short of the end at some zoom levels: treat within a pixel as the end.
  return scrollTop >= end - 0.5 ? 0 : Math.min(end, scrollTop + AUTO_SCROLL_STEP_PX);
}

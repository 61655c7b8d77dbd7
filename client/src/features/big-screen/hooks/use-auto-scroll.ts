import { useEffect, useRef, type RefObject } from 'react';
import { AUTO_SCROLL_INTERVAL_MS, nextScrollTop } from '../model/auto-scroll';

/**
 * Scrolls `boxRef` down 1px every 100 ms, back to the top at the end; paused while the pointer is over it.
 * Returns the handlers to put on the box.
 */
export function useAutoScroll(boxRef: RefObject<HTMLElement | null>) {
  const paused = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => {
      const box = boxRef.current;
      if (!box || paused.current) return;
      box.scrollTop = nextScrollTop(box);
    }, AUTO_SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [boxRef]);
  return {
    onMouseEnter: () => {
      paused.current = true;
    },
    onMouseLeave: () => {
      paused.current = false;
    },
  };
}

// Whether a sideways-scrolling table has columns hidden to its left / right: antd's `ant-table-fix-start-shadow-show`
// / `-end-shadow-show`, the shadows at the table's edges. Read when the browser reports a size (a ResizeObserver
// runs after layout, so nothing is laid out for it) and on scroll; rc-table reads them in a layout effect, which
// forces the layout inside React's commit.
import { useEffect, useState, type RefObject, type UIEvent } from 'react';

export interface ScrollShadows {
  start: boolean;
  end: boolean;
}

const NONE: ScrollShadows = { start: false, end: false };

function shadowsOf(element: HTMLElement): ScrollShadows {
  const left = Math.abs(element.scrollLeft);
  return { start: left > 0, end: left < element.scrollWidth - element.clientWidth - 1 };
}

/** The shadows of the scroller `ref` holds and the scroll handler that keeps them current; inert when `enabled` is false. */
export function useScrollShadows(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [shadows, setShadows] = useState<ScrollShadows>(NONE);
  const update = (element: HTMLElement) =>
    setShadows((shown) => {
      const next = shadowsOf(element);
      return next.start === shown.start && next.end === shown.end ? shown : next;
    });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return { shadows, onScroll: enabled ? (event: UIEvent<HTMLElement>) => update(event.currentTarget) : undefined };
}

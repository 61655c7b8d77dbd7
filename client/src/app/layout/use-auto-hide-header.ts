import { useEffect, useState } from 'react';

/** How far the page must scroll down before the header hides. */
const HIDE_AFTER_PX = 64;

/**
 * Hide header on scroll (spec 000 §2.3): with the setting on, the header slides away while scrolling down and
 * comes back on scrolling up or near the top.
 */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HIDE_AFTER_PX && y > lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled]);
  return enabled && hidden;
}

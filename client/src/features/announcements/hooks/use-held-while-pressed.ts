import { useState } from 'react';

/**
 * `value`, except while a pointer is pressed inside the element given `onPointerDownCapture`: then it stays what it
 * was at the press, until just after the release. A list that reloads between press and release would move the
 * pressed entry from under the pointer (a new notice on top shifts every row), and the browser would send the
 * click to what the press and the release have in common (the list) instead of the entry: the click is lost.
 */
export function useHeldWhilePressed<Value>(value: Value): { shown: Value; onPointerDownCapture: () => void } {
  const [held, setHeld] = useState<{ value: Value } | null>(null);

  const onPointerDownCapture = () => {
    setHeld({ value });
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // The click follows the release in the same task: let it reach the entry before the list may change.
      setTimeout(() => setHeld(null), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  return { shown: held ? held.value : value, onPointerDownCapture };
}

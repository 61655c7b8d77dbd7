// Insert debounce (B-GRID-37): a second click within 1500 ms of the last accepted one is ignored with a warning.
import { TABLE_INSERT_DEBOUNCE_MS } from '@/shared/config/widget-constants';

export function createInsertGuard(windowMs = TABLE_INSERT_DEBOUNCE_MS, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < windowMs) return false;
    last = at;
    return true;
  };
}

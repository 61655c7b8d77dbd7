// Whether the screen is at least antd's `sm` breakpoint wide, the test antd's `responsive: ['sm']` columns use.
import { useSyncExternalStore } from 'react';

/** antd's screenSM: columns marked `sm` show from here up. */
const SM_QUERY = '(min-width: 576px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SM_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmUp = () => window.matchMedia(SM_QUERY).matches;

/** True from 576px up; follows the window as it is resized. */
export function useSmScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmUp, () => true);
}

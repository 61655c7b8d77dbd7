// A function whose identity never changes and which always calls the latest `callback`: for handlers that memoised
// children (a list's table cells) receive, which would otherwise render again whenever the parent does.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates server-rendered markup; true once the page's script owns the DOM
 * (at once for a page rendered by the client alone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

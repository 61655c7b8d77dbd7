import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set by the entry that hydrates server-rendered markup, until the first component using it has hydrated. */
let adoptingServerMarkup = false;

/** Called before hydrating server-rendered markup: its first render must match the server's (not yet hydrated). */
export function beginHydration(): void {
  adoptingServerMarkup = true;
}

const noSubscription = () => () => {};
const isAdopting = () => adoptingServerMarkup;
const onTheServer = () => true;

/**
 * False on the server and while React hydrates server-rendered markup; true once the page's script owns the DOM
 * (at once for a page rendered by the client alone). While hydrating, the store's client snapshot agrees with the
 * server's, and the switch afterwards is a transition: React renders it in slices after the hydration's commit. A
 * snapshot that differed from the server's would make React render the component again synchronously inside that
 * commit's task, with every passive effect flushed there too (the login page's longest task).
 */
export function useHydrated(): boolean {
  const serverMarkup = useSyncExternalStore(noSubscription, isAdopting, onTheServer);
  const [adopted, setAdopted] = useState(false);
  useEffect(() => {
    if (!serverMarkup) return;
    adoptingServerMarkup = false;
    startTransition(() => setAdopted(true));
  }, [serverMarkup]);
  return !serverMarkup || adopted;
}

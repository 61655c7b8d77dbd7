// The route-change loading flag (000 §9, decisions #11): raised when a navigation starts and cleared at the latest
// 200 ms after it settles.
export const LOADING_FLAG_CLEAR_MS = 200;

export interface LoadingFlag {
  start: () => void;
  settle: () => void;
  isOn: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createLoadingFlag(
  schedule: (run: () => void, delayMs: number) => unknown = (run, delayMs) => setTimeout(run, delayMs),
  cancel: (handle: unknown) => void = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
): LoadingFlag {
  let on = false;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const change = (next: boolean) => {
    if (on === next) return;
    on = next;
    for (const listener of listeners) listener();
  };
  return {
    start() {
      if (timer !== null) cancel(timer);
      timer = null;
      change(true);
    },
    settle() {
      if (!on || timer !== null) return;
      timer = schedule(() => {
        timer = null;
        change(false);
      }, LOADING_FLAG_CLEAR_MS);
    },
    isOn: () => on,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// While the data of the page a login leads to is on its way, the guard keeps its loading screen up, for at most
// LANDING_HOLD_MS: the page then renders once, with its data, instead of rendering its skeletons and then again card
// by card as each answer lands (login → workbench ≤ 800 ms, bench:dashboard). Against a slow backend the hold ends
// at its limit and the page shows its skeletons as before.
import { useSyncExternalStore } from 'react';

/** The longest the loading screen waits for the landing page's data, from the login call's answer. */
export const LANDING_HOLD_MS = 300;

let held = false;
let generation = 0;
const listeners = new Set<() => void>();

function setHeld(value: boolean): void {
  if (held === value) return;
  held = value;
  for (const listener of listeners) listener();
}

/** Holds the landing page back until `work` settles or `maxMs` has passed, whichever comes first. */
export function holdLandingUntil(work: Promise<unknown>, maxMs = LANDING_HOLD_MS): void {
  const own = ++generation;
  const release = () => {
    if (own === generation) setHeld(false);
  };
  setHeld(true);
  const timer = setTimeout(release, maxMs);
  const settle = () => {
    clearTimeout(timer);
    release();
  };
  work.then(settle, settle);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the landing page is being held back (the guard shows its loading screen meanwhile). */
export function useLandingHeld(): boolean {
  return useSyncExternalStore(subscribe, () => held, () => false);
}

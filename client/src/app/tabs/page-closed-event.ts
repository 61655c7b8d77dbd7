// Spec 000 §2.3: closing a page tab announces the closed route and the pages that remain open.
import type { PageTab } from './tab-rules';

export interface PageClosedEvent {
  closed: PageTab;
  remaining: PageTab[];
}

type Listener = (event: PageClosedEvent) => void;

const listeners = new Set<Listener>();

/** Subscribes to page-closed events; returns the unsubscribe function. */
export function onPageClosed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPageClosed(event: PageClosedEvent): void {
  for (const listener of listeners) listener(event);
  // Also as a DOM event, for code outside the shell (features may not import app/).
  window.dispatchEvent(new CustomEvent<PageClosedEvent>('page-closed', { detail: event }));
}

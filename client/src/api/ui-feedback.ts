// The antd feedback APIs the API layer shows errors with: context-aware instances from an <App> the shell keeps
// mounted for the whole page (app/providers/feedback-host.tsx), so a notice outlives the screen that caused it
// (e.g. a logout leaving the main layout). The host loads on demand, so the login page does not carry it.
import type { message, Modal, notification } from 'antd';

export interface UiFeedback {
  message: Pick<typeof message, 'loading' | 'warning' | 'error' | 'success'>;
  notification: Pick<typeof notification, 'error'>;
  modal: Pick<typeof Modal, 'error' | 'confirm'>;
}

let current: UiFeedback | null = null;
let hostRequested = false;
const waiting: Array<(feedback: UiFeedback) => void> = [];
const requestListeners = new Set<() => void>();

export function setUiFeedback(feedback: UiFeedback | null): void {
  current = feedback;
  if (!feedback) return;
  for (const present of waiting.splice(0)) present(feedback);
}

/** Runs `present` with the feedback APIs: at once when they are there, else once the shell's host has mounted. */
export function withUiFeedback(present: (feedback: UiFeedback) => void): void {
  if (current) {
    present(current);
    return;
  }
  waiting.push(present);
  requestFeedbackHost();
}

/** Asks the shell to mount its feedback host (idempotent; it stays mounted from then on). */
export function requestFeedbackHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  for (const listener of requestListeners) listener();
}

export function isFeedbackHostRequested(): boolean {
  return hostRequested;
}

export function onFeedbackHostRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

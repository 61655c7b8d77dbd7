// The antd feedback APIs the API layer shows errors with. The shell hands over the context-aware instances from
// <App> (so theme and locale apply); before that (e.g. on the login page, which does not load <App>) antd's
// static methods are used, loaded on first use so they are not part of the first page's JavaScript.
import type { message, Modal, notification } from 'antd';

export interface UiFeedback {
  message: Pick<typeof message, 'loading' | 'warning' | 'error' | 'success'>;
  notification: Pick<typeof notification, 'error'>;
  modal: Pick<typeof Modal, 'error' | 'confirm'>;
}

let current: UiFeedback | null = null;

export function setUiFeedback(feedback: UiFeedback | null): void {
  current = feedback;
}

/** Runs `present` with the feedback APIs: at once when the shell has provided them, else once the static ones loaded. */
export function withUiFeedback(present: (feedback: UiFeedback) => void): void {
  if (current) {
    present(current);
    return;
  }
  void import('./static-feedback').then(({ staticFeedback }) => present(current ?? staticFeedback));
}

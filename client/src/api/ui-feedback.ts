// The antd feedback APIs the API layer shows errors with. The providers hand over the context-aware instances
// from <App> (so theme and locale apply); until then antd's static methods are used.
import { message, Modal, notification } from 'antd';

export interface UiFeedback {
  message: Pick<typeof message, 'loading' | 'warning' | 'error' | 'success'>;
  notification: Pick<typeof notification, 'error'>;
  modal: Pick<typeof Modal, 'error' | 'confirm'>;
}

const staticFeedback: UiFeedback = { message, notification, modal: Modal };

let current: UiFeedback = staticFeedback;

export function setUiFeedback(feedback: UiFeedback | null): void {
  current = feedback ?? staticFeedback;
}

export function uiFeedback(): UiFeedback {
  return current;
}

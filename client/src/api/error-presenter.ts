// Performs an ErrorDecision: shows the feedback and runs the follow-up (logout, reload).
import type { ErrorDecision, Feedback, FollowUp } from './errors';
import { runSessionLogout } from './session-hooks';
import { withUiFeedback, type UiFeedback } from './ui-feedback';

export interface PresenterDeps {
  feedback: UiFeedback;
  logout: () => Promise<void>;
  reload: () => void;
  schedule: (run: () => void, delayMs: number) => void;
}

function defaultDeps(feedback: UiFeedback): PresenterDeps {
  return {
    feedback,
    logout: runSessionLogout,
    reload: () => window.location.reload(),
    schedule: (run, delayMs) => window.setTimeout(run, delayMs),
  };
}

function logoutThenReload(deps: PresenterDeps, delayMs: number): void {
  // Reload even if the server logout fails: the local session is already cleared by then.
  void deps
    .logout()
    .catch(() => undefined)
    .then(() => (delayMs > 0 ? deps.schedule(deps.reload, delayMs) : deps.reload()));
}

function show(feedback: Feedback, followUp: FollowUp, deps: PresenterDeps): void {
  switch (feedback.kind) {
    case 'notification':
      deps.feedback.notification.error({ title: feedback.title, description: feedback.description, duration: 4 });
      return;
    case 'session-expired-modal':
      deps.feedback.modal.error({
        title: feedback.title,
        content: feedback.content,
        okText: feedback.okText,
        mask: false,
        onOk: () => {
          if (followUp.kind === 'logout-then-reload-on-confirm') logoutThenReload(deps, 0);
        },
      });
      return;
    case 'loading-message':
      deps.feedback.message.loading(feedback.content, 0);
      return;
    case 'warning-message':
      deps.feedback.message.warning(feedback.content);
      return;
    case 'none':
      return;
  }
}

function present(decision: ErrorDecision, deps: PresenterDeps): void {
  show(decision.feedback, decision.followUp, deps);
  if (decision.followUp.kind === 'logout-then-reload') logoutThenReload(deps, decision.followUp.delayMs);
}

export function presentErrorDecision(decision: ErrorDecision, deps?: PresenterDeps): void {
  if (deps) present(decision, deps);
  else withUiFeedback((feedback) => present(decision, defaultDeps(feedback)));
}

// Forgets what a page load builds up, with the session kept: the page tabs, the cached answers and the user's
// permissions (loaded again by the route guard, which mounts the layout afresh), as a new visit starts. Nothing in the
// product sends the event; the e2e suite keeps one signed-in page per worker and sends it between tests instead of
// loading the client again (a boot costs 3–4 s of a test; docs/testing.md, "The kept tab").
import { usePermissionStore } from '../access/permission-store';
import { runSessionEndHandlers } from '../session/session-end';

export const FORGET_CLIENT_STATE_EVENT = 'mis:forget-client-state';

export function forgetClientState(): void {
  runSessionEndHandlers();
  usePermissionStore.getState().reset();
}

// The login screen is also prerendered at build time, where there is no window.
if (typeof window !== 'undefined') window.addEventListener(FORGET_CLIENT_STATE_EVENT, forgetClientState);

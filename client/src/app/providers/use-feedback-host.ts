import { useEffect, useSyncExternalStore } from 'react';
import { isFeedbackHostRequested, onFeedbackHostRequested, requestFeedbackHost } from '@/api/ui-feedback';
import { useSessionStore } from '../session/session-store';

/** Whether to mount the feedback host: once something needs showing, or once someone is signed in (to be ready). */
export function useFeedbackHostWanted(): boolean {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  useEffect(() => {
    if (signedIn) requestFeedbackHost();
  }, [signedIn]);
  // The prerendered login page (and its hydration) has no host yet: it comes with the first notice.
  return useSyncExternalStore(onFeedbackHostRequested, isFeedbackHostRequested, () => false);
}

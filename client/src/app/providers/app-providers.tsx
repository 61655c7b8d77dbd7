import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSettingsStore } from '../settings/settings-store';
import { useFeedbackHostWanted } from './use-feedback-host';

const FeedbackHost = lazy(() => import('./feedback-host').then((module) => ({ default: module.FeedbackHost })));

/** Colour-weak mode applies to the whole page, as the Vue2 front end did (a class on <html>). */
function useColourWeakClass(on: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle('colorWeak', on);
  }, [on]);
}

/**
 * What every screen shares: colour-weak mode and the feedback host of the HTTP layer's notices. antd's providers
 * and the permission lists come with the screens that use them (ThemeProviders, ShellProviders), so the login
 * page does not load them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useColourWeakClass(useSettingsStore((state) => state.colourWeak));
  const feedbackHost = useFeedbackHostWanted();
  return (
    <>
      {children}
      {feedbackHost && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
    </>
  );
}

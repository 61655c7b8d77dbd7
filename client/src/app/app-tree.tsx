import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers/app-providers';

/**
 * What every render of the app shares, around its router: the browser's (main.tsx) and the build's prerender of
 * the login page (prerender/login-screen.tsx). Both must build the same tree, or hydration would not match.
 */
export function AppTree({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{router}</AppProviders>
    </StrictMode>
  );
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setSessionLogout } from '@/api/session-hooks';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { appConfig } from '@/shared/config/env';
import { beginHydration } from '@/shared/lib/use-hydrated';
import './global.css';
import { afterFirstPaint } from './after-first-paint';
import { AppTree } from './app-tree';
import { AppRoutes } from './router/app-routes';
import { installLegacyWindowConfig } from './pages/menu-url-scope';
import { useSessionStore } from './session/session-store';

installLegacyWindowConfig(appConfig);
// 401 and expired-session handling in the HTTP layer end the session, then reload the page (000 §8).
setSessionLogout(() => useSessionStore.getState().expire());

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const app = (
  <AppTree
    router={
      // Plain (non-transition) navigation: a navigation and a session change made together land in one render,
      // so the guard never judges the new session against the old location (e.g. logout → login page).
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

// The login page's document carries the form prerendered at build time (build/prerender-login.ts): hydrated when
// this render is the one the build made, a visitor without a session at the login path; otherwise (a session
// that the guard sends on) the prerendered form is dropped and the app renders afresh.
// Hydration waits for the prerendered form to be painted (the scripts may arrive before the browser's first frame)
// and runs as a transition, so React does it in slices of a few milliseconds instead of one long task that would
// hold up the page (Lighthouse's total blocking time; docs/perf/delivery.md).
const prerenderedLogin = container.dataset.prerendered === LOGIN_PATH;
if (prerenderedLogin && window.location.pathname === LOGIN_PATH && !useSessionStore.getState().token) {
  beginHydration();
  afterFirstPaint(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  if (prerenderedLogin) container.replaceChildren();
  createRoot(container).render(app);
}

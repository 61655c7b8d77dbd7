import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setSessionLogout } from '@/api/session-hooks';
import { appConfig } from '@/shared/config/env';
import './global.css';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router/app-routes';
import { installLegacyWindowConfig } from './pages/menu-url-scope';
import { useSessionStore } from './session/session-store';

installLegacyWindowConfig(appConfig);
// 401 and expired-session handling in the HTTP layer end the session, then reload the page (000 §8).
setSessionLogout(() => useSessionStore.getState().expire());

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* Plain (non-transition) navigation: a navigation and a session change made together land in one render,
          so the guard never judges the new session against the old location (e.g. logout → login page). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

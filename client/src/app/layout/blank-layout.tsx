import { Outlet } from 'react-router-dom';
import { ThemeProviders } from '../settings/theme-providers';

/** The blank layout of /oauth2-app and /test: the page alone. */
export function BlankLayout() {
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', padding: 'clamp(12px, 4vw, 24px)' }}>
      <ThemeProviders>
        <Outlet />
      </ThemeProviders>
    </div>
  );
}

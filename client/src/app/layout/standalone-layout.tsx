import { Outlet } from 'react-router-dom';
import { ShellProviders } from '../providers/shell-providers';

/**
 * The candidate caller's layout: the blank page of /oauth2-app, but with what a signed-in screen reads (the query
 * cache, the signed-in user, antd's <App>) and none of the back office around it.
 */
export function StandaloneLayout() {
  return (
    <ShellProviders>
      <div style={{ minHeight: '100vh', background: '#f0f2f5', padding: 'clamp(12px, 4vw, 24px)' }}>
        <Outlet />
      </div>
    </ShellProviders>
  );
}

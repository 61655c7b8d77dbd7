// The guard of spec 000 §2.2 in front of the route table, re-evaluated on every navigation.
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { usePermissionStore } from '../access/permission-store';
import { PageLoading } from '../errors/page-loading';
import { useCrossTabTokenSync } from '../session/cross-tab-token-sync';
import { useSessionStore } from '../session/session-store';
import { decideNavigation } from './guard-rules';
import { buildRouteTable } from './route-table';
import { useMenuRoutes } from '../access/use-menu-routes';
import { useLandingHeld } from './landing-hold';
// Registers the e2e suite's reset between tests on the kept page (see the module)
import './forget-client-state';

export function AppRoutes() {
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const logout = useSessionStore((state) => state.logout);
  const permissionStatus = usePermissionStore((state) => state.status);
  const loadPermissions = usePermissionStore((state) => state.load);
  const landingHeld = useLandingHeld();
  const menuRoutes = useMenuRoutes();
  const routeTable = useMemo(() => buildRouteTable(menuRoutes), [menuRoutes]);
  const element = useRoutes(routeTable, location);
  useCrossTabTokenSync();

  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    hasToken: Boolean(token),
    permissionsReady: permissionStatus === 'ready',
  });
  // The permissions are in, but the landing page's data is still on its way (landing-hold.ts).
  const holdingLanding = landingHeld && decision.kind === 'render';

  useEffect(() => {
    if (decision.kind !== 'load-permissions') return;
    // On failure the logout clears the token, and the guard then sends the user to login with the redirect.
    loadPermissions().catch(() => logout());
  }, [decision.kind, loadPermissions, logout]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-permissions' || holdingLanding) return <PageLoading />;
  return element;
}

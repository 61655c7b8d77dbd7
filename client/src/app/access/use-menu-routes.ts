import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { useVisibleMenu } from './use-visible-menu';
import { buildMenuRoutes, type MenuRoute } from '../pages/build-routes';
import { fillMenuUrlFromWindow } from '../pages/menu-url-scope';

export function useMenuRoutes(): MenuRoute[] {
  const menu = useVisibleMenu();
  return useMemo(() => buildMenuRoutes(menu, fillMenuUrlFromWindow), [menu]);
}

/** The menu route the pathname renders (first match, as the router picks it). */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { useVisibleMenu } from './use-visible-menu';
import { buildMenuRoutes, type MenuRoute } from '../pages/build-routes';
import { fillMenuUrlFromWindow } from '../pages/menu-url-scope';

export function useMenuRoutes(): MenuRoute[] {
  const menu = useVisibleMenu();
  return useMemo(() => buildMenuRoutes(menu, fillMenuUrlFromWindow), [menu]);
}

/** Segments a path names outright (not `:param` nor `*`): the router prefers the route with more of them. */
const fixedSegments = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*').length;

/**
 * The menu route the pathname renders, ranked as the router ranks them: a report's own menu entry
 * (`/online/cgreport/<id>`) over the hidden generic one (`/online/cgreport/:id`) listed before it; else the first.
 */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  let best: MenuRoute | undefined;
  for (const route of routes) {
    if (matchPath({ path: route.path, end: true }, pathname) === null) continue;
    if (!best || fixedSegments(route.path) > fixedSegments(best.path)) best = route;
  }
  return best;
}

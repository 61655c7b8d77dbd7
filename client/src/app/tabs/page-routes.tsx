// The pages a tab can show: the menu's pages (through the page registry) and the shell's exception pages.
import { useMemo } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Exception403Page, Exception404Page, Exception500Page } from '../errors/exception-page';
import type { MenuRoute } from '../pages/build-routes';
import { MenuRouteElement } from '../pages/menu-route-element';
import { EXCEPTION_PATHS } from '../pages/exception-paths';
import { useMenuRoutes } from '../access/use-menu-routes';

function rendersItself(route: MenuRoute): boolean {
  return route.redirect === undefined || route.redirect === route.path;
}

export function buildPageRoutes(menuRoutes: readonly MenuRoute[]): RouteObject[] {
  const pages: RouteObject[] = menuRoutes
    .filter(rendersItself)
    .map((route) => ({ path: route.path, element: <MenuRouteElement route={route} /> }));
  const menuPaths = new Set(pages.map((page) => page.path));
  const exceptionPages: RouteObject[] = [
    { path: EXCEPTION_PATHS.forbidden, element: <Exception403Page /> },
    { path: EXCEPTION_PATHS.notFound, element: <Exception404Page /> },
    { path: EXCEPTION_PATHS.serverError, element: <Exception500Page /> },
  ];
  return [...pages, ...exceptionPages.filter((page) => !menuPaths.has(page.path as string))];
}

export function usePageRoutes(): RouteObject[] {
  const menuRoutes = useMenuRoutes();
  return useMemo(() => buildPageRoutes(menuRoutes), [menuRoutes]);
}

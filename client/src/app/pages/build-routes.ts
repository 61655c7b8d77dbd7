// Turns the server's permission menu (spec 000 §2.2) into a flat list of routes. Flat because menu paths are
// absolute and a child's path need not extend its parent's; the ancestry is kept in `trail` for the breadcrumb.
import type { MenuItem } from '@/api/types';
import { isLayoutComponent, registryKeyOf } from './menu-components';

export interface Crumb {
  title: string;
  path: string;
}

export interface MenuRoute {
  path: string;
  name: string;
  /** The Vue2 component string as the server sent it. */
  component: string;
  /** The page-registry key: `component`, or the built-in screen an online component name maps to. */
  registryKey: string;
  /** meta.componentName: the page's name, which keys its cached state. */
  componentName: string;
  title: string;
  icon?: string;
  hidden: boolean;
  keepAlive: boolean;
  /** Visiting `path` leads here instead. Equal to `path` for alwaysShow items, which render themselves. */
  redirect?: string;
  /** meta.url with its {{expression}} placeholders filled. */
  url?: string;
  /** meta.internalOrExternal: the menu opens `url` in a new window. */
  opensInNewWindow: boolean;
  /** Ancestors' titles, then this item's. */
  trail: Crumb[];
}

export type MenuUrlFiller = (template: string) => string;

function isRoute(item: MenuItem): boolean {
  return item.route !== '0';
}

function redirectOf(item: MenuItem, routableChildren: MenuItem[]): string | undefined {
  if (item.alwaysShow) return item.path;
  if (item.redirect) return item.redirect;
  // A layout container has nothing of its own to show: lead on to its first visible child.
  if (isLayoutComponent(item.component) && routableChildren.length > 0) {
    return (routableChildren.find((child) => !child.hidden) ?? routableChildren[0])?.path;
  }
  return undefined;
}

export function buildMenuRoutes(menu: readonly MenuItem[], fillUrl: MenuUrlFiller, parentTrail: Crumb[] = []): MenuRoute[] {
  const routes: MenuRoute[] = [];
  for (const item of menu) {
    // route "0": present in the menu tree but not a route; its subtree is not routed either (as upstream).
    if (!isRoute(item)) continue;
    const trail = [...parentTrail, { title: item.meta.title, path: item.path }];
    const routableChildren = (item.children ?? []).filter(isRoute);
    const route: MenuRoute = {
      path: item.path,
      name: item.name,
      component: item.component,
      registryKey: registryKeyOf(item.component),
      componentName: item.meta.componentName || item.component.split('/').at(-1) || item.name,
      title: item.meta.title,
      hidden: Boolean(item.hidden),
      keepAlive: item.meta.keepAlive,
      opensInNewWindow: item.meta.internalOrExternal,
      trail,
    };
    const redirect = redirectOf(item, routableChildren);
    if (redirect) route.redirect = redirect;
    if (item.meta.icon) route.icon = item.meta.icon;
    if (item.meta.url) route.url = fillUrl(item.meta.url);
    routes.push(route, ...buildMenuRoutes(routableChildren, fillUrl, trail));
  }
  return routes;
}

import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config/app-constants';
import type { MenuRoute } from '../pages/build-routes';
import { findMenuRoute } from '../access/use-menu-routes';
import { useSettingsStore } from '../settings/settings-store';
import { STATIC_ROUTE_TRAILS } from '../pages/static-titles';
import type { PageMeta } from './tab-rules';
import { useTabsStore } from './tabs-store';

export function pageMetaFor(pathname: string, menuRoutes: readonly MenuRoute[]): PageMeta {
  const route = findMenuRoute(menuRoutes, pathname);
  if (route) return { title: route.title, keepAlive: route.keepAlive };
  return { title: STATIC_ROUTE_TRAILS[pathname]?.at(-1)?.title ?? pathname, keepAlive: false };
}

/** Opens or activates the tab of every page the router shows (spec 000 §2.3: visiting a route opens its tab). */
export function useTabSync(menuRoutes: readonly MenuRoute[]): void {
  const { pathname, search, hash } = useLocation();
  const multipage = useSettingsStore((state) => state.multipage);
  const visit = useTabsStore((state) => state.visit);

  useLayoutEffect(() => {
    const route = findMenuRoute(menuRoutes, pathname);
    // A container leads on to another path, whose visit opens the tab.
    if (route?.redirect !== undefined && route.redirect !== route.path) return;
    const workbench = findMenuRoute(menuRoutes, HOME_PATH);
    visit({ pathname, search, hash }, pageMetaFor(pathname, menuRoutes), {
      multipage,
      workbench: workbench ? { title: workbench.title, keepAlive: workbench.keepAlive } : null,
    });
  }, [pathname, search, hash, multipage, menuRoutes, visit]);
}

// Menu component strings (the Vue2 front end's names, as the backend sends them) → pages. Explicit on purpose:
// grep-able and tested. Feature pages load lazily, one chunk each; shell pages are small and load with the shell.
import type { ComponentType } from 'react';
import { Exception403Page, Exception404Page, Exception500Page } from '../errors/exception-page';
import { IframePage } from '../layout/iframe-page';
import { RouteViewPage } from '../layout/route-view-page';
import { lazyPage } from './lazy-page';
import type { PageProps } from './page-props';

export type RegisteredPage = ComponentType<PageProps>;

export const pageRegistry: Readonly<Record<string, RegisteredPage>> = {
  'dashboard/Analysis': lazyPage('dashboard/Analysis', () =>
    import('@/features/dashboard/pages/analysis-page').then((module) => module.AnalysisPage),
  ),
  'isps/UserAnnouncementList': lazyPage('isps/UserAnnouncementList', () =>
    import('@/features/announcements/pages/user-announcement-page').then((module) => module.UserAnnouncementPage),
  ),
  'system/SysAnnouncementList': lazyPage('system/SysAnnouncementList', () =>
    import('@/features/announcements/pages/announcement-admin-page').then((module) => module.AnnouncementAdminPage),
  ),
  'layouts/RouteView': RouteViewPage,
  'layouts/TabLayout': RouteViewPage,
  'layouts/PageView': RouteViewPage,
  'layouts/BlankLayout': RouteViewPage,
  'layouts/IframePageView': IframePage,
  'exception/403': Exception403Page,
  'exception/404': Exception404Page,
  'exception/500': Exception500Page,
};

export function findPage(component: string): RegisteredPage | null {
  return Object.hasOwn(pageRegistry, component) ? (pageRegistry[component] ?? null) : null;
}

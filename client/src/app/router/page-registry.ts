// Menu component strings (the Vue2 front end's names, as the backend sends them) → pages. Explicit on purpose:
// grep-able and tested. Every page loads lazily, one chunk each; online component names arrive here already mapped
// to their built-in screen (menu-components.ts registryKeyOf).
import type { ComponentType } from 'react';
import { Exception403Page, Exception404Page, Exception500Page } from '../errors/exception-page';
import { IframePage } from '../layout/iframe-page';
import { RouteViewPage } from '../layout/route-view-page';
import { lazyPage } from './lazy-page';
import type { PageProps } from './page-props';

export type RegisteredPage = ComponentType<PageProps>;

const accountPage = (chunkName: string, load: () => Promise<RegisteredPage>) => lazyPage<PageProps>(chunkName, load);

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
  'bigscreen/Screen': lazyPage('bigscreen/Screen', () =>
    import('@/features/big-screen/pages/big-screen-page').then((module) => module.BigScreenPage),
  ),
  'account/center/Index': accountPage('account/center', () => import('../account/account-centre-page').then((m) => m.AccountCentrePage)),
  'account/settings/Index': accountPage('account/settings', () => import('../account/base-setting-page').then((m) => m.BaseSettingPage)),
  'account/settings/BaseSetting': accountPage('account/settings/base', () =>
    import('../account/base-setting-page').then((m) => m.BaseSettingPage),
  ),
  'account/settings/Security': accountPage('account/settings/security', () => import('../account/security-page').then((m) => m.SecurityPage)),
  'account/settings/Custom': accountPage('account/settings/custom', () => import('../account/custom-page').then((m) => m.CustomPage)),
  'account/settings/Binding': accountPage('account/settings/binding', () => import('../account/binding-page').then((m) => m.BindingPage)),
  'account/settings/Notification': accountPage('account/settings/notification', () =>
    import('../account/notification-page').then((m) => m.NotificationPage),
  ),
  'account/settings/Avatar': accountPage('account/settings/avatar', () => import('../account/avatar-page').then((m) => m.AvatarPage)),
  'layouts/RouteView': RouteViewPage,
  'layouts/TabLayout': RouteViewPage,
  'layouts/PageView': RouteViewPage,
  'layouts/BlankLayout': RouteViewPage,
  'layouts/IframePageView': IframePage,
  'exception/403': Exception403Page,
  'exception/404': Exception404Page,
  'exception/500': Exception500Page,
};

export function findPage(registryKey: string): RegisteredPage | null {
  return Object.hasOwn(pageRegistry, registryKey) ? (pageRegistry[registryKey] ?? null) : null;
}

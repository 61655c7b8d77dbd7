import type { Crumb } from './build-routes';
import { HOME_PATH, SYSTEM_NAME } from '@/shared/config/app-constants';

export const TITLE_SEPARATOR = ' · ';

/** "<route title> · <system name>"; the workbench (and an untitled page) shows the system name alone. */
export function pageTitle(routeTitle: string | undefined, pathname: string): string {
  if (pathname === HOME_PATH || !routeTitle) return SYSTEM_NAME;
  return `${routeTitle}${TITLE_SEPARATOR}${SYSTEM_NAME}`;
}

export interface BreadcrumbEntry {
  title: string;
  /** Absent on the last entry, which is not a link. */
  href?: string;
}

/** 首页 first (linking to the workbench), then the route's ancestry; the last entry is plain text. */
export function breadcrumbEntries(trail: readonly Crumb[]): BreadcrumbEntry[] {
  const crumbs: Crumb[] = [{ title: '首页', path: HOME_PATH }, ...trail.filter((crumb) => crumb.path !== HOME_PATH)];
  return crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { title: crumb.title } : { title: crumb.title, href: crumb.path }));
}

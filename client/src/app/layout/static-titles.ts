import type { Crumb } from '../router/build-routes';

/** Titles of the shell's own pages, which are not in the server menu. */
export const STATIC_ROUTE_TRAILS: Readonly<Record<string, Crumb[]>> = {
  '/exception/403': [{ title: '403', path: '/exception/403' }],
  '/exception/404': [{ title: '404', path: '/exception/404' }],
  '/exception/500': [{ title: '500', path: '/exception/500' }],
};

import type { Crumb } from './build-routes';
import { EXCEPTION_PATHS } from './exception-paths';

/** Titles of the shell's own pages, which are not in the server menu. */
export const STATIC_ROUTE_TRAILS: Readonly<Record<string, Crumb[]>> = {
  [EXCEPTION_PATHS.forbidden]: [{ title: '403', path: EXCEPTION_PATHS.forbidden }],
  [EXCEPTION_PATHS.notFound]: [{ title: '404', path: EXCEPTION_PATHS.notFound }],
  [EXCEPTION_PATHS.serverError]: [{ title: '500', path: EXCEPTION_PATHS.serverError }],
};

import type { MenuRoute } from './build-routes';

/** What every registered page receives: the menu route it was opened from. */
export interface PageProps {
  route: MenuRoute;
}

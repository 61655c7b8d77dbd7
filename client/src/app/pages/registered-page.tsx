import type { MenuRoute } from './build-routes';
import { loadPage } from './page-registry';

/**
 * Renders the registry's page for a menu route. An unknown component throws the spec's MODULE_NOT_FOUND here, for
 * the route's error boundary to turn into a message staff can read.
 */
export function RegisteredPage({ route }: { route: MenuRoute }) {
  const Page = loadPage(route.registryKey);
  // eslint-disable-next-line react-hooks/static-components -- a registry page is a module-level constant: one key, one component
  return <Page route={route} />;
}

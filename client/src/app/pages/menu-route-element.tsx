import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { setLowAppId } from '@/api/http';
import { MissingPage } from '../errors/missing-page';
import { PageLoading } from '../errors/page-loading';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import type { MenuRoute } from './build-routes';
import { lowAppIdFor } from './low-app-id';
import type { RegisteredPage } from './page-registry';

interface MenuRouteElementProps {
  route: MenuRoute;
  /** The registry's page for route.component; null when the registry has none. */
  page: RegisteredPage | null;
}

export function MenuRouteElement({ route, page: Page }: MenuRouteElementProps) {
  const { appId } = useParams();
  useEffect(() => {
    setLowAppId(lowAppIdFor(route.name, appId));
    return () => setLowAppId(null);
  }, [route.name, appId]);

  return (
    <RouteErrorBoundary key={route.path}>
      <Suspense fallback={<PageLoading />}>
        {Page ? <Page route={route} /> : <MissingPage component={route.component} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}

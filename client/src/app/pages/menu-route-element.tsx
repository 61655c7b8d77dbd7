import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { setLowAppId } from '@/api/http';
import { PageLoading } from '../errors/page-loading';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import type { MenuRoute } from './build-routes';
import { lowAppIdFor } from './low-app-id';
import { RegisteredPage } from './registered-page';

export function MenuRouteElement({ route }: { route: MenuRoute }) {
  const { appId } = useParams();
  useEffect(() => {
    setLowAppId(lowAppIdFor(route.name, appId));
    return () => setLowAppId(null);
  }, [route.name, appId]);

  return (
    <RouteErrorBoundary key={route.path} pageTitle={route.title}>
      <Suspense fallback={<PageLoading />}>
        <RegisteredPage route={route} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

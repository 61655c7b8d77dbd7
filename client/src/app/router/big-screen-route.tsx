// /bigscreen/screen (spec 000 §2.1): the big screen opens full-window, outside the main layout, for users with the
// permission bigscreen/Screen. The page itself comes from the page registry (menu component bigscreen/Screen).
import { Suspense } from 'react';
import { useAccess } from '@/widgets/access';
import { ExceptionPage } from '../errors/exception-page';
import { PageLoading } from '../errors/page-loading';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { BIG_SCREEN_PERMISSION } from '../layout/big-screen-button';
import { ShellProviders } from '../providers/shell-providers';
import type { MenuRoute } from '../pages/build-routes';
import { RegisteredPage } from '../pages/registered-page';

export const BIG_SCREEN_COMPONENT = 'bigscreen/Screen';

const bigScreenRoute: MenuRoute = {
  path: '/bigscreen/screen',
  name: 'bigscreen-screen',
  component: BIG_SCREEN_COMPONENT,
  registryKey: BIG_SCREEN_COMPONENT,
  componentName: 'Screen',
  title: '大屏',
  hidden: true,
  keepAlive: false,
  opensInNewWindow: false,
  trail: [{ title: '大屏', path: '/bigscreen/screen' }],
};

export function BigScreenRoute() {
  return (
    <ShellProviders>
      <BigScreen />
    </ShellProviders>
  );
}

function BigScreen() {
  const { can } = useAccess();
  if (!can(BIG_SCREEN_PERMISSION)) return <ExceptionPage type="403" />;
  return (
    <RouteErrorBoundary pageTitle={bigScreenRoute.title}>
      <Suspense fallback={<PageLoading />}>
        <RegisteredPage route={bigScreenRoute} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

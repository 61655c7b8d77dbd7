// The route table: the shell's own routes around the routes built from the server menu.
import { Navigate, type RouteObject } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '@/shared/config/app-constants';
import { Exception403Page, Exception404Page, Exception500Page } from '../errors/exception-page';
import { NotFoundPage } from '../errors/not-found-page';
import { BasicLayout } from '../layout/basic-layout';
import { UserLayout } from '../layout/user-layout';
import { LoginPage } from '../session/login-page';
import { SsoLandingPage } from '../session/sso-landing-page';
import { UserPlaceholderPage } from '../session/user-placeholder-page';
import type { MenuRoute } from './build-routes';
import { SSO_LANDING_PATH } from './guard-rules';
import { MenuRouteElement } from './menu-route-element';
import { findPage } from './page-registry';

export const ROOT_ROUTE_ID = 'dashboard';

function menuRouteObject(route: MenuRoute): RouteObject {
  if (route.redirect !== undefined && route.redirect !== route.path) {
    return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  }
  return { path: route.path, element: <MenuRouteElement route={route} page={findPage(route.component)} /> };
}

export function buildRouteTable(menuRoutes: readonly MenuRoute[]): RouteObject[] {
  return [
    {
      path: '/user',
      element: <UserLayout />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'register', element: <UserPlaceholderPage title="注册" /> },
        { path: 'register-result', element: <UserPlaceholderPage title="注册结果" /> },
        { path: 'alteration', element: <UserPlaceholderPage title="修改密码" /> },
      ],
    },
    { path: SSO_LANDING_PATH, element: <SsoLandingPage /> },
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      handle: { title: '首页' },
      element: <BasicLayout />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...menuRoutes.map(menuRouteObject),
        { path: '/exception/403', element: <Exception403Page /> },
        { path: '/exception/404', element: <Exception404Page /> },
        { path: '/exception/500', element: <Exception500Page /> },
      ],
    },
    { path: '/404', element: <NotFoundPage /> },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

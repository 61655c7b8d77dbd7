// The route table of spec 000 §2.1: the shell's own routes around the page routes built from the server menu.
// Every screen loads lazily, so the login page does not carry the main layout, and the main layout not the login.
import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '@/shared/config/app-constants';
import { PageLoading } from '../errors/page-loading';
import type { MenuRoute } from '../pages/build-routes';
import { EXCEPTION_PATHS } from '../pages/exception-paths';
import { SSO_LANDING_PATH } from './guard-rules';
import {
  AlterationPage,
  BasicLayout,
  BigScreenRoute,
  BlankLayout,
  CandidateCallerPage,
  LoginPage,
  NotFoundPage,
  OAuth2LoginPage,
  prefetchSignedInData,
  prepareSignedInScreens,
  startSigningIn,
  RegisterPage,
  RegisterResultPage,
  SsoLandingPage,
  StandaloneLayout,
  TestHomePage,
  UserLayout,
} from './shell-screens';

export const ROOT_ROUTE_ID = 'dashboard';
export const CANDIDATE_CALLER_ROUTE_ID = 'candidate-caller';


function suspended(element: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}

/**
 * The menu's routes as the router matches them. Pages render in the main layout's tabs (tabs/page-routes.tsx), so
 * here a page route only claims its path; a container route leads on to its redirect.
 */
function menuRouteObject(route: MenuRoute): RouteObject {
  if (route.redirect !== undefined && route.redirect !== route.path) {
    return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  }
  return { path: route.path, element: null };
}

export function buildRouteTable(menuRoutes: readonly MenuRoute[]): RouteObject[] {
  const menuPaths = new Set(menuRoutes.map((route) => route.path));
  const exceptionRoutes = Object.values(EXCEPTION_PATHS)
    .filter((path) => !menuPaths.has(path))
    .map((path): RouteObject => ({ path, element: null }));
  return [
    {
      path: '/user',
      element: suspended(<UserLayout />),
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        { path: 'login', element: suspended(<LoginPage onSignInIntent={prepareSignedInScreens} onSigningIn={startSigningIn} onSignedIn={prefetchSignedInData} />) },
        { path: 'register', element: suspended(<RegisterPage />) },
        { path: 'register-result', element: suspended(<RegisterResultPage />) },
        { path: 'alteration', element: suspended(<AlterationPage />) },
      ],
    },
    { path: SSO_LANDING_PATH, element: suspended(<SsoLandingPage />) },
    {
      path: '/oauth2-app',
      element: suspended(<BlankLayout />),
      children: [
        { index: true, element: <Navigate to="/oauth2-app/login" replace /> },
        { path: 'login', element: suspended(<OAuth2LoginPage />) },
      ],
    },
    {
      // A child of /oauth2-app upstream; its path is absolute, so it is a sibling here: a blank page, with what a
      // signed-in screen reads.
      id: CANDIDATE_CALLER_ROUTE_ID,
      path: '/rpm/candidate-caller',
      element: suspended(<StandaloneLayout />),
      children: [{ index: true, element: suspended(<CandidateCallerPage />) }],
    },
    {
      path: '/test',
      element: suspended(<BlankLayout />),
      children: [
        { index: true, element: <Navigate to="/test/home" replace /> },
        { path: 'home', element: suspended(<TestHomePage />) },
      ],
    },
    { path: '/bigscreen/screen', element: suspended(<BigScreenRoute />) },
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      handle: { title: '首页' },
      element: suspended(<BasicLayout />),
      children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...menuRoutes.map(menuRouteObject), ...exceptionRoutes],
    },
    { path: '/404', element: suspended(<NotFoundPage />) },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

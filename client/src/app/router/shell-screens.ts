// The shell's own screens, each in its own chunk (spec 000 §2.1). Loaded through lazyPage so a failed chunk is
// retried once and then reported with the spec's message.
import { HOME_PATH } from '@/shared/config/app-constants';
import { lazyPage } from '../pages/lazy-page';
import { enableAntdStylesheet } from '../settings/antd-stylesheet';
import { holdLandingUntil } from './landing-hold';

export const UserLayout = lazyPage('user-layout', () => import('../layout/user-layout'), 'UserLayout');
export const BlankLayout = lazyPage('blank-layout', () => import('../layout/blank-layout'), 'BlankLayout');
export const StandaloneLayout = lazyPage('standalone-layout', () => import('../layout/standalone-layout'), 'StandaloneLayout');
export const BasicLayout = lazyPage('basic-layout', () => import('../layout/basic-layout'), 'BasicLayout');

export const LoginPage = lazyPage('login', () => import('../session/login-page'), 'LoginPage');
export const RegisterPage = lazyPage('register', () => import('../session/register-pages'), 'RegisterPage');
export const RegisterResultPage = lazyPage('register-result', () => import('../session/register-pages'), 'RegisterResultPage');
export const AlterationPage = lazyPage('alteration', () => import('../session/register-pages'), 'AlterationPage');
export const SsoLandingPage = lazyPage('sso-landing', () => import('../session/sso-landing-page'), 'SsoLandingPage');
export const OAuth2LoginPage = lazyPage('oauth2-login', () => import('../session/oauth2-login-page'), 'OAuth2LoginPage');
export const CandidateCallerPage = lazyPage('candidate-caller', () => import('@/features/recruitment/caller/pages/candidate-caller-page'), 'CandidateCallerPage');
export const TestHomePage = lazyPage('test-home', () => import('../session/test-home-page'), 'TestHomePage');

export const BigScreenRoute = lazyPage('big-screen-route', () => import('./big-screen-route'), 'BigScreenRoute');

export const NotFoundPage = lazyPage('not-found', () => import('../errors/not-found-page'), 'NotFoundPage');
export const Exception403Page = lazyPage('exception-403', () => import('../errors/exception-page'), 'Exception403Page');
export const Exception404Page = lazyPage('exception-404', () => import('../errors/exception-page'), 'Exception404Page');
export const Exception500Page = lazyPage('exception-500', () => import('../errors/exception-page'), 'Exception500Page');

/** The workbench's menu component: the page most logins land on. */
const WORKBENCH_COMPONENT = 'dashboard/Analysis';

let signedInScreensRequested = false;

/**
 * Starts loading the main layout and the workbench, and enables antd's stylesheet, once per page: when the user turns
 * to the login form, so the code is loaded and run while they type, or at the latest as the login call starts
 * (login → workbench ≤ 800 ms, bench:dashboard). A task later: a login call started in the same handler leaves first.
 * Over HTTP/1.1 a browser opens six connections to a host, and behind the ~100 chunk requests this starts the call
 * waited about a second for one.
 */
function preloadSignedInScreens(): void {
  if (signedInScreensRequested) return;
  signedInScreensRequested = true;
  setTimeout(() => {
    enableAntdStylesheet();
    BasicLayout.preload().catch(() => undefined);
    import('../pages/page-registry')
      .then(({ findPage }) => (findPage(WORKBENCH_COMPONENT) as { preload?: () => Promise<unknown> } | null)?.preload?.())
      .catch(() => undefined);
    // What the login's answer starts at once: the workbench's prefetch (fetched after the click, its chunk held the
    // data calls back ~200 ms behind the permission call on a loaded machine) and the notices' host.
    Promise.all([loadPrefetchModules(), import('../providers/feedback-host')]).catch(() => undefined);
  }, 0);
}

const loadPrefetchModules = () => Promise.all([import('../providers/query-client'), import('@/features/dashboard/api/workbench-prefetch')]);

let signingIn = false;

/**
 * What the login page starts when the user turns to the form: the signed-in screens' code (above), and, in idle time
 * while they type, a warm-up of the chart runtime (widgets/charts/warm-up-charts.ts) and of antd's components
 * (signed-in-warm-up.tsx), each dropped once the login starts.
 */
export function prepareSignedInScreens(): void {
  preloadSignedInScreens();
  const goOn = () => !signingIn;
  import('@/widgets/charts')
    .then(({ loadECharts, warmUpCharts }) => loadECharts().then((runtime) => warmUpCharts(runtime, goOn)))
    .catch(() => undefined);
  // After antd's stylesheet has loaded: drawn before it, antd would generate its styles at run time.
  Promise.all([enableAntdStylesheet(), import('./signed-in-warm-up')])
    .then(([, { warmUpSignedInScreens }]) => warmUpSignedInScreens(goOn))
    .catch(() => undefined);
}

/** What the login page starts as the login call leaves: the code, if the intent did not load it already. */
export function startSigningIn(): void {
  signingIn = true;
  preloadSignedInScreens();
}

/**
 * Starts fetching the data of the page a login leads to as soon as the login call has answered, in parallel with
 * the permission call, and holds the page back until it has arrived (briefly: landing-hold.ts), so the page renders
 * once with it (bench:dashboard). Only the workbench's for now: the page most logins land on.
 */
export function prefetchSignedInData(destination: string): void {
  if (new URL(destination, window.location.origin).pathname !== HOME_PATH) return;
  const prefetched = loadPrefetchModules()
    .then(([{ queryClient }, { prefetchWorkbench }]) => prefetchWorkbench(queryClient))
    .catch(() => undefined);
  holdLandingUntil(prefetched);
}

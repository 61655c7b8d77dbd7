// The shell's own screens, each in its own chunk (spec 000 §2.1). Loaded through lazyPage so a failed chunk is
// retried once and then reported with the spec's message.
import { lazyPage } from './lazy-page';

type NoProps = Record<string, never>;

export const UserLayout = lazyPage<NoProps>('user-layout', () => import('../layout/user-layout').then((m) => m.UserLayout));
export const BlankLayout = lazyPage<NoProps>('blank-layout', () => import('../layout/blank-layout').then((m) => m.BlankLayout));
export const BasicLayout = lazyPage<NoProps>('basic-layout', () => import('../layout/basic-layout').then((m) => m.BasicLayout));

export const LoginPage = lazyPage<NoProps>('login', () => import('../session/login-page').then((m) => m.LoginPage));
export const RegisterPage = lazyPage<NoProps>('register', () => import('../session/register-pages').then((m) => m.RegisterPage));
export const RegisterResultPage = lazyPage<NoProps>('register-result', () =>
  import('../session/register-pages').then((m) => m.RegisterResultPage),
);
export const AlterationPage = lazyPage<NoProps>('alteration', () => import('../session/register-pages').then((m) => m.AlterationPage));
export const SsoLandingPage = lazyPage<NoProps>('sso-landing', () => import('../session/sso-landing-page').then((m) => m.SsoLandingPage));
export const OAuth2LoginPage = lazyPage<NoProps>('oauth2-login', () => import('../session/oauth2-pages').then((m) => m.OAuth2LoginPage));
export const CandidateCallerPage = lazyPage<NoProps>('candidate-caller', () =>
  import('../session/oauth2-pages').then((m) => m.CandidateCallerPage),
);
export const TestHomePage = lazyPage<NoProps>('test-home', () => import('../session/oauth2-pages').then((m) => m.TestHomePage));

export const BigScreenRoute = lazyPage<NoProps>('big-screen-route', () => import('./big-screen-route').then((m) => m.BigScreenRoute));

export const NotFoundPage = lazyPage<NoProps>('not-found', () => import('../errors/not-found-page').then((m) => m.NotFoundPage));
export const Exception403Page = lazyPage<NoProps>('exception-403', () => import('../errors/exception-page').then((m) => m.Exception403Page));
export const Exception404Page = lazyPage<NoProps>('exception-404', () => import('../errors/exception-page').then((m) => m.Exception404Page));
export const Exception500Page = lazyPage<NoProps>('exception-500', () => import('../errors/exception-page').then((m) => m.Exception500Page));

/** The workbench's menu component: the page most logins land on. */
const WORKBENCH_COMPONENT = 'dashboard/Analysis';

/** Starts loading the main layout and the workbench while the login call is under way (login → workbench ≤ 1.5 s). */
export function preloadSignedInScreens(): void {
  BasicLayout.preload().catch(() => undefined);
  import('./page-registry')
    .then(({ findPage }) => (findPage(WORKBENCH_COMPONENT) as { preload?: () => Promise<unknown> } | null)?.preload?.())
    .catch(() => undefined);
}

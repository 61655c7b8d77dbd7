import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/api/types';
import { adminUser } from '@/testing/fixtures';
import { envelope, installFakeBackend, storeSession, type FakeHandler } from '@/testing/fake-backend';
import { usePermissionStore } from '../access/permission-store';
import { AppProviders } from '../providers/app-providers';
import { queryClient } from '../providers/query-client';
import { useSessionStore } from '../session/session-store';
import { AppRoutes } from './app-routes';
import { holdLandingUntil } from './landing-hold';
import { BasicLayout } from './shell-screens';
import { findPage } from '../pages/page-registry';

// The workbench itself is the dashboard feature's; here it only has to be recognisable.
vi.mock('@/features/dashboard/pages/analysis-page', () => ({
  AnalysisPage: () => <section data-testid="workbench">工作台</section>,
}));

/** Lazy screens compile on first use in the test run; allow for a loaded machine. */
const SLOW = { timeout: 30_000 };

function menuItem(path: string, title: string, component: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id: path, route: '1', path, name: path.slice(1).replaceAll('/', '-'), component, meta: { title, keepAlive: false, internalOrExternal: false }, ...extra };
}

const menu: MenuItem[] = [
  menuItem('/dashboard/analysis', '首页', 'dashboard/Analysis'),
  menuItem('/demo/hidden', '隐藏页', 'demo/HiddenPage', { hidden: true }),
  menuItem('/isystem', '系统管理', 'layouts/RouteView', {
    children: [menuItem('/isystem/user', '用户管理', 'demo/NotBuiltYet'), menuItem('/isystem/role', '角色管理', 'demo/AlsoNotBuilt')],
  }),
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

const CAPTCHA = 'ab12';

function backend(overrides: Record<string, FakeHandler> = {}) {
  return installFakeBackend({
    'GET /sys/randomImage/{key}': () => ({ data: envelope(0, 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=') }),
    'POST /sys/login': (request) => {
      const body = JSON.parse(String(request.data)) as { captcha: string; password: string };
      if (body.captcha !== CAPTCHA) return { data: envelope(412, null, '验证码错误') };
      if (body.password !== '123456') return { data: envelope(500, null, '用户名或密码错误') };
      return {
        data: envelope(200, { token: 'tok-admin', userInfo: adminUser, sysAllDictItems: {}, multi_depart: 1, departs: [] }, '登录成功'),
      };
    },
    'POST /sys/logout': () => ({ data: envelope(200, '退出登录成功！') }),
    'GET /sys/permission/getUserPermissionByToken': () => ({
      data: envelope(0, { menu, auth: [], allAuth: [], sysSafeMode: false }),
    }),
    'GET /sys/user/getCurrentUserDeparts': () => ({ data: envelope(0, { list: [], orgCode: null }) }),
    'GET /sys/authprojectlist': () => ({ data: envelope(200, []) }),
    ...overrides,
  });
}

function renderShell(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

function loggedIn() {
  storeSession('tok-admin', adminUser);
  useSessionStore.setState({ token: 'tok-admin', username: 'admin', userInfo: adminUser });
}

beforeEach(() => {
  // A desktop viewport: the side menu is open from 1088px.
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  queryClient.clear();
  usePermissionStore.getState().reset();
  useSessionStore.setState({ token: null, username: null, userInfo: null });
});

describe('route guard and shell', () => {
  it('A-GUARD-02 A-GUARD-03 without a token sends any page to login with the full original path', async () => {
    backend();
    renderShell('/isystem/user?page=2');
    expect(await screen.findByPlaceholderText('请输入用户名', {}, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2');
    await waitFor(() => expect(screen.getByAltText('验证码')).toHaveAttribute('src', expect.stringMatching(/^data:image\//)));
  });

  it('A-GUARD-05 A-GUARD-07 logs in, loads permissions, then opens the redirect target', async () => {
    const api = backend();
    const user = userEvent.setup();
    renderShell('/user/login?redirect=%2Fisystem%2Fuser');
    await user.type(await screen.findByLabelText('账号', {}, SLOW), 'admin');
    await user.type(screen.getByLabelText('密码'), '123456');
    await user.type(screen.getByLabelText('验证码'), CAPTCHA);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('「用户管理」的页面还在建设中，暂时无法使用。请先使用其他菜单。', {}, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/isystem/user');
    expect(api.calls('GET', '/sys/permission/getUserPermissionByToken')).toHaveLength(1);
    const login = api.calls('POST', '/sys/login')[0];
    expect(JSON.parse(String(login?.data))).toMatchObject({ username: 'admin', password: '123456', captcha: CAPTCHA });
    expect(JSON.parse(String(login?.data)).checkKey).toMatch(/^\d{13}$/);
    expect(document.title).toBe('用户管理 · 人员外包业务管理系统');
  });

  it('keeps the loading screen up while the landing page is held for its data, then renders the page', async () => {
    const api = backend();
    loggedIn();
    let deliver!: () => void;
    // Loaded ahead, so nothing but the hold can keep the layout and the workbench from rendering at once.
    await BasicLayout.preload();
    await (findPage('dashboard/Analysis') as { preload?: () => Promise<unknown> } | null)?.preload?.();
    // A hold longer than any test: a starved CPU must not let the default bound release it before the check.
    holdLandingUntil(new Promise<void>((resolve) => (deliver = resolve)), 600_000);
    renderShell('/dashboard/analysis');

    await waitFor(() => expect(api.calls('GET', '/sys/permission/getUserPermissionByToken')).toHaveLength(1));
    await waitFor(() => expect(usePermissionStore.getState().status).toBe('ready'));
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByTestId('workbench')).toBeNull();

    await act(async () => deliver());
    expect(await screen.findByTestId('workbench', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the server message of a failed login and refreshes the captcha', async () => {
    const api = backend();
    const user = userEvent.setup();
    renderShell('/user/login');
    await user.type(await screen.findByLabelText('账号', {}, SLOW), 'admin');
    await user.type(screen.getByLabelText('密码'), '123456');
    await user.type(screen.getByLabelText('验证码'), 'zzzz');
    const captchaRequestsBefore = api.requests.filter((request) => request.url?.startsWith('/sys/randomImage/')).length;
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('验证码错误', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((request) => request.url?.startsWith('/sys/randomImage/')).length).toBeGreaterThan(
        captchaRequestsBefore,
      ),
    );
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    // Emptied, not flagged: the user has not had the chance to type the new captcha yet.
    expect(screen.queryByText('请输入验证码')).toBeNull();
    expect(screen.getByLabelText('验证码').closest('.ant-input-affix-wrapper')).not.toHaveClass('ant-input-affix-wrapper-status-error');
    expect(currentLocation()).toBe('/user/login');

    // Submitting again without one flags it.
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
  });

  it('A-ROUTE-02 A-LAYOUT-07 A-TOPBAR-07 / leads to the workbench, titled with the system name alone', async () => {
    loggedIn();
    backend();
    renderShell('/');
    await screen.findByTestId('workbench', {}, SLOW);
    expect(currentLocation()).toBe('/dashboard/analysis');
    expect(document.title).toBe('人员外包业务管理系统');
    expect(screen.getByText('欢迎您，管理员')).toBeInTheDocument();
  });

  it('A-GUARD-04 with a token the login page leads to the workbench', async () => {
    loggedIn();
    backend();
    renderShell('/user/login');
    await screen.findByTestId('workbench', {}, SLOW);
    expect(currentLocation()).toBe('/dashboard/analysis');
  });

  it('A-GUARD-08 A-GUARD-09 A-PERM-03 a failed permission load logs out and goes to login with the redirect', async () => {
    loggedIn();
    const api = backend({
      'GET /sys/permission/getUserPermissionByToken': () => ({
        data: envelope(0, { menu: [], auth: [], allAuth: [], sysSafeMode: false }),
      }),
    });
    renderShell('/isystem/user');
    expect(await screen.findByPlaceholderText('请输入用户名', {}, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/user/login?redirect=%2Fisystem%2Fuser');
    expect(window.localStorage.getItem('pro__Access-Token')).toBeNull();
    await waitFor(() => expect(api.calls('POST', '/sys/logout')).toHaveLength(1));
  });

  it('A-ROUTE-12 A-ROUTE-13 A-ROUTE-14 an unknown path goes to /404, whose 返回首页 leads to the workbench', async () => {
    loggedIn();
    backend();
    const user = userEvent.setup();
    renderShell('/no/such/page');
    const back = await screen.findByRole('button', { name: /返回首页/ }, SLOW);
    expect(currentLocation()).toBe('/404');
    await user.click(back);
    await screen.findByTestId('workbench', {}, SLOW);
    expect(currentLocation()).toBe('/dashboard/analysis');
  });

  it('a menu entry without a page shows staff a plain message, its component in small print; the menu keeps working', async () => {
    loggedIn();
    backend();
    const user = userEvent.setup();
    renderShell('/isystem/user');
    expect(await screen.findByText('该页面暂未开放', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('「用户管理」的页面还在建设中，暂时无法使用。请先使用其他菜单。')).toBeInTheDocument();
    expect(screen.getByTestId('missing-page-component')).toHaveTextContent('页面组件：demo/NotBuiltYet');
    expect(screen.queryByText(/Cannot find module|MODULE_NOT_FOUND/)).toBeNull();

    await user.click(within(screen.getByRole('menu', { name: '主菜单' })).getByText('角色管理'));
    expect(await screen.findByText('「角色管理」的页面还在建设中，暂时无法使用。请先使用其他菜单。', {}, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/isystem/role');
  });

  it('keeps hidden menu items out of the menu but reachable by URL', async () => {
    loggedIn();
    backend();
    renderShell('/demo/hidden');
    expect(await screen.findByText('页面组件：demo/HiddenPage', {}, SLOW)).toBeInTheDocument();
    const sideMenu = screen.getByRole('menu', { name: '主菜单' });
    expect(within(sideMenu).queryByText('隐藏页')).toBeNull();
    expect(within(sideMenu).getByText('系统管理')).toBeInTheDocument();
  });

  it('A-TOPBAR-15 logout asks 真的要注销登录吗 ? and then goes to the login page', async () => {
    loggedIn();
    const api = backend();
    const user = userEvent.setup();
    renderShell('/dashboard/analysis');
    await screen.findByTestId('workbench', {}, SLOW);
    await user.click(screen.getByText('退出登录'));
    expect(await screen.findByText('真的要注销登录吗 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByPlaceholderText('请输入用户名', {}, SLOW);
    expect(currentLocation()).toBe('/user/login');
    await waitFor(() => expect(api.calls('POST', '/sys/logout')).toHaveLength(1));
    expect(window.localStorage.getItem('pro__Access-Token')).toBeNull();
  });
});

import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError } from '@/api/errors';
import { http } from '@/api/http';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { usePermissionStore } from '../access/permission-store';
import { useSessionStore } from './session-store';

type Route = (config: InternalAxiosRequestConfig) => { status?: number; data: unknown };

let sent: InternalAxiosRequestConfig[] = [];
let route: Route;

const NOW = 1_700_000_000_000;
const SEVEN_DAYS = 604_800_000;

const loginResult = {
  token: 'token-admin',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
  multi_depart: 1,
  departs: [],
};

function envelope(code: number, result: unknown, message = '') {
  return { success: code === 0 || code === 200, code, message, result, timestamp: NOW };
}

function stored(name: string): { value: unknown; expire: number | null } | null {
  return JSON.parse(window.localStorage.getItem(`pro__${name}`) ?? 'null');
}

const credentials = { username: 'admin', password: '123456', captcha: 'ab12', checkKey: '1700000000000' };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sent = [];
  route = () => ({ data: envelope(200, loginResult, '登录成功') });
  http.defaults.adapter = async (config) => {
    sent.push(config);
    const { status = 200, data } = route(config);
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  setUiFeedback({
    message: { loading: vi.fn(), warning: vi.fn(), error: vi.fn(), success: vi.fn() },
    notification: { error: vi.fn() },
    modal: { error: vi.fn(), confirm: vi.fn() },
  } as unknown as UiFeedback);
  useSessionStore.setState({ token: null, username: null, userInfo: null });
});

afterEach(() => {
  vi.useRealTimers();
  setUiFeedback(null);
});

describe('login', () => {
  it('A-SESSION-01 posts the credentials to /sys/login', async () => {
    await useSessionStore.getState().login(credentials);
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/sys/login');
    expect(JSON.parse(String(sent[0]?.data))).toEqual(credentials);
  });

  it('A-SESSION-09 A-SESSION-11 A-SESSION-12 A-SESSION-13 A-STORE-01 A-STORE-02 on code 200 stores token, user info and dictionaries', async () => {
    await useSessionStore.getState().login(credentials);
    expect(stored('Access-Token')?.value).toBe('token-admin');
    expect(stored('Login_Username')?.value).toBe('admin');
    expect(stored('Login_Userinfo')?.value).toEqual(loginResult.userInfo);
    expect(stored('UI_CACHE_DB_DICT_DATA')?.value).toEqual(loginResult.sysAllDictItems);
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-admin', username: 'admin' });
  });

  it('A-SESSION-14 A-STORE-11 keeps token, user name, user info and the dictionary cache 7 days', async () => {
    await useSessionStore.getState().login(credentials);
    for (const key of ['Access-Token', 'Login_Username', 'Login_Userinfo', 'UI_CACHE_DB_DICT_DATA']) {
      expect(stored(key)?.expire).toBe(NOW + SEVEN_DAYS);
    }
  });

  it('A-SESSION-10 a business error rejects with the server response and stores nothing', async () => {
    const answer = envelope(412, null, '验证码错误');
    route = () => ({ data: answer });
    const attempt = useSessionStore.getState().login(credentials);
    await expect(attempt).rejects.toBeInstanceOf(BusinessError);
    await expect(attempt).rejects.toMatchObject({ body: answer });
    expect(stored('Access-Token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('A-SESSION-09 A-SESSION-10 code 0 is not a successful login', async () => {
    const answer = envelope(0, loginResult);
    route = () => ({ data: answer });
    await expect(useSessionStore.getState().login(credentials)).rejects.toMatchObject({ body: answer });
    expect(stored('Access-Token')).toBeNull();
  });
});

describe('phone login and what a login keeps', () => {
  it('A-SESSION-03 posts mobile and SMS code to /sys/phoneLogin and stores the session on code 200', async () => {
    await useSessionStore.getState().phoneLogin({ mobile: '18611111111', captcha: '204816' });
    expect(sent[0]?.url).toBe('/sys/phoneLogin');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ mobile: '18611111111', captcha: '204816' });
    expect(stored('Access-Token')).toEqual({ value: 'token-admin', expire: NOW + SEVEN_DAYS });
  });

  it('A-SESSION-10 a refused phone login rejects with the server answer', async () => {
    const answer = envelope(500, null, '手机验证码错误');
    route = () => ({ data: answer });
    await expect(useSessionStore.getState().phoneLogin({ mobile: '18611111111', captcha: '1' })).rejects.toMatchObject({ body: answer });
    expect(stored('Access-Token')).toBeNull();
  });

  it('A-STORE-04 the tenant id is stored per user', async () => {
    route = () => ({ data: envelope(200, { ...loginResult, userInfo: { ...loginResult.userInfo, relTenantIds: '3,5' } }) });
    await useSessionStore.getState().login(credentials);
    expect(stored('TENANT_ID_admin')?.value).toBe('3');
    expect(stored('TENANT_ID')).toBeNull();
  });

  it('A-STORE-06 the current department name is stored', async () => {
    route = () => ({ data: envelope(200, { ...loginResult, userInfo: { ...loginResult.userInfo, orgCodeTxt: '研发部' } }) });
    await useSessionStore.getState().login(credentials);
    expect(stored('CURRENT_DEPART_NAME')?.value).toBe('研发部');
  });

  it('A-DEPT-12 a user of several departments (multi_depart 2) must choose one; others need not', async () => {
    route = () => ({ data: envelope(200, { ...loginResult, multi_depart: 2 }) });
    await useSessionStore.getState().login(credentials);
    expect(window.sessionStorage.getItem('DEPART_CHOICE_REQUIRED')).toBe('1');
    route = () => ({ data: envelope(200, loginResult) });
    await useSessionStore.getState().login(credentials);
    expect(window.sessionStorage.getItem('DEPART_CHOICE_REQUIRED')).toBeNull();
  });

  it('A-DEPT-16 the user info of a department choice is stored 7 days', () => {
    const chosen = { id: 'u1', username: 'admin', realname: '管理员', orgCode: 'A01A03', orgCodeTxt: '财务部' };
    useSessionStore.getState().updateUserInfo(chosen);
    expect(stored('Login_Userinfo')).toEqual({ value: chosen, expire: NOW + SEVEN_DAYS });
    expect(stored('CURRENT_DEPART_NAME')).toEqual({ value: '财务部', expire: NOW + SEVEN_DAYS });
    expect(useSessionStore.getState().userInfo).toEqual(chosen);
  });
});

describe('logout', () => {
  async function loggedIn() {
    await useSessionStore.getState().login(credentials);
    window.localStorage.setItem('pro__TENANT_ID_admin', JSON.stringify({ value: 3, expire: null }));
    window.localStorage.setItem('pro__SELECTED_MENU_KEYS', JSON.stringify({ value: ['/x'], expire: null }));
    window.localStorage.setItem('pro__SUB_MENU', JSON.stringify({ value: ['/isystem'], expire: null }));
    window.localStorage.setItem('pro__PROJECT_ID', JSON.stringify({ value: 'p1', expire: null }));
    window.sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', '[]');
    window.sessionStorage.setItem('SYS_BUTTON_AUTH', '[]');
    usePermissionStore.setState({ status: 'ready', menu: [], sysSafeMode: true });
    sent = [];
  }

  it('A-SESSION-15 clears token, permissions, user info, tenant, dictionary cache, sub-menu, selected keys and project id', async () => {
    await loggedIn();
    route = () => ({ data: envelope(200, '退出登录成功！') });
    await useSessionStore.getState().logout();
    for (const key of [
      'Access-Token',
      'Login_Username',
      'Login_Userinfo',
      'UI_CACHE_DB_DICT_DATA',
      'TENANT_ID_admin',
      'SELECTED_MENU_KEYS',
      'SUB_MENU',
      'PROJECT_ID',
    ]) {
      expect(window.localStorage.getItem(`pro__${key}`)).toBeNull();
    }
    expect(window.sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBeNull();
    expect(window.sessionStorage.getItem('SYS_BUTTON_AUTH')).toBeNull();
    expect(usePermissionStore.getState()).toMatchObject({ status: 'idle', sysSafeMode: false });
    expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null });
  });

  it('A-SESSION-07 A-SESSION-16 then posts /sys/logout with the ended token', async () => {
    await loggedIn();
    route = () => ({ data: envelope(200, '退出登录成功！') });
    await useSessionStore.getState().logout();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/sys/logout');
    expect(AxiosHeaders.from(sent[0]?.headers).get('X-Access-Token')).toBe('token-admin');
  });

  it('A-SESSION-17 finishes even when the server logout fails', async () => {
    await loggedIn();
    route = () => ({ status: 500, data: { message: 'down' } });
    await expect(useSessionStore.getState().logout()).resolves.toBeUndefined();
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('expiry before a reload', () => {
  it('A-ERR-06 clears the stored session and ends it on the server, keeping the screen until the reload', async () => {
    await useSessionStore.getState().login(credentials);
    window.sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', '[]');
    usePermissionStore.setState({ status: 'ready' });
    sent = [];
    route = () => ({ data: envelope(200, '退出登录成功！') });
    await useSessionStore.getState().expire();
    expect(stored('Access-Token')).toBeNull();
    expect(stored('Login_Userinfo')).toBeNull();
    expect(window.sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBeNull();
    expect(sent.map((request) => request.url)).toEqual(['/sys/logout']);
    // the in-memory session (and so the screen) stays until the page reloads
    expect(useSessionStore.getState().token).toBe('token-admin');
    expect(usePermissionStore.getState().status).toBe('ready');
  });
});

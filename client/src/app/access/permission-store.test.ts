import { beforeEach, describe, expect, it } from 'vitest';
import type { AllAuthEntry, AuthEntry } from '@/api/types';
import { adminMenu } from '@/testing/fixtures';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { usePermissionStore } from './permission-store';

const auth: AuthEntry[] = [{ action: 'user:add', type: '1', describe: '添加用户' }];
const allAuth: AllAuthEntry[] = [
  { action: 'user:add', type: '1', status: '1', describe: '添加用户' },
  { action: 'user:form:phone', type: '2', status: '1', describe: '手机号禁用' },
];

beforeEach(() => {
  usePermissionStore.getState().reset();
});

describe('permission store', () => {
  it('A-PERM-06 A-PERM-07 A-STORE-03 keeps menu, auth, allAuth and sysSafeMode; the lists also in sessionStorage', async () => {
    const api = installFakeBackend({
      'GET /sys/permission/getUserPermissionByToken': () => ({
        data: envelope(0, { menu: adminMenu, auth, allAuth, sysSafeMode: true }),
      }),
    });
    await usePermissionStore.getState().load();
    expect(api.calls('GET', '/sys/permission/getUserPermissionByToken')).toHaveLength(1);
    expect(usePermissionStore.getState()).toMatchObject({ status: 'ready', menu: adminMenu, auth, allAuth, sysSafeMode: true });
    expect(JSON.parse(window.sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH') ?? 'null')).toEqual(auth);
    expect(JSON.parse(window.sessionStorage.getItem('SYS_BUTTON_AUTH') ?? 'null')).toEqual(allAuth);
  });

  it('loads once per page load', async () => {
    const api = installFakeBackend({
      'GET /sys/permission/getUserPermissionByToken': () => ({
        data: envelope(0, { menu: adminMenu, auth, allAuth, sysSafeMode: false }),
      }),
    });
    await Promise.all([usePermissionStore.getState().load(), usePermissionStore.getState().load()]);
    await usePermissionStore.getState().load();
    expect(api.calls('GET', '/sys/permission/getUserPermissionByToken')).toHaveLength(1);
  });

  it.each([
    ['an empty menu', { menu: [], auth, allAuth, sysSafeMode: false }],
    ['a null menu', { menu: null, auth, allAuth, sysSafeMode: false }],
    ['no result', null],
  ])('A-PERM-03 rejects with "permissions must be a non-null array" on %s', async (_case, result) => {
    installFakeBackend({ 'GET /sys/permission/getUserPermissionByToken': () => ({ data: envelope(0, result) }) });
    await expect(usePermissionStore.getState().load()).rejects.toThrow('permissions must be a non-null array');
    expect(usePermissionStore.getState().status).toBe('idle');
    expect(window.sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBeNull();
  });
});

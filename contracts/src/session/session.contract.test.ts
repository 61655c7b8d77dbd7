import { describe, expect, it } from 'vitest';
import { mockPerFile, startMock, captchaFor, loginAs, call, resultOf } from '../kit';

const mock = mockPerFile();

describe('randomImage', () => {
  it('answers a data URL image with code 0 and keeps the code for the key', async () => {
    const answer = await call(mock.app, 'sysRandomImage', { url: '/v1/sys/randomImage/1700000000001' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(mock.app.store.captchas.peek('1700000000001')).toMatch(/^[a-zA-Z0-9]{4}$/);
  });

  it('rejects an over-long key with 400 naming the field', async () => {
    const answer = await call(mock.app, 'sysRandomImage', { url: `/v1/sys/randomImage/${'k'.repeat(65)}` });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('path.key');
  });
});

describe('login', () => {
  it('A-SESSION-01 A-SESSION-02 returns token, userInfo, sysAllDictItems and departments with code 200', async () => {
    const captcha = await captchaFor(mock.app, 'login-ok');
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: 'admin', password: '123456', captcha: captcha.toUpperCase(), checkKey: 'login-ok' },
    });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = resultOf(answer);
    expect(result.token).toMatch(/^[0-9a-f]{32}$/);
    expect(result.userInfo).toMatchObject({ username: 'admin', realname: '管理员' });
    expect(result.userInfo).toHaveProperty('avatar');
    expect(result.userInfo).not.toHaveProperty('password');
    expect(result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect(result.multi_depart).toBe(1);
  });

  it('a wrong captcha answers code 412 验证码错误 over HTTP 200', async () => {
    await captchaFor(mock.app, 'login-bad');
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: 'admin', password: '123456', captcha: '####', checkKey: 'login-bad' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: 412, message: '验证码错误', result: null });
  });

  it('an empty captcha answers 验证码无效', async () => {
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: 'admin', password: '123456', captcha: '', checkKey: 'none' },
    });
    expect(answer.body).toMatchObject({ success: false, code: 500, message: '验证码无效' });
  });

  it.each([
    ['nobody', '123456', '该用户不存在，请注册'],
    ['quit01', '123456', '该用户已注销'],
    ['frozen01', '123456', '该用户已冻结'],
    ['admin', 'wrong-password', '用户名或密码错误'],
  ])('refuses %s / %s with the upstream message %s', async (username, password, message) => {
    const key = `refuse-${username}-${password}`;
    const captcha = await captchaFor(mock.app, key);
    const answer = await call(mock.app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload: { username, password, captcha, checkKey: key } });
    expect(answer.body).toMatchObject({ success: false, code: 500, message });
  });

  it('a captcha is single-use after a successful login', async () => {
    const captcha = await captchaFor(mock.app, 'single-use');
    const payload = { username: 'admin', password: '123456', captcha, checkKey: 'single-use' };
    expect((await call(mock.app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload })).body.code).toBe(200);
    expect((await call(mock.app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload })).body.code).toBe(412);
  });

  it('a body missing a field answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload: { username: 'admin', captcha: 'x', checkKey: 'k' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 400, message: '参数错误：body.password 不能为空' });
  });

  it('a body that is not JSON answers 400, not 500', async () => {
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('body');
  });

  it('a field of a type the backend cannot bind answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: { name: 'admin' }, password: '123456', captcha: 'abcd', checkKey: 'k' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.username 类型应为 string');
  });
});

describe('logout', () => {
  it('A-SESSION-07 ends the session sent in X-Access-Token', async () => {
    const token = await loginAs(mock.app, 'admin');
    const answer = await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const after = await call(mock.app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token });
    expect(after.status).toBe(401);
  });

  it('A-SESSION-07 as the client sends it (axios labels a POST without data as a form): the session ends', async () => {
    const token = await loginAs(mock.app, 'admin');
    const answer = await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const after = await call(mock.app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token });
    expect(after.status).toBe(401);
  });

  it('without a token answers 退出登录失败！', async () => {
    const answer = await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout' });
    expect(answer.body).toMatchObject({ success: false, message: '退出登录失败！' });
  });

  it('with the token of a session already ended (forced out, expired, logged out) answers 退出登录成功！ as upstream', async () => {
    const forced = await loginAs(mock.app, 'jeecg');
    const admin = await loginAs(mock.app, 'admin');
    expect((await call(mock.app, 'sysOnlineForceLogout', { method: 'POST', url: '/v1/sys/online/forceLogout', token: admin, payload: { token: forced } })).body).toMatchObject({ success: true });
    expect((await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token: forced })).body).toMatchObject({ success: true, message: '退出登录成功！' });
    const twice = await loginAs(mock.app, 'jeecg');
    await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token: twice });
    expect((await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token: twice })).body).toMatchObject({ success: true, message: '退出登录成功！' });
  });

  it('with an unknown token answers Token无效!', async () => {
    const answer = await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token: 'f'.repeat(32) });
    expect(answer.body).toMatchObject({ success: false, message: 'Token无效!' });
  });
});

describe('token auth', () => {
  it.each([
    ['missing', undefined],
    ['unknown', '0123456789abcdef0123456789abcdef'],
  ])('a %s token answers HTTP 401 with body code 401 and Token失效，请重新登录!', async (_case, token) => {
    const answer = await call(mock.app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', ...(token ? { token } : {}) });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!', result: null });
  });

  it('an expired token answers 401; activity keeps a token alive', async () => {
    let now = Date.now();
    const clocked = await startMock({ now: () => now, tokenTtlSeconds: 60 });
    try {
      const token = await loginAs(clocked, 'admin');
      const ask = () => call(clocked, 'sysUserGetCurrentUserDeparts', { url: '/v1/sys/user/getCurrentUserDeparts', token });
      now += 50_000;
      expect((await ask()).status).toBe(200);
      now += 50_000;
      expect((await ask()).status).toBe(200);
      now += 61_000;
      expect((await ask()).status).toBe(401);
    } finally {
      await clocked.close();
    }
  });
});

describe('getUserPermissionByToken', () => {
  it('A-PERM-01 A-PERM-02 A-GUARD-11 answers menu, auth, allAuth and sysSafeMode with code 0', async () => {
    const token = await loginAs(mock.app, 'admin');
    const answer = await call(mock.app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const result = resultOf(answer);
    expect(result.sysSafeMode).toBe(false);
    const flat = (items: typeof result.menu): typeof result.menu => items.flatMap((item) => [item, ...flat(item.children ?? [])]);
    for (const item of flat(result.menu)) {
      expect(item.name, item.path).toBeTruthy();
      expect(item.meta.componentName, item.path).toBeTruthy();
    }
    expect(flat(result.menu).filter((item) => item.meta.icon).length).toBeGreaterThan(0);
    const home = result.menu[0];
    expect(home).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1', meta: { title: '首页', keepAlive: false, internalOrExternal: false } });
    const system = result.menu.find((item) => item.path === '/isystem');
    expect(system?.redirect).toBe('/isystem/user');
    // A hidden route (is_route 1 in upstream's sys_permission), reached from 角色管理's 用户 action.
    expect(system?.children?.find((c) => c.path === '/isystem/roleUserList')).toMatchObject({ route: '1', hidden: true });
    const external = result.menu.find((item) => item.path === '/monitor')?.children?.find((c) => c.meta.url);
    expect(external?.meta.url).toContain('{{');
    expect(external?.path).toMatch(/^[0-9a-f]{32}$/);
    expect(result.auth).toContainEqual({ action: 'bigscreen/Screen', type: '1', describe: '大屏' });
    expect(result.allAuth).toContainEqual({ action: 'hrm:employee:export', type: '1', status: '0', describe: '导出员工' });
    expect(result.auth.find((entry) => entry.action === 'hrm:employee:export')).toBeUndefined();
  });

  it('the restricted user sees fewer menus and buttons than admin', async () => {
    const admin = await call(mock.app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token: await loginAs(mock.app, 'admin') });
    const jeecg = await call(mock.app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token: await loginAs(mock.app, 'jeecg') });
    const permissions = (answer: typeof admin) => resultOf(answer);
    const titles = (answer: typeof admin) => permissions(answer).menu.map((item) => item.meta.title);
    expect(titles(admin)).toContain('系统管理');
    expect(titles(jeecg)).not.toContain('系统管理');
    expect(titles(jeecg)).toContain('人力资源');
    const actions = (answer: typeof admin) => permissions(answer).auth.map((entry) => entry.action);
    expect(actions(jeecg)).not.toContain('bigscreen/Screen');
    expect(actions(jeecg)).toContain('hrm:employee:add');
    expect(actions(jeecg).length).toBeLessThan(actions(admin).length);
    // allAuth is the whole system's rule list, the same for everyone.
    expect(permissions(jeecg).allAuth).toEqual(permissions(admin).allAuth);
  });
});

describe('departments', () => {
  it('A-DEPT-13 A-DEPT-14 getCurrentUserDeparts answers list and orgCode with code 0', async () => {
    const answer = await call(mock.app, 'sysUserGetCurrentUserDeparts', { url: '/v1/sys/user/getCurrentUserDeparts', token: await loginAs(mock.app, 'zhangsan') });
    expect(answer.body).toMatchObject({ success: true, code: 0, result: { orgCode: 'A01A03' } });
    const list = resultOf(answer).list;
    expect(list.map((d) => d.orgCode)).toEqual(['A01A03', 'A01A05', 'A02A03']);
    for (const depart of list) expect(Object.keys(depart)).toEqual(expect.arrayContaining(['id', 'orgCode', 'departName']));
  });

  it('A-DEPT-15 selectDepart answers result.userInfo with the new department', async () => {
    const token = await loginAs(mock.app, 'zhangsan');
    const answer = await call(mock.app, 'sysSelectDepart', { method: 'POST', url: '/v1/sys/selectDepart', token, payload: { orgCode: 'A01A05', username: 'zhangsan' } });
    expect(answer.body).toMatchObject({ success: true, code: 0, result: { userInfo: { username: 'zhangsan', orgCode: 'A01A05', orgCodeTxt: '研发部' } } });
    const departs = await call(mock.app, 'sysUserGetCurrentUserDeparts', { url: '/v1/sys/user/getCurrentUserDeparts', token });
    expect(resultOf(departs).orgCode).toBe('A01A05');
  });

  it('A-DEPT-15 accepts PUT as upstream maps it (its client sends PUT), with the same answer and refusals', async () => {
    const token = await loginAs(mock.app, 'zhangsan');
    const answer = await call(mock.app, 'sysSelectDepartPut', { method: 'PUT', url: '/v1/sys/selectDepart', token, payload: { orgCode: 'A02A03', username: 'zhangsan' } });
    expect(answer.body).toMatchObject({ success: true, code: 0, result: { userInfo: { username: 'zhangsan', orgCode: 'A02A03' } } });
    expect(resultOf(await call(mock.app, 'sysUserGetCurrentUserDeparts', { url: '/v1/sys/user/getCurrentUserDeparts', token })).orgCode).toBe('A02A03');
    const refused = await call(mock.app, 'sysSelectDepartPut', { method: 'PUT', url: '/v1/sys/selectDepart', token: await loginAs(mock.app, 'jeecg'), payload: { orgCode: 'A01' } });
    expect(refused.body).toMatchObject({ success: false, message: '该用户不属于此部门' });
  });

  it('refuses a department the user does not belong to', async () => {
    const answer = await call(mock.app, 'sysSelectDepart', { method: 'POST', url: '/v1/sys/selectDepart', token: await loginAs(mock.app, 'jeecg'), payload: { orgCode: 'A01' } });
    expect(answer.body).toMatchObject({ success: false, message: '该用户不属于此部门' });
  });

  it('a missing orgCode answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysSelectDepart', { method: 'POST', url: '/v1/sys/selectDepart', token: await loginAs(mock.app, 'jeecg'), payload: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.orgCode 不能为空');
  });
});

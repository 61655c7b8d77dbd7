import type { MockApp } from '@mis/mock-server';
import { describe, expect, it } from 'vitest';
import { mockPerFile, startMock, loginAs, tryLogin, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });
/** A token works when the permission call answers 200 with it. */
const tokenWorks = async (target: MockApp, token: string) =>
  (await call(target, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token })).status === 200;
const logs = async (query: string, token = mock.token) =>
  resultOf(await call(mock.app, 'sysLogList', { url: `/v1/sys/log/list${query}`, token }));
const online = async (query = '', token = mock.token) =>
  resultOf(await call(mock.app, 'sysOnlineList', { url: `/v1/sys/online/list${query}`, token }));

describe('online users', () => {
  it('lists the live sessions newest first with login time, IP and login way (code 0), filtered by username', async () => {
    const { token } = resultOf(await tryLogin(mock.app, 'staff001', '123456', { 'x-forwarded-for': '192.168.6.66, 10.0.0.1' }));
    const answer = await call(mock.app, 'sysOnlineList', { url: '/v1/sys/online/list?pageNo=1&pageSize=50', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
    expect(page.records[0]).toMatchObject({ token, username: 'staff001', ip: '192.168.6.66', loginWay: '账号密码' });
    expect(page.records[0]?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.records.map((r) => r.token)).toContain(mock.token);
    expect(page.total).toBe(mock.app.store.sessions.live().length);
    const filtered = await online('?username=staff00');
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((r) => r.username.includes('staff00'))).toBe(true);
    const paged = await online('?pageNo=1&pageSize=1');
    expect(paged).toMatchObject({ size: 1, current: 1, pages: page.total });
  });

  it('expired sessions are not listed', async () => {
    let now = Date.now();
    const clocked = await startMock({ now: () => now, tokenTtlSeconds: 60 });
    try {
      const idle = await loginAs(clocked, 'jeecg');
      now += 50_000;
      const active = await loginAs(clocked, 'admin');
      now += 20_000;
      const page = resultOf(await call(clocked, 'sysOnlineList', { url: '/v1/sys/online/list', token: active }));
      expect(page.records.map((r) => r.token)).toEqual([active]);
      expect(page.records.map((r) => r.token)).not.toContain(idle);
    } finally {
      await clocked.close();
    }
  });

  it('a pageSize over the limit answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysOnlineList', { url: '/v1/sys/online/list?pageSize=20000', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.pageSize 不能大于 10000');
  });
});

describe('sysOnlineForceLogout', () => {
  const force = (payload: object) => call(mock.app, 'sysOnlineForceLogout', { method: 'POST', url: '/v1/sys/online/forceLogout', token: mock.token, payload });

  it('A-SESSION-08 ends the session: its next call answers 401, it leaves the online list and a log records it', async () => {
    const victim = await loginAs(mock.app, 'zhangsan');
    expect(await tokenWorks(mock.app, victim)).toBe(true);
    const answer = await force({ token: victim, username: 'zhangsan', realname: '张三' });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！', result: '退出登录成功！' });
    const after = await call(mock.app, 'sysUserGetCurrentUserDeparts', { url: '/v1/sys/user/getCurrentUserDeparts', token: victim });
    expect(after.status).toBe(401);
    expect((await online('?pageSize=100')).records.map((r) => r.token)).not.toContain(victim);
    expect((await logs('?keyWord=强制')).records[0]).toMatchObject({ logContent: '强制: 张三退出成功！', userid: 'zhangsan', logType: 1 });
    expect((await force({ token: victim })).body).toMatchObject({ success: false, message: 'Token无效!' });
  });

  it('an empty token answers 退出登录失败！ and a missing one 400 naming it', async () => {
    expect((await force({ token: '' })).body).toMatchObject({ success: false, code: 500, message: '退出登录失败！' });
    const missing = await force({ username: 'zhangsan' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.token 不能为空');
  });
});

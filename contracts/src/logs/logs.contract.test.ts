import { describe, expect, it } from 'vitest';
import { mockPerFile, startMock, loginAs, tryLogin, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const logs = async (query: string, token = mock.token) =>
  resultOf(await call(mock.app, 'sysLogList', { url: `/v1/sys/log/list${query}`, token }));

describe('system logs', () => {
  it('lists logs newest first with dictionary texts (code 0); an account login adds a login log with the IP', async () => {
    await tryLogin(mock.app, 'staff002', '123456', { 'x-real-ip': '10.20.30.40' });
    const answer = await call(mock.app, 'sysLogList', { url: '/v1/sys/log/list?logType=1&pageSize=5', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
    expect(page.records[0]).toMatchObject({ logContent: '用户名: staff002,登录成功！', userid: 'staff002', ip: '10.20.30.40', logType: 1, logType_dictText: '登录日志' });
    const times = page.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by logType, keyWord and a createTime range; operation logs carry operateType_dictText', async () => {
    const operations = await logs('?logType=2&pageSize=200');
    expect(operations.total).toBeGreaterThan(100);
    expect(operations.records.every((r) => r.logType === 2 && r.logType_dictText === '操作日志')).toBe(true);
    expect(operations.records.every((r) => ['查询', '添加', '修改', '删除', '导入', '导出'].includes(r.operateType_dictText as string))).toBe(true);
    const exports = await logs(`?keyWord=${encodeURIComponent('导出')}&pageSize=200`);
    expect(exports.total).toBeGreaterThan(0);
    expect(exports.records.every((r) => r.logContent.includes('导出'))).toBe(true);
    const day = operations.records[operations.records.length - 1]?.createTime.slice(0, 10) as string;
    const ranged = await logs(`?createTime_begin=${day}&createTime_end=${day}&pageSize=200`);
    expect(ranged.total).toBe(mock.app.store.data.sysLogs.filter((l) => l.createTime.startsWith(day)).length);
    expect(ranged.records.every((r) => r.createTime.startsWith(day))).toBe(true);
  });

  it('a bad logType answers 400 naming it; an unknown sort column the upstream message', async () => {
    const bad = await call(mock.app, 'sysLogList', { url: '/v1/sys/log/list?logType=9', token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：query.logType 取值应为 1/2/3/4 之一');
    const sort = await call(mock.app, 'sysLogList', { url: '/v1/sys/log/list?column=nope', token: mock.token });
    expect(sort.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
  });

  it('delete removes one log (删除成功!); an unknown id answers 未找到对应实体; a missing id 400', async () => {
    const [first] = (await logs('?logType=2')).records;
    const answer = await call(mock.app, 'sysLogDelete', { method: 'DELETE', url: `/v1/sys/log/delete?id=${first?.id}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect((await logs(`?id=${first?.id}`)).total).toBe(0);
    expect((await call(mock.app, 'sysLogDelete', { method: 'DELETE', url: `/v1/sys/log/delete?id=${first?.id}`, token: mock.token })).body).toMatchObject({ success: false, message: '未找到对应实体' });
    const missing = await call(mock.app, 'sysLogDelete', { method: 'DELETE', url: '/v1/sys/log/delete', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.id 不能为空');
  });

  it('deleteBatch removes the listed logs and ignores unknown ids; a missing ids answers 400', async () => {
    const [a, b] = (await logs('?logType=2&column=createTime&order=asc')).records;
    const before = (await logs('')).total;
    const answer = await call(mock.app, 'sysLogDeleteBatch', { method: 'DELETE', url: `/v1/sys/log/deleteBatch?ids=${a?.id},${b?.id},nope,`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect((await logs('')).total).toBe(before - 2);
    const missing = await call(mock.app, 'sysLogDeleteBatch', { method: 'DELETE', url: '/v1/sys/log/deleteBatch', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.ids 不能为空');
  });

  it('deleteBatch with allclear empties the logs (message 删除成功!, as upstream)', async () => {
    const fresh = await startMock();
    try {
      const token = await loginAs(fresh, 'admin');
      const answer = await call(fresh, 'sysLogDeleteBatch', { method: 'DELETE', url: '/v1/sys/log/deleteBatch?ids=allclear', token });
      expect(answer.body).toMatchObject({ success: true, message: '删除成功!' });
      const page = resultOf(await call(fresh, 'sysLogList', { url: '/v1/sys/log/list', token }));
      expect(page.total).toBe(0);
      const info = resultOf(await call(fresh, 'sysLoginfo', { url: '/v1/sys/loginfo', token }));
      expect(info).toEqual({ totalVisitCount: 0, todayVisitCount: 0, todayIp: 0 });
    } finally {
      await fresh.close();
    }
  });
});

describe('logout log', () => {
  it('POST /sys/logout records 用户名: <realname>,退出成功！', async () => {
    const token = await loginAs(mock.app, 'staff004');
    const realname = mock.app.store.userByName('staff004')?.realname;
    await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token });
    expect((await logs('?userid=staff004')).records[0]?.logContent).toBe(`用户名: ${realname},退出成功！`);
  });
});

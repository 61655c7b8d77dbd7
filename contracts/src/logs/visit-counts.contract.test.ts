import { describe, expect, it } from 'vitest';
import { mockPerFile, loginAs, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('visit figures', () => {
  const chinaDate = (epoch: number) => new Date(epoch + 8 * 3_600_000).toISOString().slice(0, 10);
  const loginLogs = () => mock.app.store.data.sysLogs.filter((l) => l.logType === 1);

  it('A-SYS-43 loginfo counts login logs: all, today\'s and today\'s distinct IPs (code 200 登录成功); a login adds one', async () => {
    const answer = await call(mock.app, 'sysLoginfo', { url: '/v1/sys/loginfo?_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const info = resultOf(answer);
    const today = loginLogs().filter((l) => l.createTime.startsWith(chinaDate(Date.now())));
    expect(info).toEqual({ totalVisitCount: loginLogs().length, todayVisitCount: today.length, todayIp: new Set(today.map((l) => l.ip)).size });
    expect(info.totalVisitCount).toBeGreaterThan(100);
    await loginAs(mock.app, 'staff003');
    const after = resultOf(await call(mock.app, 'sysLoginfo', { url: '/v1/sys/loginfo', token: mock.token }));
    expect(after.totalVisitCount).toBe(info.totalVisitCount + 1);
    expect(after.todayVisitCount).toBe(info.todayVisitCount + 1);
  });

  it('A-SYS-44 visitInfo answers the last 7 days oldest first with visit, ip, tian and type (code 0)', async () => {
    const answer = await call(mock.app, 'sysVisitInfo', { url: '/v1/sys/visitInfo', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const days = resultOf(answer);
    const expected = Array.from({ length: 7 }, (_, i) => chinaDate(Date.now() - (6 - i) * 86_400_000));
    expect(days.map((d) => d.tian)).toEqual(expected.filter((day) => loginLogs().some((l) => l.createTime.startsWith(day))));
    for (const day of days) {
      const ofDay = loginLogs().filter((l) => l.createTime.startsWith(day.tian));
      expect(day).toEqual({ visit: ofDay.length, ip: new Set(ofDay.map((l) => l.ip)).size, tian: day.tian, type: day.tian.slice(5) });
    }
    expect(days.at(-1)?.tian).toBe(expected[6]);
  });

  it('a _t that is not a number answers 400 naming it', async () => {
    for (const [operationId, url] of [['sysLoginfo', '/v1/sys/loginfo'], ['sysVisitInfo', '/v1/sys/visitInfo']] as const) {
      const answer = await call(mock.app, operationId, { url: `${url}?_t=abc`, token: mock.token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('query._t');
    }
  });
});

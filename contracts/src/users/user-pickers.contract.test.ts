import { describe, expect, it } from 'vitest';
import { mockPerFile, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('user picker data', () => {
  const pickerPage = async (query: string) =>
    resultOf(await call(mock.app, 'sysUserQueryUserComponentData', { url: `/v1/sys/user/queryUserComponentData${query}`, token: mock.token }));

  it('B-PICK-10 B-PICK-06 B-PICK-12 pages active users with orgCodeTxt, newest first (code 200); departId includes sub-departments', async () => {
    const answer = await call(mock.app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?pageNo=1&pageSize=10&field=id,username,realname', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const page = resultOf(answer);
    const active = mock.app.store.data.users.filter((u) => u.status === 1 && u.delFlag === 0);
    expect(page.total).toBe(active.length);
    const times = page.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of page.records) expect(row).toEqual(expect.objectContaining({ id: expect.any(String), username: expect.any(String), realname: expect.any(String), sex: expect.any(Number) }));
    const zhangsan = (await pickerPage('?username=zhangsan')).records[0];
    expect(zhangsan).toMatchObject({ username: 'zhangsan', orgCodeTxt: '市场部,研发部,电话商务公司', phone: '13426411111' });
    expect(zhangsan).toHaveProperty('birthday');
    expect(zhangsan).not.toHaveProperty('password');

    const root = mock.app.store.data.departs.find((d) => d.orgCode === 'A02')?.id;
    const company = await pickerPage(`?departId=${root}&pageSize=100`);
    const inA02 = active.filter((u) => u.orgCodes.some((c) => c.startsWith('A02')));
    expect(company.total).toBe(inA02.length);
    expect(company.records.map((r) => r.username)).toContain('jeecg');
    expect(company.records.map((r) => r.username)).not.toContain('admin');
    expect((await pickerPage('?pageSize=100')).records.map((r) => r.username)).not.toContain('frozen01');
  });

  it('filters by username and realname (contains) and sorts by column', async () => {
    const page = await pickerPage(`?username=staff01&column=username&order=asc&pageSize=20`);
    const expected = mock.app.store.data.users.filter((u) => u.username.includes('staff01') && u.status === 1).map((u) => u.username).sort();
    expect(page.records.map((r) => r.username)).toEqual(expected);
    const named = await pickerPage(`?realname=${encodeURIComponent('张')}&pageSize=100`);
    expect(named.records.every((r) => r.realname.includes('张'))).toBe(true);
    expect(named.records.map((r) => r.username)).toContain('zhangsan');
  });

  it('an unknown departId answers 未找到对应部门; pageNo 0 answers the first page (MyBatis-Plus), pageNo abc 400 naming it', async () => {
    expect((await call(mock.app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?departId=nope', token: mock.token })).body).toMatchObject({ success: false, message: '未找到对应部门' });
    const first = await call(mock.app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?pageNo=1', token: mock.token });
    const zero = await call(mock.app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?pageNo=0', token: mock.token });
    expect(zero.body).toMatchObject({ success: true, result: { current: 1, records: first.body.result?.records } });
    const bad = await call(mock.app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?pageNo=abc', token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：query.pageNo 类型应为 integer');
  });

  it('B-PICK-11 getMultiUser answers a bare array of the users whose stored field matches (usernames or ids)', async () => {
    const answer = await call(mock.app, 'sysUserGetMultiUser', { url: '/v1/sys/user/getMultiUser?username=admin,jeecg,frozen01,nobody', token: mock.token });
    expect(answer.status).toBe(200);
    const users = answer.body;
    expect(Array.isArray(users)).toBe(true);
    expect(users.map((u) => u.username).sort()).toEqual(['admin', 'jeecg']);
    const ids = users.map((u) => u.id).join(',');
    const byId = (await call(mock.app, 'sysUserGetMultiUser', { url: `/v1/sys/user/getMultiUser?id=${ids}`, token: mock.token })).body;
    expect(byId.map((u) => u.realname).sort()).toEqual(['jeecg', '管理员']);
    expect(byId.every((u) => !('password' in u))).toBe(true);
  });

  it('getMultiUser with an over-long value answers 400 (enveloped) naming it', async () => {
    const answer = await call(mock.app, 'sysUserGetMultiUser', { url: `/v1/sys/user/getMultiUser?realname=${'a'.repeat(2001)}`, token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: '参数错误：query.realname 长度不能超过 2000 个字符' });
  });
});

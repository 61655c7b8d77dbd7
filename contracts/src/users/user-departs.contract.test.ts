import { describe, expect, it } from 'vitest';
import { call, expectFail, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const ZHANGSAN = '3d464b4ea0d2491aab8a7bde74c57e95';

describe('sysUserUserDepartList', () => {
  it('lists the user\'s departments as DepartIdModel entries (key and value the id, title the name)', async () => {
    const answer = await call(mock.app, 'sysUserUserDepartList', { url: `/v1/sys/user/userDepartList?userId=${ZHANGSAN}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '查找成功' });
    const departs = resultOf(answer);
    const tree = resultOf(await call(mock.app, 'sysSysDepartQueryIdTree', { url: '/v1/sys/sysDepart/queryIdTree', token: mock.token }));
    const titles = new Map<string, string>();
    const walk = (nodes: typeof tree) => nodes.forEach((node) => (titles.set(node.key, node.title), walk(node.children)));
    walk(tree);
    // zhangsan works in three departments (A01A03, A01A05, A02A03).
    expect(departs).toHaveLength(3);
    for (const depart of departs) {
      expect(depart.value).toBe(depart.key);
      expect(depart.title).toBe(titles.get(depart.key));
      expect(depart.children).toEqual([]);
    }
  });

  it('answers 查找失败 for an unknown user and 400 without userId', async () => {
    expectFail(await call(mock.app, 'sysUserUserDepartList', { url: '/v1/sys/user/userDepartList?userId=nobody', token: mock.token }), '查找失败');
    const missing = await call(mock.app, 'sysUserUserDepartList', { url: '/v1/sys/user/userDepartList', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('userId');
  });
});

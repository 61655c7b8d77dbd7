// 用户管理's 租户分配 in the real client: GET /sys/tenant/queryList (upstream SysTenantController).
import { describe, expect, it } from 'vitest';
import { call, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get } = mock;

describe('tenants', () => {
  it('queryList answers the 正常 tenants in id order (code 0); a frozen one is left out', async () => {
    const answer = await get('sysTenantQueryList', '/v1/sys/tenant/queryList');
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '' });
    expect(resultOf(answer).map((t) => [t.id, t.name, t.status])).toEqual([
      [1, '人员外包总部', 1],
      [2, '华南分公司', 1],
    ]);
  });

  it('ids narrows to those tenants; a frozen or unknown id adds nothing', async () => {
    expect(resultOf(await get('sysTenantQueryList', '/v1/sys/tenant/queryList?ids=2,3,abc')).map((t) => t.id)).toEqual([2]);
    expect(resultOf(await get('sysTenantQueryList', '/v1/sys/tenant/queryList?ids=1')).map((t) => t.id)).toEqual([1]);
  });

  it('needs a token', async () => {
    expect((await call(mock.app, 'sysTenantQueryList', { url: '/v1/sys/tenant/queryList' })).status).toBe(401);
  });
});

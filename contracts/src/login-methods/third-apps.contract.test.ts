// 用户管理 in the real client asks which third-party app sync is on: GET /sys/thirdApp/getEnabledType.
import { describe, expect, it } from 'vitest';
import { call, mockPerFile } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('third-party apps', () => {
  it('getEnabledType: neither 企业微信 nor 钉钉 sync is on (code 200)', async () => {
    const answer = await mock.get('sysThirdAppGetEnabledType', '/v1/sys/thirdApp/getEnabledType');
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '', result: { wechatEnterprise: false, dingtalk: false } });
    expect((await call(mock.app, 'sysThirdAppGetEnabledType', { url: '/v1/sys/thirdApp/getEnabledType' })).status).toBe(401);
  });
});

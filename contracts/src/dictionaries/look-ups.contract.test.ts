import { describe, expect, it } from 'vitest';
import { mockPerFile, call, resultOf, signedHeaders } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('getDictItems', () => {
  it('A-DICT-05 a signed request answers the items of a plain dictionary with code 0', async () => {
    const url = '/v1/sys/dict/getDictItems/priority';
    const answer = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: signedHeaders(url) });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.result).toEqual([
      { value: 'H', text: '高', title: '高', label: '高' },
      { value: 'M', text: '中', title: '中', label: '中' },
      { value: 'L', text: '低', title: '低', label: '低' },
    ]);
  });

  it('an unknown plain code answers an empty list', async () => {
    const url = '/v1/sys/dict/getDictItems/no_such_dict';
    const answer = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: signedHeaders(url) });
    expect(answer.body).toMatchObject({ success: true, result: [] });
  });

  it('a table dictionary answers text/value pairs of the table, filtered by its condition', async () => {
    const url = `/v1/sys/dict/getDictItems/${encodeURIComponent("sys_depart,depart_name,org_code,org_category='4'")}`;
    const answer = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: signedHeaders(url) });
    const items = resultOf(answer);
    expect(items.length).toBeGreaterThan(3);
    expect(items).toContainEqual(expect.objectContaining({ value: 'A01A07A01', text: '移动客服外包项目' }));
    expect(items.every((item) => item.value.length === 9)).toBe(true);
  });

  it('a table dictionary with fewer than three parts answers 字典Code格式不正确！', async () => {
    const url = '/v1/sys/dict/getDictItems/sys_user,realname';
    const answer = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: signedHeaders(url) });
    expect(answer.body).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' });
  });

  it('a wrong X-Sign answers Sign签名校验失败！ over HTTP 200', async () => {
    const answer = await call(mock.app, 'sysDictGetDictItems', {
      url: '/v1/sys/dict/getDictItems/sex',
      token: mock.token,
      headers: { 'x-sign': '0'.repeat(32), 'x-timestamp': String(Date.now()) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！' });
  });

  it('a timestamp older than 300 s is rejected; the signature itself is right', async () => {
    const url = '/v1/sys/dict/getDictItems/sex';
    const answer = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: signedHeaders(url, Date.now() - 301_000) });
    expect(answer.body).toMatchObject({ success: false, message: '签名验证失败:X-TIMESTAMP已过期' });
    const fresh = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: signedHeaders(url, Date.now() - 290_000) });
    expect(fresh.body.success).toBe(true);
  });

  it('a missing X-TIMESTAMP is rejected by name', async () => {
    const answer = await call(mock.app, 'sysDictGetDictItems', { url: '/v1/sys/dict/getDictItems/sex', token: mock.token });
    expect(answer.body).toMatchObject({ success: false, message: '签名验证失败:缺少X-TIMESTAMP' });
  });

  it('_t does not take part in the signature', async () => {
    const url = '/v1/sys/dict/getDictItems/sex';
    const answer = await call(mock.app, 'sysDictGetDictItems', { url: `${url}?_t=1700000000`, token: mock.token, headers: signedHeaders(url) });
    expect(answer.body.success).toBe(true);
  });

  it('without a token answers 401 before the signature is looked at', async () => {
    const answer = await call(mock.app, 'sysDictGetDictItems', { url: '/v1/sys/dict/getDictItems/sex' });
    expect(answer.status).toBe(401);
  });

  it('a malformed X-Sign is a signature mismatch, as upstream checks it before binding', async () => {
    const url = '/v1/sys/dict/getDictItems/sex';
    const answer = await call(mock.app, 'sysDictGetDictItems', { url, token: mock.token, headers: { ...signedHeaders(url), 'x-sign': 'not-a-sign' } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Sign签名校验失败！');
  });
});

describe('queryAllDictItems', () => {
  it('A-DICT-12 answers every dictionary keyed by code with code 200', async () => {
    const answer = await call(mock.app, 'sysDictQueryAllDictItems', { url: '/v1/sys/dict/queryAllDictItems', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const map = resultOf(answer);
    for (const code of ['sex', 'priority', 'msg_category', 'send_status', 'org_category', 'position_rank', 'perms_type', 'log_type']) {
      expect(map[code], code).toBeDefined();
    }
    expect(map.org_category).toContainEqual({ value: '4', text: '项目', title: '项目', label: '项目' });
  });

  it('rejects a tenant-id that is not a number with 400 naming the header', async () => {
    const answer = await call(mock.app, 'sysDictQueryAllDictItems', { url: '/v1/sys/dict/queryAllDictItems', token: mock.token, headers: { 'tenant-id': 'x1' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：header.tenant-id 格式不正确');
  });
});

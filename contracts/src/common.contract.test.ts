import type { MockApp } from '@mis/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callRaw, loginAs, startMock } from './harness';
import { multipart } from './harness-files';

let app: MockApp;
let token: string;
beforeAll(async () => {
  app = await startMock();
  token = await loginAs(app, 'admin');
});
afterAll(() => app.close());

const upload = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, file);
  return call(app, 'sysCommonUpload', { method: 'POST', url: '/v1/sys/common/upload', token, headers: body.headers, payload: body.payload });
};

describe('upload and static files', () => {
  it('A-HTTP-14 stores a multipart upload under biz and serves it back byte for byte', async () => {
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const answer = await upload({ biz: 'avatar' }, { name: 'photo.png', type: 'image/png', content });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.message).toMatch(/^avatar\/photo_\d+\.png$/);
    const file = await callRaw(app, 'sysCommonStatic', { url: `/v1/sys/common/static/${answer.body.message}` });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
    expect(file.raw.equals(content)).toBe(true);
  });

  it('a multipart body sent to an operation that takes JSON is refused naming the content type, and nothing is written', async () => {
    const total = async () => ((await call(app, 'sysUserList', { url: '/v1/sys/user/list?username=mp_user', token })).body.result as { total: number }).total;
    const before = await total();
    const body = multipart({ username: 'mp_user', realname: '表单用户', password: '123456' });
    const answer = await call(app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token, headers: body.headers, payload: body.payload });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 400, message: '参数错误：不支持的 Content-Type' });
    expect(await total()).toBe(before);
  });

  it('defaults biz to temp', async () => {
    const answer = await upload({}, { name: 'a.txt', type: 'text/plain', content: Buffer.from('hello') });
    expect(answer.body.message).toMatch(/^temp\/a_\d+\.txt$/);
  });

  it('rejects path traversal in biz with the upstream message', async () => {
    const answer = await upload({ biz: '../../etc' }, { name: 'a.txt', type: 'text/plain', content: Buffer.from('x') });
    expect(answer.body).toMatchObject({ success: false, message: '上传目录bizPath，格式非法！' });
  });

  it('no file answers 上传失败！', async () => {
    const answer = await upload({ biz: 'temp' });
    expect(answer.body).toMatchObject({ success: false, message: '上传失败！' });
  });

  it('a missing stored file answers 404 in the envelope; a path leaving the folder answers 400', async () => {
    const missing = await call(app, 'sysCommonStatic', { url: '/v1/sys/common/static/temp/none.png' });
    expect(missing.status).toBe(404);
    const escape = await call(app, 'sysCommonStatic', { url: '/v1/sys/common/static/..%2F..%2Fetc%2Fpasswd' });
    expect(escape.status).toBe(400);
  });
});

import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockPerFile, call, callRaw, resultOf, multipart } from '../kit';

// A data dir, so that what an upload wrote can be looked at.
const dataDir = mkdtempSync(join(tmpdir(), 'mis-common-contract-'));
const storedIn = (biz: string) => (existsSync(join(dataDir, 'upload', biz)) ? readdirSync(join(dataDir, 'upload', biz)) : []);
const mock = mockPerFile({ dataDir, login: 'admin' });

const upload = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1], { query = '', auth = mock.token }: { query?: string; auth?: string } = {}) => {
  const body = multipart(fields, file);
  return call(mock.app, 'sysCommonUpload', { method: 'POST', url: `/v1/sys/common/upload${query}`, token: auth, headers: body.headers, payload: body.payload });
};
const stored = async (path: string) => (await callRaw(mock.app, 'sysCommonStatic', { url: `/v1/sys/common/static/${path}` })).raw;

describe('upload and static files', () => {
  it('A-HTTP-14 stores a multipart upload under biz and serves it back byte for byte', async () => {
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const answer = await upload({ biz: 'avatar' }, { name: 'photo.png', type: 'image/png', content });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.message).toMatch(/^avatar\/photo_\d+\.png$/);
    const file = await callRaw(mock.app, 'sysCommonStatic', { url: `/v1/sys/common/static/${answer.body.message}` });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
    expect(file.raw.equals(content)).toBe(true);
  });

  it('a multipart body sent to an operation that takes JSON is refused naming the content type, and nothing is written', async () => {
    const total = async () => resultOf(await call(mock.app, 'sysUserList', { url: '/v1/sys/user/list?username=mp_user', token: mock.token })).total;
    const before = await total();
    const body = multipart({ username: 'mp_user', realname: '表单用户', password: '123456' });
    const answer = await call(mock.app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 400, message: '参数错误：不支持的 Content-Type' });
    expect(await total()).toBe(before);
  });

  it('B-UPLOAD-27 a table cell\'s upload (file, biz, isup=1, with the token) answers success and the stored path in message', async () => {
    const content = Buffer.from('GIF89a-cell');
    const answer = await upload({ biz: 'images', isup: '1' }, { name: '工牌.gif', type: 'image/gif', content });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.message).toMatch(/^images\/工牌_\d+\.gif$/);
    expect((await stored(answer.body.message)).equals(content)).toBe(true);
    const anonymous = await upload({ biz: 'images', isup: '1' }, { name: 'x.gif', type: 'image/gif', content }, { auth: '' });
    expect(anonymous.status).toBe(401);
  });

  it('B-EDITOR-03 the editor\'s ?biz=editor with jeditor stores under editor (a path, not upstream 2.x\'s "local"); the form field wins over the query', async () => {
    const fromQuery = await upload({ jeditor: '1' }, { name: 'pic.png', type: 'image/png', content: Buffer.from('png') }, { query: '?biz=editor' });
    expect(fromQuery.body).toMatchObject({ success: true, code: 0 });
    expect(fromQuery.body.message).toMatch(/^editor\/pic_\d+\.png$/);
    const both = await upload({ biz: 'images' }, { name: 'pic.png', type: 'image/png', content: Buffer.from('png') }, { query: '?biz=editor' });
    expect(both.body.message).toMatch(/^images\//);
  });

  it('a form field outside the document answers 400 naming it, and nothing is stored', async () => {
    const badFlag = await upload({ biz: 'flags', isup: '2' }, { name: 'a.txt', type: 'text/plain', content: Buffer.from('x') });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.success).toBe(false);
    expect(badFlag.body.message).toContain('isup');
    expect(storedIn('flags')).toEqual([]);
    const longBiz = await upload({ biz: 'x'.repeat(201) }, { name: 'a.txt', type: 'text/plain', content: Buffer.from('x') });
    expect(longBiz.status).toBe(400);
    expect(longBiz.body.message).toContain('biz');
    expect(storedIn('x'.repeat(201))).toEqual([]);
    // The same field within the document is stored: the check above is not an empty folder by accident.
    await upload({ biz: 'flags', isup: '1' }, { name: 'a.txt', type: 'text/plain', content: Buffer.from('x') });
    expect(storedIn('flags')).toHaveLength(1);
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
    const missing = await call(mock.app, 'sysCommonStatic', { url: '/v1/sys/common/static/temp/none.png' });
    expect(missing.status).toBe(404);
    const escape = await call(mock.app, 'sysCommonStatic', { url: '/v1/sys/common/static/..%2F..%2Fetc%2Fpasswd' });
    expect(escape.status).toBe(400);
  });
});

import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { answerWithPath, uploadFile } from './upload-request';

let sent: InternalAxiosRequestConfig[] = [];
let reply: { status?: number; data: unknown } = { data: null };

beforeEach(() => {
  sent = [];
  window.localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'tok-9', expire: null }));
  http.defaults.adapter = async (config) => {
    sent.push(config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
});

afterEach(() => window.localStorage.clear());

const token = (config: InternalAxiosRequestConfig | undefined) => AxiosHeaders.from(config?.headers).get('X-Access-Token') ?? undefined;
const body = (config: InternalAxiosRequestConfig | undefined) => config?.data as FormData;

describe('POST /sys/common/upload', () => {
  it.each([
    ['B-UPLOAD-26 sends the access token header when the caller asks', true, 'tok-9'],
    ['B-UPLOAD-26 sends no access token header when the caller does not ask', false, undefined],
  ])('%s', async (_rule, withToken, expected) => {
    reply = { data: { success: true, code: 0, message: 'temp/a_1.txt', result: null, timestamp: 0 } };
    await uploadFile({ file: new Blob(['x']), fileName: 'a.txt', biz: 'temp', withToken });
    expect(token(sent[0])).toBe(expected);
  });

  it('sends the file, biz and isup=1 as multipart and answers the stored path', async () => {
    reply = { data: { success: true, code: 0, message: 'images/p_1.png', result: null, timestamp: 0 } };
    const answer = await uploadFile({ file: new File(['x'], 'p.png', { type: 'image/png' }), fileName: 'p.png', biz: 'images', withToken: true });
    expect(sent[0]?.url).toBe('/sys/common/upload');
    expect(body(sent[0]).get('biz')).toBe('images');
    expect(body(sent[0]).get('isup')).toBe('1');
    expect((body(sent[0]).get('file') as File).name).toBe('p.png');
    expect(answer).toMatchObject({ success: true, message: 'images/p_1.png' });
  });

  it('a business refusal resolves success false with the server message', async () => {
    reply = { data: { success: false, code: 500, message: '上传失败！', result: null, timestamp: 0 } };
    await expect(uploadFile({ file: new Blob(['x']), fileName: 'a.txt', biz: 'temp', withToken: true })).resolves.toEqual({ success: false, message: '上传失败！' });
  });

  it('an HTTP failure rejects', async () => {
    reply = { status: 401, data: { success: false, code: 401, message: 'Token失效' } };
    await expect(uploadFile({ file: new Blob(['x']), fileName: 'a.txt', biz: 'temp', withToken: false })).rejects.toBeInstanceOf(AxiosError);
  });
});

describe("a column's own action, data and responseName (001 §3)", () => {
  it('posts to the column action with its extra form fields, which may replace biz', async () => {
    reply = { data: { success: true, code: 200, message: 'certificates/c_1.png', result: null, timestamp: 0 } };
    await uploadFile({ file: new Blob(['x']), fileName: 'c.png', biz: 'images', withToken: true, action: '/sys/upload/uploadMinio', data: { biz: 'certificates', employeeId: 'e1', flags: { a: 1 } } });
    expect(sent[0]?.url).toBe('/sys/upload/uploadMinio');
    expect(body(sent[0]).get('biz')).toBe('certificates');
    expect(body(sent[0]).getAll('biz')).toHaveLength(1);
    expect(body(sent[0]).get('employeeId')).toBe('e1');
    expect(body(sent[0]).get('flags')).toBe('{"a":1}');
    expect(body(sent[0]).get('isup')).toBe('1');
  });

  it('without them it posts to /sys/common/upload and reads the path from message', async () => {
    reply = { data: { success: true, code: 0, message: 'temp/a_1.txt', result: { url: 'ignored' }, timestamp: 0 } };
    await expect(uploadFile({ file: new Blob(['x']), fileName: 'a.txt', biz: 'temp', withToken: true })).resolves.toEqual({ success: true, message: 'temp/a_1.txt' });
    expect(sent[0]?.url).toBe('/sys/common/upload');
  });

  it('reads the stored path from the field responseName names, a dotted path included', async () => {
    reply = { data: { success: true, code: 200, message: '上传成功', result: { url: 'oss/2024/c_1.png' }, timestamp: 0 } };
    await expect(uploadFile({ file: new Blob(['x']), fileName: 'c.png', biz: 'images', withToken: true, responseName: 'result.url' })).resolves.toEqual({ success: true, message: 'oss/2024/c_1.png' });
    expect(answerWithPath({ success: true, fileUrl: 'x/y.pdf' }, 'fileUrl')).toEqual({ success: true, message: 'x/y.pdf' });
  });

  it('a successful answer without a path in responseName fails (no server text to show), a refusal keeps its message', () => {
    expect(answerWithPath({ success: true, message: '上传成功', result: null }, 'result.url')).toEqual({ success: false, message: undefined });
    expect(answerWithPath({ success: false, message: '文件过大' }, 'result.url')).toEqual({ success: false, message: '文件过大' });
    expect(answerWithPath(null)).toEqual({ success: false, message: undefined });
  });
});

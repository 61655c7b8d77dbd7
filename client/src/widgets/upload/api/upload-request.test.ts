import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { uploadFile } from './upload-request';

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

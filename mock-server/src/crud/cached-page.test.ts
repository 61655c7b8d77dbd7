import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ok } from '../envelope.js';
import { Store } from '../store/store.js';
import { cachedPage } from './cached-page.js';
import { serializeReply, StableEnvelope } from './json-once.js';

const newStore = () => new Store({ tokenTtlMs: 60_000, now: Date.now });

describe('cachedPage', () => {
  it('answers the same query from the cache, whatever its _t, until the data changes', () => {
    const store = newStore();
    let computed = 0;
    const compute = () => ok({ records: [{ n: ++computed }] });
    const first = cachedPage(store, 'demo', { pageNo: '1', _t: '1' }, compute);
    const again = cachedPage(store, 'demo', { pageNo: '1', _t: '2' }, compute);
    expect(again.result).toBe(first.result);
    expect(computed).toBe(1);

    cachedPage(store, 'demo', { pageNo: '2' }, compute);
    expect(computed).toBe(2);

    store.changed();
    const afterWrite = cachedPage(store, 'demo', { pageNo: '1', _t: '3' }, compute);
    expect(computed).toBe(3);
    expect(afterWrite.result.records[0]).toEqual({ n: 3 });
  });

  it('tells a comma-separated value from a list of the same values', () => {
    const store = newStore();
    let computed = 0;
    const compute = () => ok({ records: [{ n: ++computed }] });
    cachedPage(store, 'demo', { status: '1,2' }, compute);
    cachedPage(store, 'demo', { status: ['1', '2'] }, compute);
    cachedPage(store, 'demo', { status: ['1', '2'] }, compute);
    expect(computed).toBe(2);
  });
});

describe('serializeReply', () => {
  it('writes a stable envelope exactly as JSON.stringify, keeping each reply its own timestamp', () => {
    const result = { records: [{ realname: '张三', sex: 1, remark: '引号"与\\反斜杠' }], total: 1 };
    const one = new StableEnvelope(true, '', 200, result, 1);
    const sameMillisecond = new StableEnvelope(true, '', 200, result, 1);
    const later = new StableEnvelope(true, '', 200, result, 2);
    const otherMessage = new StableEnvelope(true, '成功"引号', 0, result, 3);
    for (const envelope of [one, sameMillisecond, later, otherMessage, one]) {
      expect(String(serializeReply(envelope))).toBe(JSON.stringify(envelope));
    }
    expect(JSON.parse(String(serializeReply(later)))).toEqual({ success: true, message: '', code: 200, result, timestamp: 2 });
  });

  it('stringifies anything else as it is', () => {
    const plain = { success: true, result: { a: 1 } };
    expect(serializeReply(plain)).toBe(JSON.stringify(plain));
    expect(serializeReply([1, 2])).toBe('[1,2]');
    expect(serializeReply(new StableEnvelope(true, '', 200, null, 5))).toBe(JSON.stringify({ success: true, message: '', code: 200, result: null, timestamp: 5 }));
  });
});

describe('the user list through the server', () => {
  it('a user added after a list was cached shows in the same query', async () => {
    const app = await buildApp({ staticDir: false });
    await app.inject({ method: 'GET', url: '/v1/sys/randomImage/c' });
    const login = await app.inject({ method: 'POST', url: '/v1/sys/login', payload: { username: 'admin', password: '123456', captcha: app.store.captchas.peek('c'), checkKey: 'c' } });
    const headers = { 'x-access-token': login.json().result.token as string };
    const list = async () => (await app.inject({ method: 'GET', url: '/v1/sys/user/list?username=cache*', headers })).json();
    expect((await list()).result.total).toBe(0);
    const add = await app.inject({ method: 'POST', url: '/v1/sys/user/add', headers, payload: { username: 'cache1', realname: '缓存', password: '123456' } });
    expect(add.json().success).toBe(true);
    const after = await list();
    expect(after.result.total).toBe(1);
    expect(after.result.records[0].username).toBe('cache1');
    expect(typeof after.timestamp).toBe('number');
    await app.close();
  });
});

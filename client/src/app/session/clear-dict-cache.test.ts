import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { clearDictCache } from './clear-dict-cache';

const NOW = 1_700_000_000_000;
const dictionaries = { sex: [{ value: '1', text: '男' }] };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  setUiFeedback({ notification: { error: vi.fn() }, message: { error: vi.fn() } } as unknown as UiFeedback);
});

afterEach(() => {
  vi.useRealTimers();
  setUiFeedback(null);
});

describe('clear cache', () => {
  it('A-TOPBAR-11 with role:clear:cache the server cache is refreshed, then the dictionaries are reloaded', async () => {
    const api = installFakeBackend({
      'GET /sys/dict/refleshCache': () => ({ data: envelope(0, null) }),
      'GET /sys/dict/queryAllDictItems': () => ({ data: envelope(0, dictionaries) }),
    });
    await expect(clearDictCache(true)).resolves.toEqual({ kind: 'done', text: '刷新缓存完成！' });
    expect(api.requests.map((request) => request.url)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
  });

  it('A-TOPBAR-11 without the permission only the local dictionary cache is reloaded', async () => {
    const api = installFakeBackend({ 'GET /sys/dict/queryAllDictItems': () => ({ data: envelope(0, dictionaries) }) });
    await clearDictCache(false);
    expect(api.calls('GET', '/sys/dict/refleshCache')).toHaveLength(0);
    expect(api.calls('GET', '/sys/dict/queryAllDictItems')).toHaveLength(1);
  });

  it('A-STORE-11 the reloaded dictionary cache is kept with the medium lifetime (7 days)', async () => {
    installFakeBackend({ 'GET /sys/dict/queryAllDictItems': () => ({ data: envelope(0, dictionaries) }) });
    await clearDictCache(false);
    expect(JSON.parse(window.localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA') ?? 'null')).toEqual({
      value: dictionaries,
      expire: NOW + 604_800_000,
    });
  });

  it('A-TOPBAR-12 a failed refresh reports 刷新缓存失败！ and keeps the old cache', async () => {
    window.localStorage.setItem('pro__UI_CACHE_DB_DICT_DATA', JSON.stringify({ value: { old: [] }, expire: null }));
    installFakeBackend({ 'GET /sys/dict/refleshCache': () => ({ status: 500, data: { message: 'down' } }) });
    await expect(clearDictCache(true)).resolves.toEqual({ kind: 'failed', text: '刷新缓存失败！' });
    expect(JSON.parse(window.localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA') ?? 'null').value).toEqual({ old: [] });
  });
});

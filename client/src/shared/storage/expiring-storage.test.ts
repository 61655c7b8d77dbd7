import { beforeEach, describe, expect, it } from 'vitest';
import {
  CacheLifetime,
  DEFAULT_CACHE_LIFETIME,
  classifyStorageError,
  createExpiringStorage,
  type StorageErrorKind,
} from './expiring-storage';

const DAY = 86_400_000;

describe('expiring storage', () => {
  let clock = 1_700_000_000_000;
  const errors: StorageErrorKind[] = [];
  const storage = createExpiringStorage(
    () => window.localStorage,
    () => clock,
    (kind) => errors.push(kind),
  );

  beforeEach(() => {
    window.localStorage.clear();
    clock = 1_700_000_000_000;
    errors.length = 0;
  });

  it('A-STORE-08 presets are 1, 7 and 30 days', () => {
    expect(CacheLifetime.short).toBe(DAY);
    expect(CacheLifetime.medium).toBe(7 * DAY);
    expect(CacheLifetime.long).toBe(30 * DAY);
  });

  it('A-STORE-09 the default lifetime is medium (7 days = 604800000 ms)', () => {
    expect(DEFAULT_CACHE_LIFETIME).toBe(604_800_000);
    storage.set('Access-Token', 'abc');
    const raw = JSON.parse(window.localStorage.getItem('pro__Access-Token') ?? 'null');
    expect(raw).toEqual({ value: 'abc', expire: clock + 604_800_000 });
  });

  it('writes the Vue.ls layout: pro__ prefix and {value, expire}', () => {
    storage.set('Login_Userinfo', { username: 'admin' }, null);
    expect(window.localStorage.getItem('pro__Login_Userinfo')).toBe('{"value":{"username":"admin"},"expire":null}');
  });

  it('reads entries written by Vue.ls', () => {
    window.localStorage.setItem('pro__TENANT_ID', JSON.stringify({ value: 3, expire: null }));
    expect(storage.get<number>('TENANT_ID')).toBe(3);
  });

  it('returns null and removes the entry once expired', () => {
    storage.set('k', 'v', CacheLifetime.short);
    clock += DAY - 1;
    expect(storage.get('k')).toBe('v');
    clock += 2;
    expect(storage.get('k')).toBeNull();
    expect(window.localStorage.getItem('pro__k')).toBeNull();
  });

  it('removes entries', () => {
    storage.set('k', 1);
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('A-STORE-10 reports unreadable JSON as invalid data', () => {
    window.localStorage.setItem('pro__broken', '{not json');
    expect(storage.get('broken')).toBeNull();
    expect(errors).toEqual(['invalid-data']);
  });

  it('A-STORE-10 classifies quota, privacy-mode and unknown failures', () => {
    expect(classifyStorageError(new DOMException('full', 'QuotaExceededError'))).toBe('quota-exceeded');
    expect(classifyStorageError(new DOMException('denied', 'SecurityError'))).toBe('privacy-mode');
    expect(classifyStorageError(new SyntaxError('bad'))).toBe('invalid-data');
    expect(classifyStorageError('weird')).toBe('unknown');
  });

  it('A-STORE-10 returns the error kind when a write fails', () => {
    const failing = createExpiringStorage(
      () =>
        ({
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
        }) as unknown as Storage,
    );
    expect(failing.set('k', 'v')).toBe('quota-exceeded');
  });
});

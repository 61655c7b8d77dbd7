import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/api/errors';
import { loadChunk, retryUrlOf } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the loaded module', async () => {
    await expect(loadChunk('a', async () => 'module')).resolves.toBe('module');
  });

  it('A-ERR-18 A-ERR-19 an import failing twice is a ChunkLoadError of type missing', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const failure = loadChunk('dashboard/Analysis', load);
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ type: 'missing', message: expect.stringMatching(/^Loading chunk dashboard\/Analysis failed/) });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed chunk load is retried once and then succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce('module');
    await expect(loadChunk('retry', load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('A-ERR-18 the second try is given the first failure, so it can ask for the module under another URL', async () => {
    const failed = new Error('Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/account-centre-page-Dh5_x.js');
    const load = vi.fn(() => Promise.reject(failed));
    const retry = vi.fn((failure: ChunkLoadError) => Promise.resolve(retryUrlOf(failure, 42)));
    await expect(loadChunk('account/center', load, retry)).resolves.toBe('http://127.0.0.1:8080/assets/account-centre-page-Dh5_x.js?retry=42');
    expect(load).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retryUrlOf reads the module URL that Chromium and Firefox put at the end of their message, else null', () => {
    const chromium = new ChunkLoadError('a', 'missing', 'Failed to fetch dynamically imported module: https://mis.example.com/assets/a-1.js');
    const firefox = new ChunkLoadError('a', 'missing', 'error loading dynamically imported module: https://mis.example.com/assets/a-1.js?v=2');
    const safari = new ChunkLoadError('a', 'missing', 'Importing a module script failed.');
    expect(retryUrlOf(chromium, 7)).toBe('https://mis.example.com/assets/a-1.js?retry=7');
    expect(retryUrlOf(firefox, 7)).toBe('https://mis.example.com/assets/a-1.js?v=2&retry=7');
    expect(retryUrlOf(safari, 7)).toBeNull();
  });

  it('A-ERR-19 A-ERR-21 a chunk still pending after 120000 ms is a ChunkLoadError of type timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('slow', () => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toMatchObject({ type: 'timeout' });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

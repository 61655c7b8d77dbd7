import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/api/errors';
import { loadChunk } from './lazy-page';

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

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { announcementQueries } from './announcement-queries';

const LIST = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

describe('listByUser polling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('A-NOTICE-23 A-NOTICE-24 polls every 6000 ms once started and stops for good after a failed load', async () => {
    let failNext = false;
    const api = installFakeBackend({
      'GET /sys/annountCement/listByUser': () =>
        failNext ? { status: 500, data: { success: false, code: 500, message: 'down' } } : { data: envelope(0, LIST) },
    });
    const calls = () => api.calls('GET', '/sys/annountCement/listByUser').length;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, announcementQueries.byUser());
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5999);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);

    failNext = true;
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls()).toBe(3);
    expect(observer.getCurrentResult().isError).toBe(true);

    failNext = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(3);
    unsubscribe();
  });
});

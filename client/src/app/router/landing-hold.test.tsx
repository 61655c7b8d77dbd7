import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLandingUntil, LANDING_HOLD_MS, useLandingHeld } from './landing-hold';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('landing hold', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the landing page until the work settles', async () => {
    const { result } = renderHook(() => useLandingHeld());
    expect(result.current).toBe(false);
    const work = deferred();
    act(() => holdLandingUntil(work.promise));
    expect(result.current).toBe(true);
    await act(async () => work.resolve());
    expect(result.current).toBe(false);
  });

  it('lets the page go when the work fails', async () => {
    const { result } = renderHook(() => useLandingHeld());
    const work = deferred();
    act(() => holdLandingUntil(work.promise));
    work.promise.catch(() => undefined);
    await act(async () => work.reject(new Error('offline')));
    expect(result.current).toBe(false);
  });

  it(`holds for at most ${LANDING_HOLD_MS} ms when the work is slow`, () => {
    const { result } = renderHook(() => useLandingHeld());
    act(() => holdLandingUntil(new Promise(() => undefined)));
    act(() => vi.advanceTimersByTime(LANDING_HOLD_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('a second login holds anew: the first one settling does not release it', async () => {
    const { result } = renderHook(() => useLandingHeld());
    const first = deferred();
    const second = deferred();
    act(() => holdLandingUntil(first.promise));
    act(() => holdLandingUntil(second.promise));
    await act(async () => first.resolve());
    expect(result.current).toBe(true);
    await act(async () => second.resolve());
    expect(result.current).toBe(false);
  });
});

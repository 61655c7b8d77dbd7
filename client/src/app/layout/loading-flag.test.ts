import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_FLAG_CLEAR_MS, createLoadingFlag } from './loading-flag';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('route loading flag', () => {
  it('A-CONST-07 the loading flag auto-clears 200 ms after the navigation settles', () => {
    const flag = createLoadingFlag();
    flag.start();
    expect(flag.isOn()).toBe(true);
    flag.settle();
    vi.advanceTimersByTime(LOADING_FLAG_CLEAR_MS - 1);
    expect(flag.isOn()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flag.isOn()).toBe(false);
    expect(LOADING_FLAG_CLEAR_MS).toBe(200);
  });

  it('a new navigation before the clear keeps the flag up until it settles in turn', () => {
    const flag = createLoadingFlag();
    const changes = vi.fn();
    flag.subscribe(changes);
    flag.start();
    flag.settle();
    vi.advanceTimersByTime(150);
    flag.start();
    vi.advanceTimersByTime(150);
    expect(flag.isOn()).toBe(true);
    flag.settle();
    vi.advanceTimersByTime(200);
    expect(flag.isOn()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});

import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isTokenChange, useCrossTabTokenSync } from './cross-tab-token-sync';

describe('cross-tab token sync', () => {
  it.each([
    [{ key: 'pro__Access-Token', oldValue: 'a', newValue: 'b' }, true],
    [{ key: 'pro__Access-Token', oldValue: 'a', newValue: null }, true],
    [{ key: 'pro__Access-Token', oldValue: null, newValue: 'a' }, true],
    [{ key: 'pro__Access-Token', oldValue: 'a', newValue: 'a' }, false],
    [{ key: 'pro__Login_Userinfo', oldValue: 'a', newValue: 'b' }, false],
    [{ key: null, oldValue: null, newValue: null }, true],
  ])('A-GUARD-10 %o → %s', (event, expected) => {
    expect(isTokenChange(event)).toBe(expected);
  });

  it('A-GUARD-10 reloads when another tab changes the stored token', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useCrossTabTokenSync(reload));
    window.dispatchEvent(new StorageEvent('storage', { key: 'pro__Login_Userinfo', oldValue: '1', newValue: '2' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'pro__Access-Token', oldValue: '1', newValue: '2' }));
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new StorageEvent('storage', { key: 'pro__Access-Token', oldValue: '2', newValue: '3' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
